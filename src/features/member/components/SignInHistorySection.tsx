/**
 * Recent sign-ins in the security centre (from the login-info call): when, from which address and on which
 * device the account was used, newest first, with the sign-in before this session named on top, so a player
 * can spot a sign-in that was not theirs. Addresses and devices are Latin: isolated, so Urdu pages read them whole.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime } from '../../../i18n/format';
import { pageDates } from '../../../i18n/page-dates';
import { $signIns, $signInsFailed, loadLoginInfo } from '../../../stores/login-info';

export function SignInHistorySection({ t }: { t: TFunction }) {
  const signIns = useStore($signIns);
  const failed = useStore($signInsFailed);
  useEffect(() => {
    // A sign-in on this page loaded it already; a page opened with a running session loads it here.
    if ($signIns.get() === null) void loadLoginInfo();
  }, []);
  const previous = signIns?.[1];
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-sign-ins-title">
      <div className="card-body gap-3">
        <h2 id="member-sign-ins-title" className="font-semibold text-lg">
          {t('member.signIns.title')}
        </h2>
        {failed && (
          <RetryAlert message={t('member.signIns.loadFailed')} retryLabel={t('member.retry')} onRetry={loadLoginInfo} />
        )}
        {signIns === null && !failed && (
          <span className="loading loading-spinner" role="status" aria-label={t('member.signIns.loading')} />
        )}
        {signIns && (
          <p className="text-sm">
            {previous
              ? t('member.signIns.previous', {
                  time: formatDateTime(previous.time, pageDates(pageLanguage())),
                  ip: `\u2068${previous.ip}\u2069`,
                })
              : t('member.signIns.firstTime')}
          </p>
        )}
        {signIns && signIns.length > 0 && (
          <ScrollRegion labelledBy="member-sign-ins-caption">
            <table className="table table-sm">
              <caption id="member-sign-ins-caption" className="sr-only">
                {t('member.signIns.title')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('member.signIns.time')}</th>
                  <th scope="col">{t('member.signIns.ip')}</th>
                  <th scope="col">{t('member.signIns.device')}</th>
                </tr>
              </thead>
              <tbody>
                {signIns.map((entry, index) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap">
                      <bdi>{formatDateTime(entry.time, pageDates(pageLanguage()))}</bdi>
                      {index === 0 && (
                        <span className="badge badge-primary badge-sm ms-2">{t('member.signIns.current')}</span>
                      )}
                    </td>
                    <td>
                      <bdi>{entry.ip}</bdi>
                    </td>
                    <td>
                      <bdi>{entry.device || t('member.signIns.unknownDevice')}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}
