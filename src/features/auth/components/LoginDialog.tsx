/**
 * The login dialog: username or SMS-code tab (SMS only with
 * MOBILEVERCODELOGIN3), remember-me, the captcha once the platform asks for it, the second-factor step for
 * a new IP, a one-tap passkey sign-in where the browser can use passkeys, "Continue with <provider>" for the tenant's
 * one-click providers (and, back from one on /login, the end of that sign-in or the password step that links it),
 * free play with FREEPLAY3, and links to register and forgot password. A refused attempt shows the translated reason and keeps everything typed.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { captchaCall } from '../../../api/calls/system';
import { smsNoLoginCall } from '../../../api/calls/verification';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormAlert';
import { ProviderButtons } from '../../../components/ui/ProviderButtons';
import { ProviderLinkStep } from '../../../components/ui/ProviderLinkStep';
import { SecondFactorStep } from '../../../components/ui/SecondFactorStep';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog, openDialog } from '../../../stores/dialogs';
import { passkeysSupported } from '../../../stores/passkey-ceremony';
import {
  $providerFlow,
  finishProviderSignIn,
  providerAnswerPending,
  startProviderSignIn,
} from '../../../stores/provider-sign-in';
import { localStore, recallUsername } from '../../../stores/remember-me';
import {
  $signIn,
  type SignInOutcome,
  setCaptchaAnswer,
  signIn,
  signInWithPasskey,
  startFreePlay,
  startSignIn,
} from '../../../stores/sign-in';
import { $flags } from '../../../stores/whitelabel';
import { describeFailure } from '../api-failure';
import { finishSignIn, leaveSignIn } from '../finish-sign-in';
import { type AuthForm, createAuthForm, shownMode } from '../stores/auth-form';
import { useRegisterRules } from '../use-register-rules';
import { useSmsCode } from '../use-sms-code';
import { checkMobile, isValid, validateSmsLogin, validateUsernameLogin } from '../validation';
import { MobileCodeFields } from './MobileCodeFields';
import { fieldErrors } from './say';
import { Tabs } from './Tabs';

type Mode = 'username' | 'sms';
const loadCaptcha = () => api.call(captchaCall);

/** What the dialog does with the sign-in flow's outcome. */
function afterSignIn(outcome: SignInOutcome, form: AuthForm<Mode>): void {
  if (outcome === 'signed-in' || outcome === 'changePassword') leaveSignIn(outcome);
  else if (outcome === 'refused') form.showFailure(describeFailure($signIn.get().failure));
}

