/**
 * Forgot password: by e-mail (username + e-mail → a reset mail, message in_been_out) or by
 * phone (number, SMS code, new password → signed in and home). The phone tab is the default when the
 * phone-verification switch (REGMOBVERF3) is on. The reset mail's link (/login?resetCode=…&username=…)
 * opens this dialog at the new-password step. The flows (checks, calls, where a refusal shows) are
 * password-reset.ts; this shows their forms.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { prefetchBotCheck } from '../../../api/bot-check';
import { smsNoLoginCall } from '../../../api/calls/verification';
import { api } from '../../../api/default-client';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog, openDialog } from '../../../stores/dialogs';
import { $flags } from '../../../stores/whitelabel';
import { leaveSignIn } from '../finish-sign-in';
import { requestResetMail, resetByPhone } from '../password-reset';
import { goHome } from '../route-dialog';
import { createAuthForm, shownMode } from '../stores/auth-form';
import { useRegisterRules } from '../use-register-rules';
import { useSmsCode } from '../use-sms-code';
import { checkMobile } from '../validation';
import { MobileCodeFields } from './MobileCodeFields';
import { ResetByCodeForm } from './ResetByCodeForm';
import { fieldErrors } from './say';
import { Tabs } from './Tabs';

type Mode = 'email' | 'phone';
const MODES: Mode[] = ['phone', 'email'];

export default function ForgotPasswordDialog({ options }: AppDialogProps<'forgotPassword'>) {
  const t = useTranslations('auth', 'errors');
  const flags = useStore($flags);
  const { rules } = useRegisterRules();
  const [forgotForm] = useState(() => createAuthForm<Mode>());
  const { chosen, errors, formError } = useStore(forgotForm.$form);
  const mode = shownMode(chosen, MODES, flags.REGMOBVERF3 ? 'phone' : 'email');
  const [values, setValues] = useState({
    username: '',
    email: '',
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [mailed, setMailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const resetCode = options.resetCode ?? null;
  const resetUsername = options.username ?? null;

  useEffect(() => {
    if (!resetCode) prefetchBotCheck();
  }, [resetCode]);

  const sms = useSmsCode((botCheck) =>
    api.call(smsNoLoginCall, {
      body: { mobileNum: values.mobileNum.trim(), countryDialingCode: tenant.countryDialingCode, botCheck },
    }),
  );
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function requestCode() {
    const problem = checkMobile(rules ?? {}, values.mobileNum.trim());
    forgotForm.showErrors(problem ? { mobileNum: problem } : {});
    if (!problem) void sms.request();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome =
      mode === 'email' ? await requestResetMail(values, rules ?? {}) : await resetByPhone(values, rules ?? {});
    setBusy(false);
    forgotForm.showErrors(outcome.status === 'invalid' ? outcome.errors : {});
    if (outcome.status === 'mailed') setMailed(true);
    if (outcome.status === 'signed-in') {
      leaveSignIn(outcome.session);
      goHome();
    }
    if (outcome.status === 'refused') forgotForm.showFailure(outcome.failure, (name) => name in values);
  }

  if (!t) return null;
  const say = fieldErrors(t, errors);

  const title = t('auth.forgot.title');
  if (resetCode && resetUsername) {
    return (
      <Dialog open title={title} onClose={closeDialog} closeLabel={t('auth.close')} size="sm">
        <ResetByCodeForm t={t} rules={rules ?? {}} username={resetUsername} resetCode={resetCode} />
      </Dialog>
    );
  }

  const form = mailed ? (
    <div className="flex flex-col gap-3">
      <FormAlert tone="success" message={t('auth.forgot.in_been_out')} />
      <button type="button" className="btn btn-primary" onClick={closeDialog}>
        {t('auth.ok')}
      </button>
    </div>
  ) : (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      {mode === 'email' ? (
        <>
          <Field
            label={t('auth.field.username')}
            value={values.username}
            onChange={set('username')}
            error={say('username')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={64}
          />
          <Field
            label={t('auth.field.email')}
            type="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
            error={say('email')}
            autoComplete="email"
            maxLength={100}
          />
        </>
      ) : (
        <>
          <MobileCodeFields t={t} values={values} set={set} say={say} sms={sms} onRequestCode={requestCode} />
          <Field
            label={t('auth.field.newPassword')}
            type="password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={say('newPassword')}
            autoComplete="new-password"
            maxLength={128}
          />
        </>
      )}
      <FormAlert message={formError ? t(formError) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t(mode === 'email' ? 'auth.forgot.sendMail' : 'auth.forgot.submit')}
      </button>
    </form>
  );

  return (
    <Dialog open title={title} onClose={closeDialog} closeLabel={t('auth.close')} size="sm">
      <div className="flex flex-col gap-3">
        <Tabs
          label={t('auth.forgot.modes')}
          tabs={MODES}
          current={mode}
          onChange={forgotForm.chooseMode}
          tabLabel={(tab) => t(`auth.forgot.mode.${tab}`)}
          idBase="forgot-mode"
        >
          {form}
        </Tabs>
        <button type="button" className="link link-primary self-center text-sm" onClick={() => openDialog('login')}>
          {t('auth.forgot.toLogin')}
        </button>
      </div>
    </Dialog>
  );
}
