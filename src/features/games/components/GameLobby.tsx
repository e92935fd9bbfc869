/**
 * A game list centre (/rng, /live, /fish, /pvp, /bingo): vendor filter, name search and a paged grid.
 * Only one page of tiles is in the DOM at a time, so the 10,000 slot titles stay cheap on a phone; the
 * filter lives in the URL (?vassalage=PG) so a vendor page can be linked and shared.
 */

import { tenant } from 'virtual:tenant';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import type { Game, Vendor } from '../../../api/contract/games/game';
import { gameListCall, gameMenusCall } from '../../../api/contract/games/lobby';
import { api } from '../../../api/default-client';
import type { Category } from '../../../config/navigation';
import { useTranslations } from '../../../i18n/use-translations';
import { $favoriteError } from '../../../stores/favorites';
import { INHOUSE, vendorsFor } from '../categories';
import { GameTile } from './GameTile';
import { useLaunch } from './use-launch';

const PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;

interface Props {
  category: Category;
}

/** The vendor from ?vassalage=, read in the browser (the island also renders once at build time). */
function readVendorFromUrl(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('vassalage');
}

export default function GameLobby({ category }: Props) {
  const t = useTranslations('games', 'errors');
  const searchId = useId();
  const [vendors, setVendors] = useState<Vendor[]>([]);
  const [inhouse, setInhouse] = useState<string[]>([]);
  const [vendor, setVendor] = useState<string | null>(() => readVendorFromUrl());
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ games: Game[]; totalPages: number; totalCount: number } | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const launcher = useLaunch();
  const favoriteError = useStore($favoriteError);

  useEffect(() => {
    api
      .call(gameMenusCall)
      .then((menus) => {
        setVendors(vendorsFor(category, menus, tenant.brand));
        if (category.id === 'rng') setInhouse(menus.rngExcludedVendors);
      })
      .catch((error) => setErrorKey(isApiError(error) ? error.messageKey : 'errors.unknown_error'));
  }, [category]);

  // Debounce typing so a search runs once the player pauses, not on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(query.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the query when the player retries
  useEffect(() => {
    const controller = new AbortController();
    const vassalage = vendor ?? undefined;
    setErrorKey(null);
    api
      .call(gameListCall, {
        query: {
          gameType: category.gameType,
          pageNo: page,
          pageSize: PAGE_SIZE,
          clientType: 3,
          ...(vassalage ? { vassalage } : {}),
          ...(name ? { name } : {}),
        },
        signal: controller.signal,
      })
      .then((value) => setResult(value))
      .catch((error) => {
        if (!controller.signal.aborted) setErrorKey(isApiError(error) ? error.messageKey : 'errors.unknown_error');
      });
    return () => controller.abort();
  }, [category, vendor, name, page, attempt]);

  function chooseVendor(code: string | null) {
    setVendor(code);
    setPage(1);
    const url = new URL(location.href);
    if (code) url.searchParams.set('vassalage', code);
    else url.searchParams.delete('vassalage');
    history.replaceState(null, '', url);
  }

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;

  const chip = (code: string | null, label: string) => (
    <li key={code ?? 'all'}>
      <button
        type="button"
        aria-pressed={vendor === code}
        className={`btn btn-sm ${vendor === code ? 'btn-primary' : 'btn-ghost border-base-300'}`}
        onClick={() => chooseVendor(code)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('games.vendors')}>
        {chip(null, t('games.allVendors'))}
        {vendors.map((v) => chip(v.vassalage, v.name))}
        {inhouse.includes(INHOUSE) && chip(INHOUSE, t('games.inhouse'))}
      </ul>
      <div>
        <label htmlFor={searchId} className="sr-only">
          {t('games.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="input input-bordered w-full sm:max-w-xs"
          placeholder={t('games.search')}
          value={query}
          maxLength={50}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {(errorKey || launcher.errorKey || favoriteError) && (
        <div role="alert" className="alert alert-error">
          <span>{t(errorKey ?? launcher.errorKey ?? favoriteError ?? 'errors.unknown_error')}</span>
          {errorKey && (
            <button type="button" className="btn btn-sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('games.retry')}
            </button>
          )}
        </div>
      )}
      {result && (
        <>
          <p className="text-sm opacity-70" aria-live="polite">
            {t('games.count', { count: result.totalCount })}
          </p>
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
                onClick={() => setPage(page - 1)}
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
                onClick={() => setPage(page + 1)}
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
