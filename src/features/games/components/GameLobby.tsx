/**
 * A game list centre (/rng, /live, /fish, /pvp, /bingo): vendor chips, the select types of spec §3, a sort
 * and a search that answers as the player types, over one virtualised grid of the whole list. The lobby
 * store (../stores/lobby.ts) decides what is shown; this island renders it and keeps the address in step
 * (?vassalage=PG&type=HOT&sort=az&q=…) so a lobby can be linked. /rng/#search (the header's search button)
 * opens the page with the search box focused.
 */

import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Category } from '../../../config/navigation';
import { useTranslations } from '../../../i18n/use-translations';
import { $favoriteError } from '../../../stores/favorites';
import { INHOUSE } from '../categories';
import {
  $lobby,
  $lobbyGames,
  browseCategory,
  chooseSort,
  chooseType,
  chooseVendor,
  clearSearch,
  listView,
  openLobby,
  retryLobby,
  typeSearch,
} from '../stores/lobby';
import { SELECT_TYPES, type SelectType } from '../stores/lobby-select';
import { choicesFromSearch, hrefWithChoices, MAX_QUERY_LENGTH } from '../stores/lobby-url';
import { PillStrip } from './PillStrip';
import { SortSelect } from './SortSelect';
import { useLaunch } from './use-launch';
import { VirtualGameGrid } from './VirtualGameGrid';

interface Props {
  category: Category;
}

/** The search in the address follows the box once typing pauses (history calls per keystroke are throttled). */
const URL_QUERY_DELAY_MS = 400;
/** The hash that asks for the search box (the header's search button links to /rng/#search). */
const SEARCH_HASH = '#search';

function writeAddress(): void {
  const next = hrefWithChoices(location.href, $lobby.get());
  if (next !== location.href) history.replaceState(history.state, '', next);
}

/** Focuses the search box when the address asks for it, on arrival and when the hash changes on this page. */
function useSearchHash(input: React.RefObject<HTMLInputElement | null>, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const focusIfAsked = () => {
      if (location.hash !== SEARCH_HASH || !input.current) return;
      input.current.focus();
      input.current.scrollIntoView({ block: 'center' });
    };
    focusIfAsked();
    addEventListener('hashchange', focusIfAsked);
    return () => removeEventListener('hashchange', focusIfAsked);
  }, [input, ready]);
}

export default function GameLobby({ category }: Props) {
  const t = useTranslations('games', 'lobby', 'errors');
  const lobby = useStore($lobby);
  const games = useStore($lobbyGames);
  const launcher = useLaunch();
  const favoriteError = useStore($favoriteError);
  const searchInput = useRef<HTMLInputElement>(null);

  useEffect(() => void openLobby(category, choicesFromSearch(location.search)), [category]);
  // Chips, type and sort go into the address at once; the search once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is rewritten when these choices change
  useEffect(writeAddress, [lobby.vendor, lobby.type, lobby.sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address follows the typed search after a pause
  useEffect(() => {
    const timer = setTimeout(writeAddress, URL_QUERY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lobby.query]);
  useSearchHash(searchInput, t !== null);

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;

  const vendorPills = [
    { id: null, label: t('games.allVendors') },
    ...lobby.vendors.map((v) => ({ id: v.vassalage, label: v.name })),
    ...(lobby.inhouse ? [{ id: INHOUSE, label: t('games.inhouse') }] : []),
  ];
  const typePills = SELECT_TYPES.map((type) => ({ id: type, label: t(`lobby.types.${type}`) }));
  const view = listView(lobby, games);
  const categoryName = t(`games.types.${category.gameType}`);
  const errorKey = lobby.errorKey ?? launcher.errorKey ?? favoriteError;

  return (
    <div className="flex flex-col gap-3">
      <PillStrip label={t('games.vendors')} pills={vendorPills} selected={lobby.vendor} onSelect={chooseVendor} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PillStrip<SelectType>
          label={t('lobby.selectTypes')}
          pills={typePills}
          selected={lobby.type}
          onSelect={(type) => void chooseType(type)}
        />
        <SortSelect t={t} value={lobby.sort} onChange={chooseSort} disabled={lobby.type === 'RECENT'} />
      </div>
      <search>
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search" className="sr-only">
            {t('games.search')}
          </label>
          <input
            ref={searchInput}
            id="search"
            type="search"
            className="input input-bordered w-full sm:max-w-xs"
            placeholder={t('games.search')}
            value={lobby.query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => typeSearch(event.target.value)}
          />
        </form>
      </search>
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
      <p className="text-sm opacity-70" aria-live="polite">
        {view === 'noMatch' &&
          t('games.noMatch', { query: `\u2068${lobby.query.trim()}\u2069`, category: categoryName })}
        {view === 'games' && t('games.count', { count: games?.length ?? 0 })}
        {view === 'empty' &&
          t(lobby.type === 'FAV' ? 'lobby.emptyFav' : lobby.type === 'RECENT' ? 'lobby.emptyRecent' : 'lobby.empty')}
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
    </div>
  );
}
