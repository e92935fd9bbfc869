/** The member's recently played lottery games of this prize mode, newest first, each one a tap from playing again. */
import type { TFunction } from 'i18next';
import type { Game } from '../../../api/calls/games/game';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime } from '../../../i18n/format';
import { pageDates } from '../../../i18n/page-dates';
import type { Loadable, RecentLottery } from '../lottery-store';

/** A short list: the full history lives in the account's recent games page. */
export const RECENT_SHOWN = 6;

interface Props {
  recent: Loadable<RecentLottery[]>;
  t: TFunction;
  disabled: boolean;
  onPlay: (game: Game) => void;
  onRetry: () => void;
}

export function RecentLotteries({ recent, t, disabled, onPlay, onRetry }: Props) {
  return (
    <section aria-labelledby="lottery-recent" className="flex flex-col gap-2">
      <h2 id="lottery-recent" className="font-bold text-lg">
        {t('lottery.recent.title')}
      </h2>
      {recent.status === 'loading' && (
        <span className="loading loading-dots" role="status" aria-label={t('lottery.loading')} />
      )}
      {recent.status === 'error' && (
        <RetryAlert message={t(recent.errorKey)} retryLabel={t('lottery.retry')} onRetry={onRetry} />
      )}
      {recent.status === 'ready' && recent.data.length === 0 && (
        <p className="opacity-70">{t('lottery.recent.empty')}</p>
      )}
      {recent.status === 'ready' && recent.data.length > 0 && (
        <ul className="flex flex-col gap-1">
          {recent.data.slice(0, RECENT_SHOWN).map((game) => (
            <li key={game.nodeId} className="flex items-center gap-3 rounded-box bg-base-200 px-3 py-2">
              <span className="flex-1 font-medium">{game.displayName}</span>
              <time dateTime={game.playedAt} dir="ltr" className="text-sm opacity-70">
                {formatDateTime(game.playedAt, pageDates(pageLanguage()))}
              </time>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                disabled={disabled}
                aria-label={`${t('lottery.recent.playAgain')} · ${game.displayName}`}
                onClick={() => onPlay(game)}
              >
                {t('lottery.recent.playAgain')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
