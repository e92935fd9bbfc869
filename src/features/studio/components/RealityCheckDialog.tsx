/**
 * The reality check's reminder on a game page: a labelled modal dialog (focus stays inside, the game behind is inert)
 * with the session's minutes and net result from the platform, "continue" and "stop" (back to the lobby). It has no
 * close button and Escape does not dismiss it: the player answers it with one of the two.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { Dialog } from '../../../components/ui/Dialog';
import { isolatedMoney } from '../../../components/ui/LimitReached';
import { formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { localePath } from '../../../i18n/paths';
import { $realityCheck, continuePlaying } from '../stores/reality-check';

export function RealityCheckDialog({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const check = useStore($realityCheck);
  if (!check) return null;
  const locale = pageDates(lang).locale;
  return (
    <Dialog
      open
      onClose={continuePlaying}
      title={t('limits.realityCheck.title')}
      closeLabel={t('limits.realityCheck.continue')}
      showClose={false}
      size="sm"
    >
      <div className="grid gap-3">
        <p>{t('limits.realityCheck.played', { minutes: formatNumber(check.playedMinutes, locale) })}</p>
        <p>
          {t('limits.realityCheck.net', {
            amount: isolatedMoney(check.net, lang),
            rounds: formatNumber(check.rounds, locale),
          })}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <a className="btn btn-ghost" href={localePath(lang, '/')}>
            {t('limits.realityCheck.stop')}
          </a>
          <button type="button" className="btn btn-primary" onClick={continuePlaying}>
            {t('limits.realityCheck.continue')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
