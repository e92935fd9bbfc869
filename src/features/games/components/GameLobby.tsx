/**
 * A game list centre (/rng, /live, /fish, /pvp, /bingo): vendor filter, name search and a paged grid,
 * rendered from the lobby store (../stores/lobby.ts), which decides what is loaded. The filter lives in
 * the URL (?vassalage=PG) so a vendor page can be linked and shared. Vendor pills keep their name on one
 * line and the strip scrolls sideways; a search that finds nothing says so and offers a way back.
 */

import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import type { Category } from '../../../config/navigation';
import { useTranslations } from '../../../i18n/use-translations';
import { $favoriteError } from '../../../stores/favorites';
import { INHOUSE } from '../categories';
import {
  $lobby,
  applySearch,
  browseCategory,
  chooseVendor,
  clearSearch,
  goToPage,
  listView,
  openLobby,
  retryLobby,
  typeSearch,
} from '../stores/lobby';
import { GameTile } from './GameTile';
import { PillStrip } from './PillStrip';
import { useLaunch } from './use-launch';

interface Props {
  category: Category;
}

/** The vendor in the address (?vassalage=), read in the browser (the island also renders once at build time). */
function vendorInUrl(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('vassalage');
}

function writeVendorToUrl(vendor: string | null): void {
  const url = new URL(location.href);
  if (vendor) url.searchParams.set('vassalage', vendor);
  else url.searchParams.delete('vassalage');
  history.replaceState(null, '', url);
}

export default function GameLobby({ category }: Props) {
  const t = useTranslations('games', 'errors');
  const searchId = useId();
  const lobby = useStore($lobby);
  const launcher = useLaunch();
  const favoriteError = useStore($favoriteError);

  useEffect(() => void openLobby(category, vendorInUrl()), [category]);

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;

  const pickVendor = (vendor: string | null) => {
    writeVendorToUrl(vendor);
    void chooseVendor(vendor);
  };
  const pills = [
    { id: null, label: t('games.allVendors') },
    ...lobby.vendors.map((v) => ({ id: v.vassalage, label: v.name })),
    ...(lobby.inhouse ? [{ id: INHOUSE, label: t('games.inhouse') }] : []),
  ];
  const view = listView(lobby);
  const categoryName = t(`games.types.${category.gameType}`);
  const { result, page } = lobby;

  return (
    <div className="flex flex-col gap-4">
      <PillStrip label={t('games.vendors')} pills={pills} selected={lobby.vendor} onSelect={pickVendor} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void applySearch();
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          {t('games.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input input-bordered w-full sm:max-w-xs"
          placeholder={t('games.search')}
          value={lobby.query}
          maxLength={50}
          onChange={(event) => typeSearch(event.target.value)}
        />
      </form>
      {(lobby.errorKey || launcher.errorKey || favoriteError) && (
        <div role="alert" className="alert alert-error">
          <span>{t(lobby.errorKey ?? launcher.errorKey ?? favoriteError ?? 'errors.unknown_error')}</span>
          {lobby.errorKey && (
            <button type="button" className="btn btn-sm" onClick={() => void retryLobby()}>
              {t('games.retry')}
            </button>
          )}
        </div>
      )}
      {result && (
        <p className="text-sm opacity-70" aria-live="polite">
          {view === 'noMatch'
            ? t('games.noMatch', { query: `\u2068${lobby.name}\u2069`, category: categoryName })
            : t('games.count', { count: result.totalCount })}
        </p>
      )}
      {view === 'noMatch' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void clearSearch()}>
            {t('games.clearSearch')}
          </button>
          {lobby.vendor !== null && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => {
                writeVendorToUrl(null);
                void browseCategory();
              }}
            >
              {t('games.browseAll', { category: categoryName })}
            </button>
          )}
        </div>
      )}
      {result && view === 'games' && (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" aria-busy={launcher.busy}>
            {result.games.map((game) => (
              <GameTile key={game.nodeId} game={game} t={t} onLaunch={(g) => launcher.start({ nodeId: g.nodeId })} />
            ))}
          </ul>
          {result.totalPages > 1 && (
            <nav className="join self-center" aria-label={t('games.pages')}>
              <button
                type="button"
                className="join-item btn btn-sm"
                disabled={page <= 1}
                onClick={() => void goToPage(page - 1)}
              >
                {t('games.previous')}
              </button>
              <span className="join-item btn btn-sm pointer-events-none">
                {t('games.pageOf', { page, total: result.totalPages })}
              </span>
              <button
                type="button"
                className="join-item btn btn-sm"
                disabled={page >= result.totalPages}
                onClick={() => void goToPage(page + 1)}
              >
                {t('games.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