export default function LoginDialog({ options }: AppDialogProps<'login'>) {
  // Why the dialog opened, when an action needed a session (e.g. errors.not_logged_in): an i18n key.
  const reason = options.message ?? null;
  const t = useTranslations('auth', 'errors');
  const flags = useStore($flags);
  const { rules } = useRegisterRules();
  const modes: Mode[] = flags.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
  const [loginForm] = useState(() => createAuthForm<Mode>());
  const { chosen, errors, formError, formErrorValues } = useStore(loginForm.$form);
  const flow = useStore($signIn);
  const [values, setValues] = useState(() => ({
    username: recallUsername(localStore()) ?? '',
    password: '',
    mobileNum: '',
    verificationCode: '',
  }));
  const [remember, setRemember] = useState(true);
  // Only where the browser can use passkeys (the dialog renders in the browser only, so no server HTML disagrees).
  const [withPasskey] = useState(passkeysSupported);

  const provider = useStore($providerFlow);
  const busy = flow.busy || provider.busy;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening
  useEffect(() => {
    startSignIn();
    // Back from a sign-in provider: finish there (the dialog closes once signed in).
    if (providerAnswerPending()) void finishProvider();
  }, []);
  const currentMode = shownMode(chosen, modes);

  const sms = useSmsCode((botCheck) =>
    api.call(smsNoLoginCall, {
      body: { mobileNum: values.mobileNum.trim(), countryDialingCode: tenant.countryDialingCode, botCheck },
    }),
  );

  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  /** A refusal for a time-out or self-exclusion: the member may still sign in to take their money out. */
  const onBreak = isApiError(flow.failure) && flow.failure.code === 'account_excluded';

  async function submit(event: FormEvent | MouseEvent, withdrawalOnly = false) {
    event.preventDefault();
    if (flow.busy) return;
    const username = values.username.trim();
    const mobileNum = values.mobileNum.trim();
    const verificationCode = values.verificationCode.trim();
    const found =
      currentMode === 'username'
        ? validateUsernameLogin(
            { username, password: values.password, captcha: flow.captcha.trim() },
            flow.captchaShown,
          )
        : validateSmsLogin({ mobileNum, verificationCode }, rules ?? {});
    loginForm.showErrors(found);
    if (!isValid(found)) return;
    const options = { portal: 'player' as const, withdrawalOnly };
    const outcome =
      currentMode === 'username'
        ? await signIn({ type: 'username', username, password: values.password, remember }, options)
        : await signIn({ type: 'sms', mobileNum, verificationCode }, options);
    afterSignIn(outcome, loginForm);
  }

  async function passkey() {
    loginForm.showErrors({});
    afterSignIn(await signInWithPasskey({ portal: 'player' }), loginForm);
  }

  async function finishProvider() {
    const outcome = await finishProviderSignIn();
    if (outcome.kind === 'signed-in') await finishSignIn(outcome.login, 'provider');
    else if (outcome.kind === 'linked') location.assign(outcome.next);
    else if (outcome.kind === 'refused') loginForm.showFailure(describeFailure($providerFlow.get().failure));
  }

  async function continueWith(id: string) {
    loginForm.showErrors({});
    await startProviderSignIn(id);
    const { failure } = $providerFlow.get();
    if (failure) loginForm.showFailure(describeFailure(failure));
  }

  async function freePlay() {
    loginForm.showErrors({});
    afterSignIn(await startFreePlay(), loginForm);
  }

  function requestCode() {
    const problem = checkMobile(rules ?? {}, values.mobileNum.trim());
    loginForm.showErrors(problem ? { mobileNum: problem } : {});
    if (!problem) void sms.request();
  }

  if (!t) return null;
  const say = fieldErrors(t, errors);

  const usernameForm = (
    <>
      <Field
        label={t('auth.field.username')}
        value={values.username}
        onChange={set('username')}
        error={say('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
      />
      <Field
        label={t('auth.field.password')}
        type="password"
        value={values.password}
        onChange={set('password')}
        error={say('password')}
        autoComplete="current-password"
        maxLength={128}
      />
      {flow.captchaShown && (
        <CaptchaField
          load={loadCaptcha}
          version={flow.captchaVersion}
          value={flow.captcha}
          onChange={setCaptchaAnswer}
          error={say('captcha')}
          label={t('auth.field.captcha')}
          refreshLabel={t('auth.captcha.refresh')}
          imageAlt={t('auth.captcha.image')}
          loadErrorLabel={t('auth.captcha.loadError')}
        />
      )}
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        {t('auth.login.rememberMe')}
      </label>
    </>
  );

  const smsForm = (
    <>
      <MobileCodeFields t={t} values={values} set={set} say={say} sms={sms} onRequestCode={requestCode} />
    </>
  );

  const form = (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      {currentMode === 'username' ? usernameForm : smsForm}
      <FormAlert message={formError ? t(formError, formErrorValues ?? {}) : null} />
      {onBreak && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={flow.busy}
          onClick={(event) => void submit(event, true)}
        >
          {t('auth.login.withdrawOnly')}
        </button>
      )}
      <button type="submit" className="btn btn-primary" disabled={flow.busy}>
        {flow.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.login.submit')}
      </button>
    </form>
  );

  return (
    <Dialog open title={t('auth.login.title')} onClose={closeDialog} closeLabel={t('auth.close')} size="sm">
      {flow.challenge ? (
        <SecondFactorStep
          t={t}
          challenge={flow.challenge}
          failureMessage={(failure) => t(describeFailure(failure).message.key)}
          onDone={leaveSignIn}
        />
      ) : provider.link ? (
        <ProviderLinkStep
          t={t}
          failureMessage={(failure) => {
            const { message } = describeFailure(failure);
            return t(message.key, message.values ?? {});
          }}
          onLinked={(login) => finishSignIn(login, 'provider')}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {reason && (
            <p role="status" className="alert alert-warning text-sm">
              {t(reason)}
            </p>
          )}
          {modes.length > 1 ? (
            <Tabs
              label={t('auth.login.modes')}
              tabs={modes}
              current={currentMode}
              onChange={loginForm.chooseMode}
              tabLabel={(tab) => t(`auth.login.mode.${tab}`)}
              idBase="login-mode"
            >
              {form}
            </Tabs>
          ) : (
            form
          )}
          {withPasskey && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={passkey}>
              {t('auth.passkey.signIn')}
            </button>
          )}
          <ProviderButtons t={t} disabled={busy} onChoose={(id) => void continueWith(id)} />
          {provider.busy && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              {t('auth.provider.working')}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className="link link-hover" onClick={() => openDialog('forgotPassword')}>
              {t('auth.login.forgot')}
            </button>
            <button type="button" className="link link-primary" onClick={() => openDialog('register')}>
              {t('auth.login.toRegister')}
            </button>
          </div>
          {flags.FREEPLAY3 && (
            <button type="button" className="btn btn-outline" disabled={flow.busy} onClick={freePlay}>
              {t('auth.login.freePlay')}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
