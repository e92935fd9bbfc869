/**
 * The payout accounts withdrawals go to (stores/payout-accounts.ts), read-only: binding one is final
 * and happens on the withdrawal page, which this section links to. Account numbers are Latin: isolated.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import {
  $payoutAccounts,
  $payoutAccountsErrorKey,
  canBindMore,
  loadPayoutAccounts,
  methodName,
} from '../stores/payout-accounts';

export function PayoutAccountsSection({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const accounts = useStore($payoutAccounts);
  const errorKey = useStore($payoutAccountsErrorKey);
  useEffect(() => {
    void loadPayoutAccounts();
  }, []);
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-payout-title">
      <div className="card-body gap-3">
        <h2 id="member-payout-title" className="font-semibold text-lg">
          {t('security.payout.title')}
        </h2>
        <p className="text-sm opacity-90">{t('security.payout.intro')}</p>
        {errorKey && !accounts && (
          <RetryAlert
            message={`${t('security.payout.loadFailed')} ${t(errorKey)}`}
            retryLabel={t('member.retry')}
            onRetry={() => void loadPayoutAccounts()}
          />
        )}
        {!accounts && !errorKey && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {accounts && accounts.length === 0 && <p className="text-sm">{t('security.payout.none')}</p>}
        {accounts && accounts.length > 0 && (
          <ul className="grid gap-2">
            {accounts.map((account) => (
              <li
                key={account.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {methodName(account.methodCode)} · <bdi dir="ltr">{account.accountNumber}</bdi>
                  </p>
                  <p className="break-words text-sm opacity-90">
                    {t('security.payout.accountName')}: <bdi>{account.accountName}</bdi>
                  </p>
                </div>
                <span className="badge badge-success">{t('security.bindings.bound')}</span>
              </li>
            ))}
          </ul>
        )}
        {accounts && (
          <div>
            <a className="btn btn-outline btn-primary btn-sm" href={localePath(lang, '/member/withdraw/')}>
              {t(canBindMore(accounts) ? 'security.payout.bind' : 'security.payout.open')}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
