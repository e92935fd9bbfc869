/**
 * The new-password step of a reset by e-mail: the mail's link carries the username and a one-time reset
 * code; a new password (twice) is set with /wps/member/password/reset, which signs the player in.
 */
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/FormAlert';
import { leaveSignIn } from '../finish-sign-in';
import { resetByCode } from '../password-reset';
import { goHome } from '../route-dialog';
import type { FieldErrors, RegisterRules } from '../validation';
import { NewPasswordFields } from './NewPasswordFields';
import { fieldErrors } from './say';

interface Props {
  t: TFunction;
  rules: RegisterRules;
  username: string;
  resetCode: string;
}

export function ResetByCodeForm({ t, rules, username, resetCode }: Props) {
  const [values, setValues] = useState({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const say = fieldErrors(t, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await resetByCode({ username, resetCode }, values, rules);
    setBusy(false);
    setErrors(outcome.status === 'invalid' ? outcome.errors : {});
    setFormError(null);
    if (outcome.status === 'signed-in') {
      leaveSignIn(outcome.session);
      goHome();
    }
    if (outcome.status !== 'refused') return;
    const { field, message } = outcome.failure;
    if (field && field in values) setErrors({ [field]: message });
    else setFormError(message.key);
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <p className="text-sm">{t('auth.forgot.resetFor', { username })}</p>
      <NewPasswordFields t={t} values={values} set={set} say={say} />
      <FormAlert message={formError ? t(formError) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.forgot.submit')}
      </button>
    </form>
  );
}
