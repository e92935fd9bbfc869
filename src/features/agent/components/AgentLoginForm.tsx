/**
 * The agent portal's login form: username, password, a captcha once the platform asks for one,
 * no remember-me. The flow is the player site's (src/stores/sign-in.ts) with portal 'agent': a non-agent
 * gets error_not_agent and stays on the page; an agent goes to /agentHome. Labels arrive server-translated,
 * so the form is complete in the static HTML; its submit button stays disabled until hydration, so a press
 * before then can never send the password anywhere. Where the browser can use passkeys, a passkey signs the agent in
 * with one tap, through the player's passkey flow with portal 'agent' (a passkey is added in the security centre).
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import { captchaCall } from '../../../api/calls/system';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { PasskeyCeremonyError, passkeysSupported } from '../../../stores/passkey-ceremony';
import { $signIn, setCaptchaAnswer, signIn, signInWithPasskey, startSignIn } from '../../../stores/sign-in';
import { agentSignIn, enterAgentCentre } from '../agent-entry';
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
  const flow = useStore($signIn);
  const [hydrated, setHydrated] = useState(false);
  // Known only in the browser: the button appears after hydration, so the static HTML never disagrees.
  const [withPasskey, setWithPasskey] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set while the browser leaves for /agentHome: the button stays busy.
  const [leaving, setLeaving] = useState(false);
  const loadCaptcha = useCallback(() => api.call(captchaCall), []);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The inputs are in the static HTML: what was typed before the form hydrated is in them, not in the state.
    setUsername((typed) => typed || usernameInput.current?.value || '');
    setPassword((typed) => typed || passwordInput.current?.value || '');
    setHydrated(true);
    setWithPasskey(passkeysSupported());
    startSignIn(); // the bot check is solved while the agent types
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (flow.busy || leaving) return;
    const next: FieldErrors = {};
    if (!username.trim()) next.username = labels.usernameRequired;
    if (!password) next.password = labels.passwordRequired;
    if (flow.captchaShown && !flow.captcha.trim()) next.captcha = t?.('errors.captcha_required') ?? labels.captcha;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const outcome = await signIn({ type: 'username', username, password }, agentSignIn(lang));
    setLeaving(enterAgentCentre(outcome, lang));
  }

  async function passkey() {
    if (flow.busy || leaving) return;
    setErrors({});
    setLeaving(enterAgentCentre(await signInWithPasskey(agentSignIn(lang)), lang));
  }

  if (flow.challenge && t) {
    return (
      <AgentSecondFactor t={t} lang={lang} labels={labels} challenge={flow.challenge} onBack={() => setPassword('')} />
    );
  }

  const busy = flow.busy || leaving;
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
          ref={usernameInput}
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
          ref={passwordInput}
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
      {flow.captchaShown && (
        <CaptchaField
          load={loadCaptcha}
          value={flow.captcha}
          onChange={setCaptchaAnswer}
          version={flow.captchaVersion}
          label={labels.captcha}
          refreshLabel={labels.refreshCaptcha}
          imageAlt={labels.captchaImage}
          loadErrorLabel={labels.captchaUnavailable}
          error={errors.captcha}
        />
      )}
      <div role="alert" className="min-h-0">
        {flow.failure !== null && t && (
          <p className="alert alert-error alert-soft text-sm">
            {flow.failure instanceof PasskeyCeremonyError
              ? flow.failure.reason === 'cancelled'
                ? labels.passkeyCancelled
                : labels.passkeyFailed
              : t(errorMessageKey(flow.failure))}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!hydrated || busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {busy ? labels.busy : labels.submit}
      </button>
      {withPasskey && (
        <button type="button" className="btn btn-outline w-full" disabled={busy} onClick={passkey}>
          {labels.passkey}
        </button>
      )}
    </form>
  );
}
