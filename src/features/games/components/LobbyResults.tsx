/**
 * The lobby's answer: the count (or why nothing is shown, with the ways out) and the virtualised grid.
 * Launch and favourite errors show here, next to the tiles that caused them. The answer follows the choices
 * in a transition (useStoreInTransition): a keystroke's own task only paints the search box; the search over
 * the index and the new rows come right after, in a render that gives way to the next key, and meanwhile
 * the previous answer stays on screen. The count line names the search its answer is
 * for (data-results-for), which tests/bench/lobby.ts times.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import type { Category } from '../../../config/navigation';
import { $favoriteError } from '../../../stores/favorites';
import { $favoriteIds } from '../../../stores/session';
import { $catalogue, $lobby, browseCategory, clearSearch, listView, lobbyGames, retryLobby } from '../stores/lobby';
import { useLaunch } from './use-launch';
import { useStoreInTransition } from './use-store-in-transition';
import { VirtualGameGrid } from './VirtualGameGrid';

function emptyKey(type: string): string {
  if (type === 'FAV') return 'lobby.emptyFav';
  if (type === 'RECENT') return 'lobby.emptyRecent';
  return 'lobby.empty';
}

export const LobbyResults = memo(function LobbyResults({ t, category }: { t: TFunction; category: Category }) {
  const lobby = useStoreInTransition($lobby);
  const catalogue = useStoreInTransition($catalogue);
  const favoriteIds = useStoreInTransition($favoriteIds);
  const games = useMemo(() => lobbyGames(lobby, catalogue, favoriteIds), [lobby, catalogue, favoriteIds]);
  const launcher = useLaunch();
  const favoriteError = useStore($favoriteError);
  const view = listView(lobby, games);
  const categoryName = t(`games.types.${category.gameType}`);
  const errorKey = lobby.errorKey ?? launcher.errorKey ?? favoriteError;

  return (
    <>
      {errorKey && (
        <div role="alert" className="alert alert-error">
          <span>{t(errorKey)}</span>
          {lobby.errorKey && (
            <button type="button" className="btn btn-sm" onClick={() => void retryLobby()}>
              {t('games.retry')}
            </button>
          )}
        </div>
      )}
      <p className="text-sm opacity-70" aria-live="polite" data-results-for={lobby.query}>
        {view === 'noMatch' &&
          t('games.noMatch', { query: `\u2068${lobby.query.trim()}\u2069`, category: categoryName })}
        {view === 'games' && t('games.count', { count: games?.length ?? 0 })}
        {view === 'empty' && t(emptyKey(lobby.type))}
      </p>
      {view === 'loading' && !lobby.errorKey && (
        <p className="loading loading-dots self-center" aria-busy="true">
          <span className="sr-only">{t('games.loading')}</span>
        </p>
      )}
      {(view === 'noMatch' || view === 'empty') && (
        <div className="flex flex-wrap gap-2">
          {view === 'noMatch' && (
            <button type="button" className="btn btn-sm btn-primary" onClick={clearSearch}>
              {t('games.clearSearch')}
            </button>
          )}
          {(lobby.vendor !== null || lobby.type !== 'ALL') && (
            <button type="button" className="btn btn-sm btn-outline" onClick={browseCategory}>
              {t('games.browseAll', { category: categoryName })}
            </button>
          )}
        </div>
      )}
      {view === 'games' && games && (
        <VirtualGameGrid
          games={games}
          t={t}
          label={t('lobby.grid', { category: categoryName })}
          busy={launcher.busy}
          onLaunch={(game) => void launcher.start({ nodeId: game.nodeId })}
        />
      )}
    </>
  );
});
