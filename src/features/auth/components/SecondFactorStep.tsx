/**
 * The second-factor step: a sign-in from an IP the account has not used
 * waits for the code the platform sent by SMS or e-mail; the sign-in flow (src/stores/sign-in.ts) completes
 * it with /wps/session/login/verification.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import type { SecondFactorChallenge } from '../../../api/calls/session';
import { $signIn, leaveSecondFactor, verifySecondFactor } from '../../../stores/sign-in';
import { describeFailure } from '../api-failure';
import { leaveSignIn } from '../finish-sign-in';
import { REQUIRED } from '../validation';
import { Field } from './Field';
import { FormAlert } from './FormAlert';

interface Props {
  t: TFunction;
  challenge: SecondFactorChallenge;
}

export function SecondFactorStep({ t, challenge }: Props) {
  const { busy, failure } = useStore($signIn);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const verificationCode = code.trim();
    setMissing(!verificationCode);
    if (!verificationCode) return;
    const outcome = await verifySecondFactor(verificationCode);
    if (outcome === 'signed-in' || outcome === 'changePassword') leaveSignIn(outcome);
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <h3 className="font-semibold">{t('auth.secondFactor.title')}</h3>
      <p className="text-sm">
        {t(`auth.secondFactor.sent.${challenge.channel}`, {
          target: challenge.maskedTarget,
          count: challenge.expiredMinutes,
        })}
      </p>
      <Field
        label={t('auth.field.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        value={code}
        onChange={setCode}
        error={missing ? t(REQUIRED.key) : null}
      />
      <FormAlert message={failure ? t(describeFailure(failure).message.key) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.secondFactor.submit')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={leaveSecondFactor}>
        {t('auth.back')}
      </button>
    </form>
  );
}
