/** One promotion of the reward centre: title, state, terms, a hint of what comes next, and its action. */
import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { Promotion } from '../../../api/calls/promotions/promotions';
import { Money } from '../../../components/ui/Money';
import { formatDateTime, formatNumber, formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { openForm } from '../stores/application-form';
import { $lastBonus, $rewardActions, actionOf, claimPromotion, joinPromotion } from '../stores/reward-centre';
import { ApplicationForm } from './ApplicationForm';

export interface PromotionPage {
  title: string;
  summary: string;
}

interface Props {
  promotion: Promotion;
  page: PromotionPage | undefined;
  t: TFunction;
  lang: LanguageCode;
}

const STATE_CLASS: Record<Promotion['state'], string> = {
  coming_soon: 'badge-ghost',
  join: 'badge-primary',
  joined: 'badge-info',
  processing: 'badge-warning',
  claim: 'badge-success',
  claimed: 'badge-neutral',
  applying: 'badge-warning',
  issued: 'badge-neutral',
  rejected: 'badge-error',
  cancelled: 'badge-ghost',
  closed: 'badge-ghost',
};

/** A promotion's first or last day (yyyy-mm-dd, a calendar day: read in UTC) in the page's digits and order. */
const promotionDay = (text: string, lang: LanguageCode) =>
  formatDateTime(`${text}T00:00:00Z`, { locale: intlLocale(lang, tenant.country), timeZone: 'UTC' }, { time: false }) ||
  text;

export function PromotionCard({ promotion, page, t, lang }: Props) {
  const action = useStore($rewardActions)[promotion.id];
  const lastBonus = useStore($lastBonus);
  const locale = intlLocale(lang, tenant.country);
  const titleId = `promotion-${promotion.id}`;
  const title = page?.title ?? promotion.id;
  const next = actionOf(promotion);
  const busy = action?.busy ?? false;
  const money = (minor: number | null) => <Money minor={minor ?? 0} lang={lang} className="font-semibold" />;
  const day = (text: string) => promotionDay(text, lang);

  return (
    <li
      className="grid gap-2 rounded-box bg-base-200 p-3 text-sm"
      data-promotion-id={promotion.id}
      data-state={promotion.state}
      aria-labelledby={titleId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-base">
          {title}
        </h2>
        <span className={`badge badge-sm ${STATE_CLASS[promotion.state]}`}>
          {t(`rewards.states.${promotion.state}`)}
        </span>
      </div>
      {page?.summary && <p className="opacity-80">{page.summary}</p>}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs opacity-90">
        <li>{t(`rewards.kinds.${promotion.kind}`)}</li>
        {promotion.kind === 'deposit_bonus' && (
          <>
            <li>
              {t('rewards.terms.match', { percent: formatPercent(promotion.matchPercent ?? 0, locale) })}{' '}
              {money(promotion.maxBonus)}
            </li>
            <li>
              {t('rewards.terms.minDeposit')} {money(promotion.minDeposit)}
            </li>
          </>
        )}
        {promotion.kind === 'application' && (
          <li>
            {t('rewards.terms.bonus')} {money(promotion.bonus)}
          </li>
        )}
        {promotion.turnoverMultiple !== null && promotion.turnoverMultiple > 0 && (
          <li>
            {t(promotion.kind === 'deposit_bonus' ? 'rewards.terms.turnoverDeposit' : 'rewards.terms.turnoverBonus', {
              multiple: formatNumber(promotion.turnoverMultiple, locale),
            })}
          </li>
        )}
        <li>
          <bdi dir="ltr">{day(promotion.startDay)}</bdi>
          {' – '}
          {promotion.endDay ? <bdi dir="ltr">{day(promotion.endDay)}</bdi> : t('rewards.terms.noEnd')}
        </li>
      </ul>
      <Hint promotion={promotion} t={t} money={money} day={day} />
      <div className="flex flex-wrap items-center gap-2">
        {next === 'join' && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => void joinPromotion(promotion.id)}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('rewards.actions.join')}
          </button>
        )}
        {next === 'claim' && (
          <button
            type="button"
            className="btn btn-sm btn-success"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => void claimPromotion(promotion.id)}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t('rewards.actions.claim')}
          </button>
        )}
        {(next === 'apply' || next === 'applyAgain') && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-describedby={titleId}
            onClick={() => openForm(promotion.id)}
          >
            {t(`rewards.actions.${next}`)}
          </button>
        )}
        {next === 'rebate' && (
          <a className="btn btn-sm btn-outline" href={localePath(lang, '/member/vip/')} aria-describedby={titleId}>
            {t('rewards.actions.rebate')}
          </a>
        )}
        {(promotion.state === 'claimed' || promotion.state === 'issued') && (
          <a className="btn btn-sm btn-outline" href={localePath(lang, '/member/bonusDetails/')}>
            {t('rewards.actions.bonusDetails')}
          </a>
        )}
        <a
          className="link text-xs"
          href={localePath(lang, `/promotions/${promotion.slug}/`)}
          aria-describedby={titleId}
        >
          {t('rewards.actions.details')}
        </a>
      </div>
      {action?.doneKey === 'rewards.paid' && lastBonus?.promotionId === promotion.id ? (
        <p role="status" className="text-success">
          {t('rewards.paid')} <Money minor={lastBonus.bonus} lang={lang} />
        </p>
      ) : (
        action?.doneKey && (
          <p role="status" className="text-success">
            {t(action.doneKey)}
          </p>
        )
      )}
      {action?.errorKey && (
        <p role="alert" className="text-error">
          {t(action.errorKey)}
        </p>
      )}
      {promotion.kind === 'application' && (
        <ApplicationForm promotionId={promotion.id} title={title} t={t} lang={lang} />
      )}
    </li>
  );
}

