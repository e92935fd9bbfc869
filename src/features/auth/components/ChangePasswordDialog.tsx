/**
 * Change password: old password (not asked when already known, right after a forced-change
 * login), new password (the merchant's password rule) and its confirmation (inconsistent_twice). Opened with
 * `{ forced: true }` after a login with the weak default or an expired password: then it has no close
 * button and Escape does nothing. Success refreshes the login info and returns home, or to `returnTo` when
 * the sign-in that forced it says where it was going (the agent portal's /agentHome).
 */
import { type FormEvent, useState } from 'react';
import { changePasswordCall } from '../../../api/calls/member';
import { api } from '../../../api/default-client';
import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useTranslations } from '../../../i18n/use-translations';
import type { AppDialogProps } from '../../../stores/dialogs';
import { closeDialog } from '../../../stores/dialogs';
import { loadMember } from '../../../stores/session';
import { describeFailure } from '../api-failure';
import { goHome } from '../route-dialog';
import { useRegisterRules } from '../use-register-rules';
import { type FieldErrors, isValid, validateChangePassword } from '../validation';
import { NewPasswordFields } from './NewPasswordFields';
import { fieldErrors } from './say';

export default function ChangePasswordDialog({ options }: AppDialogProps<'changePassword'>) {
  const t = useTranslations('auth', 'errors');
  const { rules } = useRegisterRules();
  const forced = options.forced === true;
  const knownOld = options.oldPassword || null;
  // Where the flow that forced the change continues (the agent portal: /agentHome); a same-site path only.
  const returnTo = options.returnTo && /^\/(?!\/)/.test(options.returnTo) ? options.returnTo : null;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateChangePassword(values, rules ?? {}, knownOld !== null);
    setErrors(found);
    setFormError(null);
    if (!isValid(found) || busy) return;
    setBusy(true);
    try {
      await api.call(changePasswordCall, { body: { ...values, oldPassword: knownOld ?? values.oldPassword } });
      setDone(true);
      await loadMember().catch(() => null);
      closeDialog();
      if (returnTo) location.assign(returnTo);
      else goHome();
    } catch (error) {
      const failure = describeFailure(error);
      // The platform names the rule's field `password`; here that is the new password.
      const field = failure.field === 'password' ? 'newPassword' : failure.field;
      if (field && field in values) setErrors({ [field]: failure.message });
      else if (knownOld === null && failure.message.key === 'errors.in_incorrect_password')
        setErrors({ oldPassword: failure.message });
      else setFormError(failure.message.key);
    } finally {
      setBusy(false);
    }
  }

  if (!t) return null;
  const say = fieldErrors(t, errors);

  return (
    <Dialog
      open
      title={t('auth.changePassword.title')}
      onClose={forced ? () => undefined : closeDialog}
      showClose={!forced}
      closeLabel={t('auth.close')}
      size="sm"
    >
      <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
        {forced && <p className="text-sm">{t('auth.changePassword.forcedNote')}</p>}
        {knownOld === null && (
          <Field
            label={t('auth.field.oldPassword')}
            type="password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={say('oldPassword')}
            autoComplete="current-password"
            maxLength={128}
          />
        )}
        <NewPasswordFields t={t} values={values} set={set} say={say} />
        <FormAlert message={formError ? t(formError) : null} />
        <FormAlert tone="success" message={done ? t('auth.changePassword.done') : null} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('auth.changePassword.submit')}
        </button>
      </form>
    </Dialog>
  );
}
