/** Settlements of the member's own contract of a kind: the period, the team's figures, the rate and the pay. */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { ContractKind } from '../../../api/calls/contracts/contract';
import { ListPager } from '../../../components/ui/ListPager';
import { Money } from '../../../components/ui/Money';
import { formatDateTime, formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $contractPage, loadContractPage } from '../stores/contract-page';

export function SettlementList({ t, lang, kind }: { t: TFunction; lang: LanguageCode; kind: ContractKind }) {
  const { settlements, loading } = useStore($contractPage);
  const locale = intlLocale(lang, tenant.country);
  return (
    <section aria-labelledby="contract-settlements" className="grid gap-2">
      <h2 id="contract-settlements" className="font-semibold text-lg">
        {t('contracts.page.settlements')}
      </h2>
      {settlements && settlements.rows.length === 0 && <p className="text-sm">{t('contracts.page.noSettlements')}</p>}
      {settlements && settlements.rows.length > 0 && (
        <ul className="grid gap-2" aria-label={t('contracts.page.settlements')}>
          {settlements.rows.map((row) => (
            <li
              key={`${row.contractId}-${row.periodStart}`}
              className="grid gap-1 rounded-box bg-base-200 p-3 text-sm sm:grid-cols-[1fr_auto]"
              data-settlement-amount={row.amount}
            >
              <span>
                <bdi dir="ltr">{formatDateTime(row.periodStart, pageDates(lang))}</bdi> –{' '}
                <bdi dir="ltr">{formatDateTime(row.periodEnd, pageDates(lang))}</bdi>
                <span className="block text-xs opacity-80">
                  {t(kind === 'dividend' ? 'contracts.page.baseLoss' : 'contracts.page.baseBets')}{' '}
                  <Money minor={row.base} lang={lang} />
                  {' · '}
                  {t('contracts.page.active', { count: row.activeMembers })}
                  {' · '}
                  <bdi dir="ltr">{formatPercent(row.rate, locale)}</bdi>
                  {row.passedDown > 0 && (
                    <>
                      {' · '}
                      {t('contracts.page.passedDown')} <Money minor={row.passedDown} lang={lang} />
                    </>
                  )}
                </span>
              </span>
              <Money minor={row.amount} lang={lang} className="font-semibold" />
            </li>
          ))}
        </ul>
      )}
      {settlements && settlements.total > settlements.pageSize && (
        <ListPager
          t={t}
          keyPrefix="contracts.pager"
          page={settlements.page}
          pages={Math.ceil(settlements.total / settlements.pageSize)}
          busy={loading}
          onChange={(page) => void loadContractPage(kind, page)}
        />
      )}
    </section>
  );
}
