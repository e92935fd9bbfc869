/**
 * The second-factor step of both portals (the player's login dialog, the agent login page): a sign-in from an IP the
 * account has not used is answered with one of the factors the platform offers (the challenge's `factors`): the code
 * it sent by SMS or e-mail, the authenticator app's code (or a recovery code), or the holder name of the bound payout
 * account. The first factor is shown first; the others are one button away. The sign-in flow (src/stores/sign-in.ts)
 * completes it with /wps/session/login/verification; where the portal goes then is the caller's. What was typed stays
 * on a refusal.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import type { SecondFactor, SecondFactorChallenge } from '../../api/calls/session';
import { $signIn, answerFactor, leaveSecondFactor, verifySecondFactor } from '../../stores/sign-in';
import { Field } from './Field';
import { FormAlert } from './FormAlert';

interface Props {
  /** With the auth and errors namespaces. */
  t: TFunction;
  challenge: SecondFactorChallenge;
  /** What a refusal says, in the portal's words. */
  failureMessage: (failure: unknown) => string;
  /** The session is open, or the forced password change took over: the portal moves on. */
  onDone: (outcome: 'signed-in' | 'changePassword') => void;
  /** Back to the sign-in form (after the flow has left the step). */
  onBack?: () => void;
}

export function SecondFactorStep({ t, challenge, failureMessage, onDone, onBack }: Props) {
  const { busy, failure } = useStore($signIn);
  const [factor, setFactor] = useState<SecondFactor>(challenge.factors[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [accountName, setAccountName] = useState('');
  const [missing, setMissing] = useState(false);
  const byName = factor === 'bankName';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = (byName ? accountName : code).trim();
    setMissing(!typed);
    if (!typed) return;
    const answer = answerFactor(factor);
    const outcome = await verifySecondFactor(
      answer === 'bankName' ? { factor: answer, accountName: typed } : { factor: answer, verificationCode: typed },
    );
    if (outcome === 'signed-in' || outcome === 'changePassword') onDone(outcome);
  }

  function choose(next: SecondFactor) {
    setFactor(next);
    setMissing(false);
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <h3 className="font-semibold">{t('auth.secondFactor.title')}</h3>
      <p className="text-sm">
        {factor === 'sms' || factor === 'email'
          ? t(`auth.secondFactor.sent.${factor}`, {
              target: challenge.maskedTarget ?? '',
              count: challenge.expiredMinutes,
            })
          : t(`auth.secondFactor.intro.${factor}`)}
      </p>
      {byName ? (
        <Field
          key="bankName"
          label={t('auth.secondFactor.accountName')}
          autoComplete="off"
          maxLength={100}
          value={accountName}
          onChange={setAccountName}
          error={missing ? t('errors.input_empty') : null}
        />
      ) : (
        <Field
          key="code"
          label={factor === 'totp' ? t('auth.secondFactor.totpCode') : t('auth.field.verificationCode')}
          hint={factor === 'totp' ? t('auth.secondFactor.totpHint') : null}
          inputMode={factor === 'totp' ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={setCode}
          error={missing ? t('errors.input_empty') : null}
        />
      )}
      <FormAlert message={failure ? failureMessage(failure) : null} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t('auth.secondFactor.submit')}
      </button>
      {challenge.factors
        .filter((other) => other !== factor)
        .map((other) => (
          <button key={other} type="button" className="btn btn-outline btn-sm" onClick={() => choose(other)}>
            {t(`auth.secondFactor.use.${other}`)}
          </button>
        ))}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => {
          leaveSecondFactor();
          onBack?.();
        }}
      >
        {t('auth.back')}
      </button>
    </form>
  );
}
