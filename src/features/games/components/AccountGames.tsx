/**
 * The account game lists: /favorite (every favourite at once) and /recent (20 per load with
 * "load more"). Same frame for both: a type filter offering the categories present, the tiles with their
 * favourite star, launch on click, and an empty state pointing to the game categories.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import type { Game, GameType } from '../../../api/calls/games/game';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { LOGIN_REQUIRED_OPTIONS } from '../../../stores/access';
import { openDialog } from '../../../stores/dialogs';
import { $favoriteError, adoptFavoriteIds } from '../../../stores/favorites';
import { $favoriteIds, $sessionStatus } from '../../../stores/session';
import { type AccountListKind, loadAccountListPage } from '../account-list-loaders';
import { appendPage, ofType, stillFavorite, typesPresent } from '../account-lists';
import { EmptyAccountList } from './EmptyAccountList';
import { GameTile } from './GameTile';
import { TypeFilter } from './TypeFilter';
import { useLaunch } from './use-launch';

interface Props {
  kind: AccountListKind;
  lang: LanguageCode;
}

interface Loaded {
  games: Game[];
  page: number;
  totalPages: number;
}

export default function AccountGames({ kind, lang }: Props) {
  const t = useTranslations('games', 'errors', 'shell');
  const favoriteIds = useStore($favoriteIds);
  const favoriteError = useStore($favoriteError);
  // The app island turns a ?token= into the session; the lists are the member's, so they wait for it.
  const status = useStore($sessionStatus);
  const signedIn = status === 'signed-in';
  const signedOut = status === 'anonymous';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // A new object on every request, so a retry of the same page runs again.
  const [request, setRequest] = useState({ page: 1 });
  const [type, setType] = useState<GameType | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const launcher = useLaunch();

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setLoading(true);
    setErrorKey(null);
    loadAccountListPage(kind, request.page, controller.signal)
      .then((answer) => {
        // Listed favourites are favourites even before the session's id list arrives: their stars show lit
        // and removing one takes it off this page at once.
        if (kind === 'favorite') adoptFavoriteIds(answer.games.map((game) => game.nodeId));
        setLoaded((before) => ({
          games: before ? appendPage(before.games, answer.games) : answer.games,
          page: answer.page,
          totalPages: answer.totalPages,
        }));
      })
      .catch((error) => {
        if (!controller.signal.aborted) setErrorKey(errorMessageKey(error));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [kind, request, signedIn]);

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;

  const games = kind === 'favorite' ? stillFavorite(loaded?.games ?? [], favoriteIds) : (loaded?.games ?? []);
  const types = typesPresent(games);
  const shownType = type !== null && types.includes(type) ? type : null;
  const shown = ofType(games, shownType);
  const problem = signedOut ? 'errors.not_logged_in' : (errorKey ?? launcher.errorKey ?? favoriteError);
  const hasMore = loaded !== null && loaded.page < loaded.totalPages;

  return (
    <div className="flex flex-col gap-4">
      {problem && (
        <div role="alert" className="alert alert-error">
          <span>{t(problem)}</span>
          {signedOut && (
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => openDialog('login', { ...LOGIN_REQUIRED_OPTIONS })}
            >
              {t('shell.header.login')}
            </button>
          )}
          {errorKey && !signedOut && !loaded && (
            <button type="button" className="btn btn-sm" onClick={() => setRequest({ page: 1 })}>
              {t('games.retry')}
            </button>
          )}
        </div>
      )}
      {types.length > 1 && <TypeFilter t={t} types={types} selected={shownType} onSelect={setType} />}
      {loaded && games.length === 0 && <EmptyAccountList t={t} kind={kind} lang={lang} />}
      {shown.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" aria-busy={launcher.busy}>
          {shown.map((game) => (
            <GameTile key={game.nodeId} game={game} t={t} onLaunch={(g) => launcher.start({ nodeId: g.nodeId })} />
          ))}
        </ul>
      )}
      {loading && (
        <p className="self-center" role="status">
          <span className="loading loading-dots" aria-hidden="true" />
          <span className="sr-only">{t('games.loading')}</span>
        </p>
      )}
      {hasMore && !loading && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-center"
          onClick={() => setRequest({ page: loaded.page + 1 })}
        >
          {t('games.loadMore')}
        </button>
      )}
    </div>
  );
}
