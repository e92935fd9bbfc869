/**
 * The agent portal's login form: username, password, a captcha once the platform asks for one,
 * no remember-me. The flow is the player site's (src/stores/sign-in.ts) with portal 'agent': a non-agent
 * gets error_not_agent and stays on the page; an agent goes to /agentHome. Labels arrive server-translated,
 * so the form is complete in the static HTML; its submit button stays disabled until hydration, so a press
 * before then can never send the password anywhere. Where the browser can use passkeys, a passkey signs the agent in
 * with one tap, through the player's passkey flow with portal 'agent' (a passkey is added on the security page).
 * The tenant's one-click providers sign an agent in as on the player's login dialog (the same buttons, flow and
 * password step that links an agent's address), coming back to this page; a provider account of a player is refused.
 * A new address is confirmed with the player's second-factor step: the code sent, the authenticator's code or a
 * recovery code, or the payout account's holder name.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import type { LoginValue } from '../../../api/calls/session';
import { captchaCall } from '../../../api/calls/system';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { ProviderButtons } from '../../../components/ui/ProviderButtons';
import { ProviderLinkStep } from '../../../components/ui/ProviderLinkStep';
import { SecondFactorStep } from '../../../components/ui/SecondFactorStep';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { PasskeyCeremonyError, passkeysSupported } from '../../../stores/passkey-ceremony';
import {
  $providerFlow,
  finishProviderSignIn,
  leaveProviderLink,
  providerAnswerPending,
  startProviderSignIn,
} from '../../../stores/provider-sign-in';
import {
  $signIn,
  enterSession,
  type SignInOutcome,
  setCaptchaAnswer,
  signIn,
  signInWithPasskey,
  startSignIn,
} from '../../../stores/sign-in';
import { agentSignIn, enterAgentCentre } from '../agent-entry';
import type { AgentFormLabels } from './form-labels';

interface Props {
  lang: LanguageCode;
  labels: AgentFormLabels;
}

type FieldErrors = Partial<Record<'username' | 'password' | 'captcha', string>>;

export default function AgentLoginForm({ lang, labels }: Props) {
  const t = useTranslations('agent', 'auth', 'errors');
  const id = useId();
  const flow = useStore($signIn);
  const provider = useStore($providerFlow);
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form wakes up
  useEffect(() => {
    // The inputs are in the static HTML: what was typed before the form hydrated is in them, not in the state.
    setUsername((typed) => typed || usernameInput.current?.value || '');
    setPassword((typed) => typed || passwordInput.current?.value || '');
    setHydrated(true);
    setWithPasskey(passkeysSupported());
    startSignIn(); // the bot check is solved while the agent types
    // Back from a sign-in provider: finish here.
    if (providerAnswerPending()) void finishProvider();
  }, []);

  const leave = (outcome: SignInOutcome) => setLeaving(enterAgentCentre(outcome, lang));
  const enterWith = async (login: LoginValue) => leave(await enterSession(login, 'provider'));

  async function finishProvider() {
    const outcome = await finishProviderSignIn();
    if (outcome.kind === 'signed-in') await enterWith(outcome.login);
    else if (outcome.kind === 'linked') location.assign(outcome.next);
  }

  async function continueWith(providerId: string) {
    if (flow.busy || leaving) return;
    setErrors({});
    await startProviderSignIn(providerId, 'sign-in', 'agent');
  }

  /** A refusal in the portal's words: the passkey prompt's and the provider's own, else the platform's code. */
  function failureText(failure: unknown): string {
    if (failure instanceof PasskeyCeremonyError) {
      return failure.reason === 'cancelled' ? labels.passkeyCancelled : labels.passkeyFailed;
    }
    if (failure === 'cancelled') return t?.('auth.provider.cancelled') ?? '';
    return t?.(errorMessageKey(failure)) ?? '';
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (flow.busy || leaving) return;
    const next: FieldErrors = {};
    if (!username.trim()) next.username = labels.usernameRequired;
    if (!password) next.password = labels.passwordRequired;
    if (flow.captchaShown && !flow.captcha.trim()) next.captcha = t?.('errors.captcha_required') ?? labels.captcha;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    leaveProviderLink(); // a provider's refusal is forgotten with a new attempt
    leave(await signIn({ type: 'username', username, password }, agentSignIn(lang)));
  }

  async function passkey() {
    if (flow.busy || leaving) return;
    setErrors({});
    leaveProviderLink();
    leave(await signInWithPasskey(agentSignIn(lang)));
  }

  if (flow.challenge && t) {
    return (
      <SecondFactorStep
        t={t}
        challenge={flow.challenge}
        failureMessage={failureText}
        onDone={leave}
        onBack={() => setPassword('')}
      />
    );
  }
  if (provider.link && t) {
    return <ProviderLinkStep t={t} failureMessage={failureText} onLinked={enterWith} />;
  }

  const busy = flow.busy || leaving || provider.busy;
  const failure = flow.failure ?? provider.failure;
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
        {failure !== null && t && <p className="alert alert-error alert-soft text-sm">{failureText(failure)}</p>}
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
      {hydrated && t && <ProviderButtons t={t} disabled={busy} onChoose={(choice) => void continueWith(choice)} />}
      {provider.busy && t && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t('auth.provider.working')}
        </p>
      )}
    </form>
  );
}