function Hint({
  promotion,
  t,
  money,
  day,
}: {
  promotion: Promotion;
  t: TFunction;
  money: (minor: number | null) => React.ReactNode;
  day: (text: string) => string;
}) {
  const { state, kind } = promotion;
  if (state === 'coming_soon') {
    return (
      <p>
        {t('rewards.hints.coming_soon')} <bdi dir="ltr">{day(promotion.startDay)}</bdi>
      </p>
    );
  }
  if (state === 'closed') return <p className="opacity-80">{t('rewards.hints.closed')}</p>;
  if (kind === 'rebate') return <p>{t('rewards.hints.rebate')}</p>;
  if (state === 'join' && kind === 'deposit_bonus') {
    return (
      <p>
        {t('rewards.hints.join')} {money(promotion.minDeposit)}
      </p>
    );
  }
  if (state === 'join') return <p>{t('rewards.hints.apply')}</p>;
  if (state === 'joined') {
    return (
      <p>
        {t('rewards.hints.joined')} {money(promotion.minDeposit)}
      </p>
    );
  }
  if (state === 'processing') {
    return (
      <p>
        {t('rewards.hints.processing')} {money(promotion.deposit?.amount ?? 0)}
      </p>
    );
  }
  if (state === 'claim') {
    return (
      <p>
        {t('rewards.hints.claim')} {money(promotion.amount)}
      </p>
    );
  }
  if (state === 'claimed' || state === 'issued') {
    return (
      <p>
        {t(`rewards.hints.${state}`)} {money(promotion.amount)}
      </p>
    );
  }
  if (state === 'applying') return <p>{t('rewards.hints.applying')}</p>;
  if (state === 'cancelled') return <p>{t('rewards.hints.cancelled')}</p>;
  // rejected
  return (
    <p className="text-error">
      {t('rewards.hints.rejected')}
      {promotion.application?.reason && (
        <>
          {' '}
          {t('rewards.hints.reason')} <bdi>{promotion.application.reason}</bdi>
        </>
      )}
    </p>
  );
}
