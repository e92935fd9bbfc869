/**
 * Member centre bonusDetails: every bonus received from a promotion (which, how much, when), its turnover
 * requirement and progress from real bets placed since it was credited, and what open requirements lock out of
 * withdrawals. Stores decide (stores/bonus-details.ts); this renders.
 */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { BonusRow } from '../../../api/calls/promotions/promotions';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { Money } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatDateTime, formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $bonusDetails, loadBonusDetails } from '../stores/bonus-details';
import { turnoverShare } from '../stores/reward-centre';
import type { PromotionPage } from './PromotionCard';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
  pages: Record<string, PromotionPage>;
}

export default function BonusDetailsPage({ lang, checkingLabel, pages }: Props) {
  const t = useTranslations('rewards', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="rewards.bonus.loadFailed"
      retryKey="rewards.retry"
    >
      {(_member, t) => <BonusDetails t={t} lang={lang} pages={pages} />}
    </MemberPageGate>
  );
}

function BonusDetails({ t, lang, pages }: { t: TFunction; lang: LanguageCode; pages: Record<string, PromotionPage> }) {
  const state = useStore($bonusDetails);
  useEffect(() => {
    void loadBonusDetails();
  }, []);
  const value = state.value;

  return (
    <div className="grid max-w-3xl gap-4">
      {state.errorKey && (
        <RetryAlert
          message={`${t('rewards.bonus.loadFailed')} ${t(state.errorKey)}`}
          retryLabel={t('rewards.retry')}
          busy={state.loading}
          onRetry={() => void loadBonusDetails()}
        />
      )}
      {!value && state.loading && (
        <p role="status" className="flex items-center gap-2 opacity-80">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t('rewards.bonus.loading')}
        </p>
      )}
      {value && (
        <>
          <dl className="grid grid-cols-3 gap-2 rounded-box bg-base-200 p-3 text-sm" data-bonus-summary>
            <div className="grid gap-1">
              <dt className="opacity-80">{t('rewards.bonus.balance')}</dt>
              <dd>
                <Money minor={value.balance} lang={lang} className="font-semibold" />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="opacity-80">{t('rewards.bonus.locked')}</dt>
              <dd data-locked>
                <Money minor={value.locked} lang={lang} className="font-semibold" />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="opacity-80">{t('rewards.bonus.withdrawable')}</dt>
              <dd data-withdrawable>
                <Money minor={value.withdrawable} lang={lang} className="font-semibold" />
              </dd>
            </div>
          </dl>
          {value.locked > 0 && <p className="text-sm">{t('rewards.bonus.lockedWhy')}</p>}
          {/* Several open bonuses are worked off oldest first (platform/promotions/bonus-lock.ts). */}
          {value.bonuses.filter((bonus) => !bonus.complete).length > 1 && (
            <p className="text-sm">{t('rewards.bonus.order')}</p>
          )}
          {value.bonuses.length === 0 ? (
            <p className="opacity-80">
              {t('rewards.bonus.none')}{' '}
              <a className="link" href={localePath(lang, '/member/rewardCenter/')}>
                {t('rewards.bonus.toRewards')}
              </a>
            </p>
          ) : (
            <ul className="grid gap-3" aria-label={t('rewards.bonus.listLabel')}>
              {value.bonuses.map((bonus) => (
                <BonusCard
                  key={bonus.id}
                  bonus={bonus}
                  title={pages[bonus.slug]?.title ?? bonus.promotionId}
                  t={t}
                  lang={lang}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function BonusCard({ bonus, title, t, lang }: { bonus: BonusRow; title: string; t: TFunction; lang: LanguageCode }) {
  const titleId = `bonus-${bonus.id}`;
  const percent = Math.round(turnoverShare(bonus.turnover, bonus.turnoverRequired) * 100);
  const locale = intlLocale(lang, tenant.country);
  return (
    <li
      className="grid gap-2 rounded-box bg-base-200 p-3 text-sm"
      data-bonus-id={bonus.id}
      data-complete={bonus.complete}
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-base">
          {title}
        </h2>
        <span className={`badge badge-sm ${bonus.complete ? 'badge-success' : 'badge-warning'}`}>
          {t(bonus.complete ? 'rewards.bonus.complete' : 'rewards.bonus.open')}
        </span>
      </div>
      <p>
        {t('rewards.bonus.amount')} <Money minor={bonus.amount} lang={lang} className="font-semibold" /> ·{' '}
        {t('rewards.bonus.received')} <bdi dir="ltr">{formatDateTime(bonus.creditedAt, pageDates(lang))}</bdi>
      </p>
      {bonus.turnoverRequired > 0 ? (
        <>
          <progress
            className={`progress w-full ${bonus.complete ? 'progress-success' : 'progress-primary'}`}
            value={Math.min(bonus.turnover, bonus.turnoverRequired)}
            max={bonus.turnoverRequired}
            aria-labelledby={titleId}
            aria-valuetext={formatPercent(percent, locale)}
            data-turnover={bonus.turnover}
          />
          <p>
            {t('rewards.bonus.turnover')} <Money minor={bonus.turnover} lang={lang} /> /{' '}
            <Money minor={bonus.turnoverRequired} lang={lang} />{' '}
            <span className="opacity-80">({formatPercent(percent, locale)})</span>
          </p>
        </>
      ) : (
        <p className="opacity-80">{t('rewards.bonus.noRequirement')}</p>
      )}
    </li>
  );
}
