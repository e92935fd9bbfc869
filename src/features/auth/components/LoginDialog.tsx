/**
 * The login dialog (spec §2, §4 "Login type", §5 "Login"): username or SMS-code tab (SMS only with
 * MOBILEVERCODELOGIN3), remember-me, the captcha once the platform asks for it, the second-factor step for
 * a new IP, free play with FREEPLAY3, and links to register and forgot password. A refused attempt shows
 * the translated reason and keeps everything typed.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { prefetchBotCheck, takeBotCheck } from '../../../api/bot-check';
import {
  freeplayLoginCall,
  loginCall,
  type SecondFactorChallenge,
  secondFactorChallenge,
} from '../../../api/contract/session';
import { captchaCall } from '../../../api/contract/system';
import { smsNoLoginCall } from '../../../api/contract/verification';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { Dialog } from '../../../components/ui/Dialog';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog, openDialog } from '../../../stores/dialogs';
import { $flags } from '../../../stores/whitelabel';
import { captchaRequested, describeFailure } from '../api-failure';
import { finishSignIn } from '../finish-sign-in';
import { forgetUsername, localStore, recallUsername, rememberUsername } from '../remember-me';
import { useRegisterRules } from '../use-register-rules';
import { useSmsCode } from '../use-sms-code';
import { checkMobile, type FieldErrors, isValid, validateSmsLogin, validateUsernameLogin } from '../validation';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { MobileCodeFields } from './MobileCodeFields';
import { SecondFactorStep } from './SecondFactorStep';
import { fieldErrors } from './say';
import { Tabs } from './Tabs';

type Mode = 'username' | 'sms';
const loadCaptcha = () => api.call(captchaCall);

export default function LoginDialog({ options }: AppDialogProps) {
  // Why the dialog opened, when an action needed a session (e.g. errors.not_logged_in): an i18n key.
  const reason = typeof options.message === 'string' ? options.message : null;
  const t = useTranslations('auth', 'errors');
  const flags = useStore($flags);
  const { rules } = useRegisterRules();
  const modes: Mode[] = flags.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
  const [mode, setMode] = useState<Mode>('username');
  const [values, setValues] = useState(() => ({
    username: recallUsername(localStore()) ?? '',
    password: '',
    captcha: '',
    mobileNum: '',
    verificationCode: '',
  }));
  const [remember, setRemember] = useState(true);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  useEffect(() => prefetchBotCheck(), []);
  const currentMode = modes.includes(mode) ? mode : 'username';

  const sms = useSmsCode((botCheck) =>
    api.call(smsNoLoginCall, {
      body: { mobileNum: values.mobileNum.trim(), countryDialingCode: tenant.countryDialingCode, botCheck },
    }),
  );

  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function fail(error: unknown) {
    const failure = describeFailure(error);
    if (failure.field) setErrors({ [failure.field]: failure.message });
    setFormError(failure.field ? null : failure.message.key);
    if (captchaRequested(error)) {
      // The captcha (if one was sent) is spent: a new image for the next try.
      setCaptchaShown(true);
      setCaptchaVersion((n) => n + 1);
      setValues((v) => ({ ...v, captcha: '' }));
    }
    prefetchBotCheck();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const username = values.username.trim();
    const captcha = values.captcha.trim();
    const mobileNum = values.mobileNum.trim();
    const verificationCode = values.verificationCode.trim();
    const found =
      currentMode === 'username'
        ? validateUsernameLogin({ username, password: values.password, captcha }, captchaShown)
        : validateSmsLogin({ mobileNum, verificationCode }, rules ?? {});
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) return;
    setBusy(true);
    try {
      const botCheck = await takeBotCheck();
      if (currentMode === 'username') {
        const body = {
          type: 'username' as const,
          username,
          password: values.password,
          portal: 'player' as const,
          botCheck,
        };
        const value = await api.call(loginCall, { body: captchaShown ? { ...body, captcha } : body });
        if (remember) rememberUsername(localStore(), username);
        else forgetUsername(localStore());
        await finishSignIn(value, 'username', values.password);
      } else {
        const body = { type: 'sms' as const, mobileNum, verificationCode, portal: 'player' as const, botCheck };
        const value = await api.call(loginCall, { body: { ...body, countryDialingCode: tenant.countryDialingCode } });
        await finishSignIn(value, 'sms');
      }
    } catch (error) {
      const second = isApiError(error) && error.code === 'verification_required';
      const parsed = second ? secondFactorChallenge.safeParse(error.value) : null;
      if (parsed?.success) {
        if (remember) rememberUsername(localStore(), username);
        setChallenge(parsed.data);
      } else fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function freePlay() {
    setBusy(true);
    setFormError(null);
    try {
      await finishSignIn(await api.call(freeplayLoginCall, { body: { platform: 'W' } }), 'freeplay');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  function requestCode() {
    const problem = checkMobile(rules ?? {}, values.mobileNum.trim());
    setErrors(problem ? { mobileNum: problem } : {});
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
      {captchaShown && (
        <CaptchaField
          load={loadCaptcha}
          version={captchaVersion}
          value={values.captcha}
          onChange={set('captcha')}
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
      <FormAlert message={formError ? t(formError) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.login.submit')}
      </button>
    </form>
  );

  return (
    <Dialog open title={t('auth.login.title')} onClose={closeDialog} closeLabel={t('auth.close')} size="sm">
      {challenge ? (
        <SecondFactorStep
          t={t}
          challenge={challenge}
          password={values.password}
          onBack={() => {
            setChallenge(null);
            prefetchBotCheck();
          }}
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
              onChange={(next) => {
                setMode(next);
                setErrors({});
                setFormError(null);
              }}
              tabLabel={(tab) => t(`auth.login.mode.${tab}`)}
              idBase="login-mode"
            >
              {form}
            </Tabs>
          ) : (
            form
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
            <button type="button" className="btn btn-outline" disabled={busy} onClick={freePlay}>
              {t('auth.login.freePlay')}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
