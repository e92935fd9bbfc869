/**
 * The agent sign-in's second step when the platform sees a new device or network: the
 * code sent by SMS or e-mail (or, when the agent set one up, the authenticator app's code) completes the login,
 * through the shared sign-in flow.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type SubmitEvent, useId, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import type { SecondFactorChallenge } from '../../../api/calls/session';
import type { LanguageCode } from '../../../i18n/languages';
import { $signIn, answerFactor, leaveSecondFactor, verifySecondFactor } from '../../../stores/sign-in';
import { enterAgentCentre } from '../agent-entry';
import type { AgentFormLabels } from './form-labels';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  labels: AgentFormLabels;
  challenge: SecondFactorChallenge;
  /** Back to the login form (which forgets the password typed). */
  onBack: () => void;
}

export function AgentSecondFactor({ t, lang, labels, challenge, onBack }: Props) {
  const id = useId();
  const flow = useStore($signIn);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const verificationCode = code.trim();
    if (flow.busy || leaving) return;
    setMissing(!verificationCode);
    if (!verificationCode) return;
    // The agent portal answers with the step's first factor: the code sent, or the authenticator's when one is set up.
    const factor = answerFactor(challenge.factors[0] ?? 'sms');
    const answer = { factor: factor === 'bankName' ? 'code' : factor, verificationCode } as const;
    setLeaving(enterAgentCentre(await verifySecondFactor(answer), lang));
  }

  const busy = flow.busy || leaving;
  const error = missing
    ? t('errors.verification_code_invalid')
    : flow.failure !== null
      ? t(errorMessageKey(flow.failure))
      : null;

  return (
    <form className="flex flex-col gap-3" method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {labels.verificationTitle}
      </h2>
      <p className="text-sm">
        {challenge.maskedTarget
          ? t('agent.form.verificationSent', { target: challenge.maskedTarget })
          : t('agent.form.verificationTotp')}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-code`} className="text-sm">
          {labels.verificationCode}
        </label>
        <input
          id={`${id}-code`}
          className={`input w-full ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <div role="alert">
        {error && (
          <p id={`${id}-error`} className="alert alert-error alert-soft text-sm">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            leaveSecondFactor();
            onBack();
          }}
          disabled={busy}
        >
          {labels.back}
        </button>
        <button type="submit" className="btn btn-primary flex-1" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {labels.verify}
        </button>
      </div>
    </form>
  );
}
