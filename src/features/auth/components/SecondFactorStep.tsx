/**
 * The second-factor step (spec §4 "Extra verification"): a sign-in from an IP the account has not used
 * waits for the code the platform sent by SMS or e-mail, then completes with /wps/session/login/verification.
 */
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { loginVerificationCall, type SecondFactorChallenge } from '../../../api/contract/session';
import { api } from '../../../api/default-client';
import { describeFailure } from '../api-failure';
import { finishSignIn } from '../finish-sign-in';
import { REQUIRED } from '../validation';
import { Field } from './Field';
import { FormAlert } from './FormAlert';

interface Props {
  t: TFunction;
  challenge: SecondFactorChallenge;
  /** The password of the attempt, for a forced password change that follows. */
  password: string;
  onBack: () => void;
}

export function SecondFactorStep({ t, challenge, password, onBack }: Props) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const verificationCode = code.trim();
    setFieldError(verificationCode ? null : t(REQUIRED.key));
    setFormError(null);
    if (!verificationCode || busy) return;
    setBusy(true);
    try {
      const value = await api.call(loginVerificationCall, {
        body: { verificationToken: challenge.verificationToken, verificationCode },
      });
      await finishSignIn(value, 'username', password);
    } catch (error) {
      setFormError(t(describeFailure(error).message.key));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <h3 className="font-semibold">{t('auth.secondFactor.title')}</h3>
      <p className="text-sm">
        {t(`auth.secondFactor.sent.${challenge.channel}`, {
          target: challenge.maskedTarget,
          minutes: challenge.expiredMinutes,
        })}
      </p>
      <Field
        label={t('auth.field.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={setCode}
        error={fieldError}
      />
      <FormAlert message={formError} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.secondFactor.submit')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
        {t('auth.back')}
      </button>
    </form>
  );
}
