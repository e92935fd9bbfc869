/**
 * Member centre rewardCenter: the merchant's promotions, each with its state, its terms, a link to its
 * marketing page and the action its state offers (Join, Claim, Apply, Apply again; a rebate links to the
 * loyalty area). Stores decide (stores/reward-centre.ts, stores/application-form.ts); this renders.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { $rewards, loadRewards } from '../stores/reward-centre';
import { PromotionCard, type PromotionPage } from './PromotionCard';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
  /** The marketing pages of this language by slug (title and summary, amounts already written in). */
  pages: Record<string, PromotionPage>;
}

export default function RewardCentrePage({ lang, checkingLabel, pages }: Props) {
  const t = useTranslations('rewards', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="rewards.loadFailed"
      retryKey="rewards.retry"
    >
      {(_member, t) => <RewardCentre t={t} lang={lang} pages={pages} />}
    </MemberPageGate>
  );
}

function RewardCentre({ t, lang, pages }: { t: TFunction; lang: LanguageCode; pages: Record<string, PromotionPage> }) {
  const state = useStore($rewards);
  useEffect(() => {
    void loadRewards();
  }, []);

  return (
    <div className="grid max-w-3xl gap-4">
      {state.errorKey && (
        <RetryAlert
          message={`${t('rewards.loadFailed')} ${t(state.errorKey)}`}
          retryLabel={t('rewards.retry')}
          busy={state.loading}
          onRetry={() => void loadRewards()}
        />
      )}
      {!state.promotions && state.loading && (
        <p role="status" className="flex items-center gap-2 opacity-80">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {t('rewards.loading')}
        </p>
      )}
      {state.promotions?.length === 0 && <p className="opacity-80">{t('rewards.none')}</p>}
      {state.promotions && state.promotions.length > 0 && (
        <ul className="grid gap-3" aria-label={t('rewards.listLabel')}>
          {state.promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} page={pages[promotion.slug]} t={t} lang={lang} />
          ))}
        </ul>
      )}
    </div>
  );
}
