/**
 * The register dialog: username / mobile tabs per
 * MOBILENUMREG3, the fields the merchant's rules show, SMS verification with REGMOBVERF3, the terms box,
 * the affiliate code (prefilled from ?referralCode=) checked first. Success signs in and goes home. The flow
 * itself (checks, calls, where a refusal shows) is register.ts; this shows its form.
 * A merchant with `phoneVerification: "firebase"` verifies the number through the platform's provider instead
 * (stores/phone-verification.ts): same fields and button, a 1-minute countdown, an id token on register.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { prefetchBotCheck } from '../../../api/bot-check';
import { captchaCall } from '../../../api/calls/system';
import { smsRegisterCall } from '../../../api/calls/verification';
import { api } from '../../../api/default-client';
import { CaptchaField } from '../../../components/ui/CaptchaField';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog, openDialog } from '../../../stores/dialogs';
import { $flags } from '../../../stores/whitelabel';
import { leaveSignIn } from '../finish-sign-in';
import { register } from '../register';
import {
  type RegisterField,
  type RegisterMode,
  type RegisterValues,
  registerModes,
  registerPlan,
  SECRET_FIELDS,
} from '../register-form';
import { goHome } from '../route-dialog';
import { createAuthForm, shownMode } from '../stores/auth-form';
import { createPhoneVerification, isStepOpen } from '../stores/phone-verification';
import { useRegisterRules } from '../use-register-rules';
import { useSmsCode } from '../use-sms-code';
import { checkMobile, usernameFromMobile } from '../validation';
import { SmsCodeButton } from './SmsCodeButton';
import { fieldErrors } from './say';
import { Tabs } from './Tabs';

const loadCaptcha = () => api.call(captchaCall);
/** Tenant data: whether registration numbers are verified by the phone-verification provider. */
const VIA_PROVIDER = tenant.phoneVerification === 'firebase';

/** Input hints per field, so phones show the right keyboard and password managers fill the right box. */
const INPUT: Partial<Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email'; autoComplete: string }>> =
  {
    username: { autoComplete: 'username' },
    password: { type: 'password', autoComplete: 'new-password' },
    paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
    mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
    verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
    email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
    payeeName: { autoComplete: 'name' },
  };

