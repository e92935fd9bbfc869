/**
 * Offering a contract to a direct downline: the downline's account (the member picker of the agent's direct
 * members), the tiers (add or remove rows; each asks
 * for a base and active members and pays a rate no higher than the agent's own) and, for a dividend, its period.
 * What the agent typed stays when the platform refuses it.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { type ContractKind, DIVIDEND_PERIODS, MAX_CONTRACT_TIERS } from '../../../api/calls/contracts/contract';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { $offerStatus, type OfferDraft, offerContract } from '../stores/contract-page';
import { emptyTier, type TierDraft } from '../stores/tier-form';

/** `t` has the contracts and team namespaces (the member picker's texts). */
export function OfferForm({ t, kind, maxRate }: { t: TFunction; kind: ContractKind; maxRate: number }) {
  const status = useStore($offerStatus);
  const id = useId();
  const [draft, setDraft] = useState<OfferDraft>({ downline: '', tiers: [emptyTier()], period: 'week' });
  const setTier = (index: number, field: Exclude<keyof TierDraft, 'key'>, value: string) =>
    setDraft({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, [field]: value } : tier)) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await offerContract(kind, draft)) setDraft({ ...draft, downline: '' });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {t('contracts.offer.title')}
      </h2>
      <p className="text-xs opacity-80">{t('contracts.offer.hint', { rate: maxRate })}</p>
      <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <MemberPicker
          t={t}
          id={`${id}-downline`}
          label={t('contracts.offer.downline')}
          value={draft.downline}
          onChange={(downline) => setDraft({ ...draft, downline })}
          invalid={status.downlineError}
          size="sm"
        />
        {kind === 'dividend' && (
          <label className="form-control" htmlFor={`${id}-period`}>
            <span className="label-text">{t('contracts.offer.period')}</span>
            <select
              id={`${id}-period`}
              className="select select-bordered select-sm"
              value={draft.period}
              onChange={(event) => setDraft({ ...draft, period: event.target.value as OfferDraft['period'] })}
            >
              {DIVIDEND_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`contracts.periods.${period}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset className="grid gap-2">
          <legend className="label-text">{t('contracts.offer.tiers')}</legend>
          {draft.tiers.map((tier, index) => {
            const rowLabel = t('contracts.offer.tier', { number: index + 1 });
            const invalid = status.row === index;
            return (
              <fieldset
                key={tier.key}
                className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-1"
                aria-label={rowLabel}
              >
                <TierInput
                  label={t(kind === 'dividend' ? 'contracts.tiers.minLoss' : 'contracts.tiers.minValidBet')}
                  value={tier.minBase}
                  invalid={invalid}
                  onChange={(value) => setTier(index, 'minBase', value)}
                />
                <TierInput
                  label={t('contracts.tiers.minActive')}
                  value={tier.minActive}
                  invalid={invalid}
                  onChange={(value) => setTier(index, 'minActive', value)}
                />
                <TierInput
                  label={t('contracts.tiers.rate')}
                  value={tier.rate}
                  invalid={invalid}
                  onChange={(value) => setTier(index, 'rate', value)}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  disabled={draft.tiers.length === 1}
                  aria-label={t('contracts.offer.removeTier', { number: index + 1 })}
                  onClick={() => setDraft({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
                >
                  ×
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="btn btn-ghost btn-sm justify-self-start"
            disabled={draft.tiers.length >= MAX_CONTRACT_TIERS}
            onClick={() => setDraft({ ...draft, tiers: [...draft.tiers, emptyTier()] })}
          >
            {t('contracts.offer.addTier')}
          </button>
        </fieldset>
        <div aria-live="polite">
          {status.errorKey && (
            <p role="alert" className="text-error text-sm">
              {t(status.errorKey)}
            </p>
          )}
          {status.offered && (
            <p role="status" className="text-success text-sm">
              {t('contracts.offer.sent', { downline: status.offered.downline })}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary btn-sm justify-self-start" disabled={status.busy}>
          {status.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('contracts.offer.submit')}
        </button>
      </form>
    </section>
  );
}

function TierInput(props: { label: string; value: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <label className="form-control">
      <span className="label-text text-xs">{props.label}</span>
      <input
        className={`input input-bordered input-sm w-full ${props.invalid ? 'input-error' : ''}`}
        inputMode="decimal"
        dir="ltr"
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
