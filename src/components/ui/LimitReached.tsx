/**
 * What a refusal by one of the player's own limits says (platform `limit_reached`): which limit, its value, and when
 * its period starts again, in the page's language, digits and date format. Shared by every page that can meet one
 * (the studio's games, the deposit form); the islands that show it load the `limits` namespace.
 */
import type { TFunction } from 'i18next';
import type { ErrorValue } from '../../api/calls/errors';
import { formatDateTime, formatNumber } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';
import { pageDates } from '../../i18n/page-dates';
import { localePath } from '../../i18n/paths';
import { formatMemberBalance } from '../../stores/member-money';
import { signOut } from '../../stores/session';
import { Dialog } from './Dialog';

export type LimitReachedValue = ErrorValue<'limit_reached'>;

/** An amount (minor units) inside a sentence, isolated (LRI…PDI, the text twin of <bdi dir="ltr">) for Urdu. */
export const isolatedMoney = (minor: number, lang: LanguageCode): string =>
  `\u2066${formatMemberBalance(minor / 100, lang)}\u2069`;

export function limitReachedText(t: TFunction, value: LimitReachedValue, lang: LanguageCode): string {
  const dates = pageDates(lang);
  if (value.kind === 'session' || value.period === 'session') {
    return t('limits.reached.session', { limit: formatNumber(value.limit, dates.locale) });
  }
  const reached = t(`limits.reached.${value.kind}.${value.period}`, { limit: isolatedMoney(value.limit, lang) });
  return value.resetsAt ? `${reached} ${t('limits.resets', { date: formatDateTime(value.resetsAt, dates) })}` : reached;
}

/** The refusal as an alert, with the way to the player's limits. */
export function LimitReached({
  t,
  value,
  lang,
  limitsHref,
}: {
  t: TFunction;
  value: LimitReachedValue;
  lang: LanguageCode;
  limitsHref: string;
}) {
  return (
    <p role="alert" className="alert alert-error block">
      {limitReachedText(t, value, lang)}{' '}
      <a className="link" href={limitsHref}>
        {t('limits.seeLimits')}
      </a>
    </p>
  );
}

/**
 * The notice of a session that has lasted the player's session time limit: a modal dialog whose only way out signs
 * the player out (closing it too), so the session ends with the notice read.
 */
export function SessionOver({ t, lang, value }: { t: TFunction; lang: LanguageCode; value: LimitReachedValue }) {
  const end = () => void signOut(localePath(lang, '/'));
  return (
    <Dialog
      open
      onClose={end}
      title={t('limits.sessionOver.title')}
      closeLabel={t('limits.sessionOver.signOut')}
      size="sm"
    >
      <div className="grid gap-3">
        <p>{limitReachedText(t, value, lang)}</p>
        <p>{t('limits.sessionOver.text')}</p>
        <button type="button" className="btn btn-primary justify-self-end" onClick={end}>
          {t('limits.sessionOver.signOut')}
        </button>
      </div>
    </Dialog>
  );
}