export default function RegisterDialog({ options }: AppDialogProps<'register'>) {
  const t = useTranslations('auth', 'errors');
  const flags = useStore($flags);
  const { rules, errorKey: rulesError, retry } = useRegisterRules();
  const referralCode = options.referralCode ?? '';
  const modes = registerModes(flags);
  const [registerForm] = useState(() => createAuthForm<RegisterMode>());
  const [phone] = useState(() => createPhoneVerification());
  const phoneState = useStore(phone.$phone);
  const { chosen, errors, formError } = useStore(registerForm.$form);
  const mode = shownMode(chosen, modes);
  const [values, setValues] = useState<RegisterValues>(() => ({ affiliateCode: referralCode }));
  const [terms, setTerms] = useState(true);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => prefetchBotCheck(), []);
  const plan = useMemo(
    () => (rules ? registerPlan(mode, rules, flags, referralCode !== '') : null),
    [mode, rules, flags, referralCode],
  );

  const sms = useSmsCode((botCheck) =>
    VIA_PROVIDER
      ? phone.start((values.mobileNum ?? '').trim(), tenant.countryDialingCode, botCheck)
      : api.call(smsRegisterCall, {
          body: { mobileNo: (values.mobileNum ?? '').trim(), countryDialingCode: tenant.countryDialingCode, botCheck },
        }),
  );
  const viaProvider = VIA_PROVIDER && plan?.fields.some((f) => f.name === 'verificationCode');

  const set = (name: RegisterField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function requestCode() {
    const problem = checkMobile(rules ?? {}, (values.mobileNum ?? '').trim());
    registerForm.showErrors(problem ? { mobileNum: problem } : {});
    if (!problem) void sms.request();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!plan || busy) return;
    setBusy(true);
    const outcome = await register({
      plan,
      mode,
      values,
      terms,
      phone: viaProvider ? phone : undefined,
      page: { url: location.href, host: location.hostname },
    });
    setBusy(false);
    registerForm.showErrors(outcome.status === 'invalid' ? outcome.errors : {});
    if (outcome.status === 'registered') {
      leaveSignIn(outcome.session);
      goHome();
    }
    if (outcome.status !== 'refused') return;
    registerForm.showFailure(outcome.failure, (name) => plan.fields.some((f) => f.name === name));
    if (plan.captcha) {
      setCaptchaVersion((n) => n + 1);
      setValues((v) => ({ ...v, captcha: '' }));
    }
  }

  if (!t) return null;
  const say = fieldErrors(t, errors);
  const mobile = (values.mobileNum ?? '').trim();

  const renderField = (name: RegisterField, required: boolean) => {
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          load={loadCaptcha}
          version={captchaVersion}
          value={values.captcha ?? ''}
          onChange={set('captcha')}
          error={say('captcha')}
          label={t('auth.field.captcha')}
          refreshLabel={t('auth.captcha.refresh')}
          imageAlt={t('auth.captcha.image')}
          loadErrorLabel={t('auth.captcha.loadError')}
        />
      );
    }
    const input = INPUT[name] ?? { autoComplete: 'off' };
    const hint =
      name === 'mobileNum' && mode === 'mobile' && mobile
        ? t('auth.register.usernameHint', { username: usernameFromMobile(mobile) })
        : null;
    return (
      <Field
        key={name}
        label={required ? t(`auth.field.${name}`) : t('auth.optional', { label: t(`auth.field.${name}`) })}
        value={values[name] ?? ''}
        onChange={set(name)}
        error={say(name)}
        hint={hint}
        prefix={name === 'mobileNum' ? tenant.countryDialingCode : undefined}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        autoCapitalize={SECRET_FIELDS.has(name) || name === 'username' ? 'none' : undefined}
        spellCheck={false}
        maxLength={name === 'password' ? 128 : 100}
        action={name === 'verificationCode' ? <SmsCodeButton sms={sms} t={t} onPress={requestCode} /> : undefined}
      />
    );
  };

  /** Closing the provider's step before the code is confirmed is Firebase's popup-closed-by-user. */
  const closeStep = () => registerForm.showFormError(`errors.${phone.close().code}`);
  const stepOpen = viaProvider && isStepOpen(phoneState);

  const form = plan ? (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      {plan.fields.map((field) => renderField(field.name, field.required))}
      {stepOpen && (
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={closeStep}>
          {t('auth.sms.cancel')}
        </button>
      )}
      <FormAlert message={sms.errorKey ? t(sms.errorKey) : null} />
      <div className="flex flex-col gap-1">
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm mt-0.5"
            checked={terms}
            aria-invalid={errors.terms ? true : undefined}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <span>{t('auth.register.terms', { brand: tenant.name })}</span>
        </label>
        {errors.terms && <p className="text-error text-xs">{say('terms')}</p>}
      </div>
      <FormAlert message={formError ? t(formError) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.register.submit')}
      </button>
    </form>
  ) : rulesError ? (
    <div className="flex flex-col gap-3">
      <FormAlert message={t(rulesError)} />
      <button type="button" className="btn" onClick={retry}>
        {t('auth.retry')}
      </button>
    </div>
  ) : (
    <p role="status" className="flex justify-center">
      <span className="loading loading-dots" aria-hidden="true" />
      <span className="sr-only">{t('auth.loading')}</span>
    </p>
  );

  return (
    <Dialog open title={t('auth.register.title')} onClose={closeDialog} closeLabel={t('auth.close')} size="sm">
      <div className="flex flex-col gap-3">
        {modes.length > 1 ? (
          <Tabs
            label={t('auth.register.modes')}
            tabs={modes}
            current={mode}
            onChange={registerForm.chooseMode}
            tabLabel={(tab) => t(`auth.register.mode.${tab}`)}
            idBase="register-mode"
          >
            {form}
          </Tabs>
        ) : (
          form
        )}
        <p className="text-center text-sm">
          {t('auth.register.haveAccount')}{' '}
          <button type="button" className="link link-primary" onClick={() => openDialog('login')}>
            {t('auth.register.toLogin')}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
