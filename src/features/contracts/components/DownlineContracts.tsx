/** Contracts the member offered down the tree, newest first: to whom, the top rate, the state, and ending one. */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { ContractKind } from '../../../api/calls/contracts/contract';
import { formatDateTime, formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $contractRequests, answerContract } from '../../../stores/contract-requests';
import { $contractPage, requestContractEnd } from '../stores/contract-page';

export function DownlineContracts({ t, lang, kind }: { t: TFunction; lang: LanguageCode; kind: ContractKind }) {
  const { downline, busyId } = useStore($contractPage);
  const requests = useStore($contractRequests);
  const locale = intlLocale(lang, tenant.country);
  return (
    <section aria-labelledby="contract-downline" className="grid gap-2">
      <h2 id="contract-downline" className="font-semibold text-lg">
        {t('contracts.page.downline')}
      </h2>
      {downline.length === 0 && <p className="text-sm">{t('contracts.page.noDownline')}</p>}
      {downline.length > 0 && (
        <ul className="grid gap-2" aria-label={t('contracts.page.downline')}>
          {downline
            .filter((contract) => contract.kind === kind)
            .map((contract) => {
              const askedByDownline = contract.terminationRequestedBy === 'downline';
              return (
                <li
                  key={contract.id}
                  className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-3 text-sm"
                  data-contract-id={contract.id}
                >
                  <bdi dir="auto" className="font-semibold">
                    {contract.downline}
                  </bdi>
                  <bdi dir="ltr">{formatPercent(contract.maxRate, locale)}</bdi>
                  <span className="badge badge-sm">{t(`contracts.statuses.${contract.status}`)}</span>
                  <span className="text-xs opacity-70">
                    <bdi dir="ltr">{formatDateTime(contract.createdAt, pageDates(lang))}</bdi>
                  </span>
                  <span className="ms-auto flex gap-1">
                    {contract.status === 'accepted' && !contract.terminationRequestedBy && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        disabled={busyId === contract.id}
                        onClick={() => void requestContractEnd(contract)}
                      >
                        {t('contracts.page.askEnd')}
                      </button>
                    )}
                    {contract.terminationRequestedBy === 'upline' && (
                      <span className="text-xs">{t('contracts.page.endAsked')}</span>
                    )}
                    {askedByDownline && (
                      <button
                        type="button"
                        className="btn btn-warning btn-xs"
                        disabled={requests.busyId === contract.id}
                        onClick={() => void answerContract(contract, 'accept')}
                      >
                        {t('contracts.requests.end')}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}
