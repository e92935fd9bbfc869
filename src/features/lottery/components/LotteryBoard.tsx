/**
 * The lottery page island (/lottery, /seaLottery, /vnLottery): the prize mode's games grouped by menu, each
 * with its latest draw and a bet button, then the member's recent lottery games. `?gameCode=` launches
 * that game at once. The page is members-only: a token that turns out invalid sends the visitor to /login,
 * as the route guard does for a missing one.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $sessionStatus } from '../../../stores/session';
import { LOTTERY_PAGES, type LotteryPageId } from '../lottery-pages';
import { $board, $launch, $recent, launchFromQuery, launchLottery, loadBoard, loadRecent } from '../lottery-store';
import { LotteryGameCard } from './LotteryGameCard';
import { RecentLotteries } from './RecentLotteries';

interface Props {
  pageId: LotteryPageId;
  lang: LanguageCode;
  /** Server-translated, shown until the island's translations are in. */
  loadingLabel: string;
}

export default function LotteryBoard({ pageId, lang, loadingLabel }: Props) {
  const page = LOTTERY_PAGES[pageId];
  const t = useTranslations('lottery', 'errors');
  const board = useStore($board);
  const recent = useStore($recent);
  const launch = useStore($launch);
  const status = useStore($sessionStatus);

  useEffect(() => {
    void loadBoard(page);
    void loadRecent(page);
    void launchFromQuery(page);
  }, [page]);

  // Signing out also ends in 'anonymous' and goes home by itself: only a session that never started redirects.
  const wasSignedIn = useRef(false);
  if (status === 'signed-in') wasSignedIn.current = true;
  useEffect(() => {
    if (status === 'anonymous' && !wasSignedIn.current) location.replace(localePath(lang, '/login/'));
  }, [status, lang]);

  if (!t || board.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {loadingLabel}
      </p>
    );
  }

  const busy = launch.gameCode !== null;
  return (
    <div className="flex flex-col gap-6">
      {launch.errorKey && (
        <div role="alert" className="alert alert-error">
          {t(launch.errorKey)}
        </div>
      )}
      {board.status === 'error' && (
        <RetryAlert message={t(board.errorKey)} retryLabel={t('lottery.retry')} onRetry={() => loadBoard(page)} />
      )}
      {board.status === 'ready' && board.data.length === 0 && <p>{t('lottery.noGames')}</p>}
      {board.status === 'ready' &&
        board.data.map((section) => (
          <section key={section.code} aria-labelledby={`lottery-menu-${section.code}`} className="flex flex-col gap-2">
            <h2 id={`lottery-menu-${section.code}`} className="font-bold text-lg">
              {t(`lottery.menus.${section.code}`, { defaultValue: section.code })}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {section.games.map((entry) => (
                <LotteryGameCard
                  key={entry.game.nodeId}
                  entry={entry}
                  t={t}
                  launching={launch.gameCode === entry.game.gameCode}
                  disabled={busy}
                  onBet={() => launchLottery(entry.game, page)}
                />
              ))}
            </ul>
          </section>
        ))}
      <RecentLotteries
        recent={recent}
        t={t}
        disabled={busy}
        onPlay={(game) => launchLottery(game, page)}
        onRetry={() => loadRecent(page)}
      />
    </div>
  );
}
