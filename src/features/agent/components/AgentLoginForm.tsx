/**
 * The agent portal's login form (spec §2): username, password, a captcha once the platform asks for one,
 * no remember-me. A non-agent gets error_not_agent and stays on the page; an agent goes to /agentHome.
 * Labels arrive server-translated, so the form is complete in the static HTML; its submit button stays
 * disabled until hydration, so a press before then can never send the password anywhere.
 */
import { type SubmitEvent, useCallback, useEffect, useId, useState } from 'react';
import { prefetchBotCheck } from '../../../api/bot-check';
import type { SecondFactorChallenge } from '../../../api/contract/session';
import { captchaCall } from '../../../api/contract/system';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { enterAgentCentre } from '../agent-entry';
import { agentLogin, describeAgentLoginFailure } from '../agent-login';
import { AgentSecondFactor } from './AgentSecondFactor';
import type { AgentFormLabels } from './form-labels';

interface Props {
  lang: LanguageCode;
  labels: AgentFormLabels;
}

type FieldErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

export default function AgentLoginForm({ lang, labels }: Props) {
  const t = useTranslations('agent', 'errors');
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const loadCaptcha = useCallback(() => api.call(captchaCall), []);

  useEffect(() => {
    setHydrated(true);
    prefetchBotCheck(); // solved while the agent types
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!username.trim()) next.username = labels.usernameRequired;
    if (!password) next.password = labels.passwordRequired;
    if (captchaShown && !captcha.trim()) next.captcha = t?.('errors.captcha_required') ?? labels.captcha;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const value = await agentLogin({ username, password, captcha: captchaShown ? captcha : undefined });
      if ((await enterAgentCentre(value, lang)) === 'entered') return; // navigating: stay busy
    } catch (error) {
      const outcome = describeAgentLoginFailure(error);
      if (outcome.kind === 'secondFactor') setChallenge(outcome.challenge);
      else {
        setFormError(outcome.messageKey);
        if (outcome.captcha) setCaptchaShown(true);
      }
      // a captcha answer is spent by the attempt that checked it, right or wrong
      setCaptcha('');
      setCaptchaVersion((version) => version + 1);
      prefetchBotCheck();
    }
    setBusy(false);
  }

  if (challenge && t) {
    return (
      <AgentSecondFactor
        t={t}
        lang={lang}
        labels={labels}
        challenge={challenge}
        onBack={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  const fieldError = (name: keyof FieldErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-error text-xs">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="flex flex-col gap-3" method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {labels.title}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-username`} className="text-sm">
          {labels.username}
        </label>
        <input
          id={`${id}-username`}
          name="username"
          className={`input w-full ${errors.username ? 'input-error' : ''}`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={username}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
        {fieldError('username')}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-password`} className="text-sm">
          {labels.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className={`input w-full ${errors.password ? 'input-error' : ''}`}
          autoComplete="current-password"
          maxLength={128}
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {fieldError('password')}
      </div>
      {captchaShown && (
        <CaptchaField
          load={loadCaptcha}
          value={captcha}
          onChange={setCaptcha}
          version={captchaVersion}
          label={labels.captcha}
          refreshLabel={labels.refreshCaptcha}
          imageAlt={labels.captchaImage}
          loadErrorLabel={labels.captchaUnavailable}
          error={errors.captcha}
        />
      )}
      <div role="alert" className="min-h-0">
        {formError && t && <p className="alert alert-error alert-soft text-sm">{t(formError)}</p>}
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? labels.busy : labels.submit}
      </button>
    </form>
  );
}
