/**
 * Manual rebate (member menu item, whitelabel flag MANPLAYREB3): the rebate accrued since the last payment,
 * per game type, a claim button that pays it through the ledger, and the rebates paid so far. Where the
 * merchant pays rebates daily, the page says so and offers no button.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { Money } from '../../../components/ui/Money';
import { formatDateTime } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { $rebate, claimRebate, loadRebate } from '../stores/rebate';
import { LoyaltyGate } from './LoyaltyGate';
import { RebateLines } from './RebateLines';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function ManualRebatePage({ lang, checkingLabel }: Props) {
  return (
    <LoyaltyGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <ManualRebate t={t} lang={lang} />}
    </LoyaltyGate>
  );
}

function ManualRebate({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($rebate);
  useEffect(() => {
    void loadRebate();
  }, []);
  const { rebate, history } = state;

  return (
    <div className="grid max-w-3xl gap-6">
      <section aria-labelledby="rebate-accrued" className="grid gap-3">
        <h2 id="rebate-accrued" className="font-semibold text-lg">
          {t('loyalty.rebate.accruedTitle')}
        </h2>
        {rebate && (
          <p className="text-sm opacity-80">
            {t(rebate.mode === 'daily' ? 'loyalty.rebate.dailyNote' : 'loyalty.rebate.manualNote')}
          </p>
        )}
        {rebate && rebate.accrued.lines.length > 0 && (
          <RebateLines
            t={t}
            lang={lang}
            lines={rebate.accrued.lines}
            total={rebate.accrued.amount}
            caption={t('loyalty.rebate.accruedTitle')}
            id="rebate-accrued-lines"
          />
        )}
        {rebate && rebate.accrued.lines.length === 0 && <p className="text-sm">{t('loyalty.rebate.none')}</p>}
        {rebate?.mode === 'manual' && (
          <button
            type="button"
            className="btn btn-primary w-full sm:w-auto"
            disabled={state.claiming || rebate.accrued.amount === 0}
            onClick={() => void claimRebate()}
          >
            {state.claiming && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('loyalty.rebate.claim')}
          </button>
        )}
        <div aria-live="polite">
          {state.claimed !== null && (
            <p role="status" className="text-success text-sm">
              {t('loyalty.rebate.claimed')} <Money minor={state.claimed} lang={lang} className="font-semibold" />
            </p>
          )}
        </div>
        {state.errorKey && (
          <p role="alert" className="text-error text-sm">
            {t(state.errorKey)}
          </p>
        )}
      </section>
      <section aria-labelledby="rebate-history" className="grid gap-2">
        <h2 id="rebate-history" className="font-semibold text-lg">
          {t('loyalty.rebate.historyTitle')}
        </h2>
        {history && history.rows.length === 0 && <p className="text-sm">{t('loyalty.rebate.noHistory')}</p>}
        {history && history.rows.length > 0 && (
          <ul className="grid gap-2" aria-label={t('loyalty.rebate.historyTitle')}>
            {history.rows.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 p-3"
              >
                <span className="text-sm">
                  <bdi dir="ltr">{formatDateTime(payment.paidAt, pageDates(lang))}</bdi>{' '}
                  <span className="badge badge-ghost badge-sm">{t(`loyalty.rebate.modes.${payment.mode}`)}</span>
                </span>
                <Money minor={payment.amount} lang={lang} className="font-semibold" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
