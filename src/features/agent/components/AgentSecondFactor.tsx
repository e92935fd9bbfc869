/**
 * The agent sign-in's second step when the platform sees a new device or network (spec §4 "Extra
 * verification"): the code sent by SMS or e-mail completes the login.
 */
import type { TFunction } from 'i18next';
import { type SubmitEvent, useId, useState } from 'react';
import { loginVerificationCall, type SecondFactorChallenge } from '../../../api/contract/session';
import { api } from '../../../api/default-client';
import type { LanguageCode } from '../../../i18n/languages';
import { enterAgentCentre } from '../agent-entry';
import { describeAgentLoginFailure } from '../agent-login';
import type { AgentFormLabels } from './form-labels';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  labels: AgentFormLabels;
  challenge: SecondFactorChallenge;
  onBack: () => void;
}

export function AgentSecondFactor({ t, lang, labels, challenge, onBack }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const verificationCode = code.trim();
    if (busy) return;
    if (!verificationCode) {
      setError(t('errors.verification_code_invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const value = await api.call(loginVerificationCall, {
        body: { verificationToken: challenge.verificationToken, verificationCode },
      });
      if ((await enterAgentCentre(value, lang)) === 'entered') return;
    } catch (failure) {
      const outcome = describeAgentLoginFailure(failure);
      setError(t(outcome.kind === 'error' ? outcome.messageKey : 'errors.verification_code_invalid'));
    }
    setBusy(false);
  }

  return (
    <form className="flex flex-col gap-3" method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold text-xl">
        {labels.verificationTitle}
      </h2>
      <p className="text-sm">{t('agent.form.verificationSent', { target: challenge.maskedTarget })}</p>
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
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy}>
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
