/** One offer or termination request awaiting the member: who, which kind, the terms, Accept and Reject. */
import type { TFunction } from 'i18next';
import type { ContractOut } from '../../../api/calls/contracts/contract';
import type { LanguageCode } from '../../../i18n/languages';
import { answerContract } from '../../../stores/contract-requests';
import { TierTable } from './TierTable';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  contract: ContractOut;
  busy: boolean;
}

export function ContractRequestCard({ t, lang, contract, busy }: Props) {
  const kind = t(`contracts.kinds.${contract.kind}`);
  const from = contract.upline ?? t('contracts.operator');
  const isOffer = contract.status === 'offered';
  const headline = isOffer
    ? t('contracts.requests.offer', { kind, from })
    : t('contracts.requests.termination', {
        kind,
        who: contract.terminationRequestedBy === 'upline' ? from : contract.downline,
      });
  return (
    <article className="card min-w-0 bg-base-200" aria-label={headline}>
      <div className="card-body gap-2 p-3">
        <p className="break-words font-semibold text-sm" dir="auto">
          {headline}
        </p>
        {contract.period && <p className="text-xs">{t(`contracts.periods.${contract.period}`)}</p>}
        <TierTable
          t={t}
          lang={lang}
          kind={contract.kind}
          tiers={contract.tiers}
          caption={t('contracts.tiers.caption')}
        />
        <div className="card-actions flex-wrap justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => void answerContract(contract, 'reject')}
          >
            {t(isOffer ? 'contracts.requests.reject' : 'contracts.requests.keep')}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => void answerContract(contract, 'accept')}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t(isOffer ? 'contracts.requests.accept' : 'contracts.requests.end')}
          </button>
        </div>
      </div>
    </article>
  );
}
