/**
 * A game list centre (/rng, /live, /fish, /pvp, /bingo): vendor chips, the select types (ALL, HOT, NEW, FAV, RECENT), a
 * sort and a search that answers as the player types, over one virtualised grid of the whole list. The lobby store
 * (../stores/lobby.ts) decides what is shown. The parts listen to their own store keys, so a keystroke re-renders the
 * search box, the count and the visible rows only. The address follows the choices (?vassalage=PG&type=HOT&sort=az&q=…)
 * so a lobby can be linked.
 */

import { useEffect } from 'react';
import type { Category } from '../../../config/navigation';
import { useTranslations } from '../../../i18n/use-translations';
import { $lobby, openLobby } from '../stores/lobby';
import { choicesFromSearch, hrefWithChoices } from '../stores/lobby-url';
import { LobbyFilters } from './LobbyFilters';
import { LobbyResults } from './LobbyResults';
import { LobbySearch } from './LobbySearch';

interface Props {
  category: Category;
}

/** The search in the address follows the box once typing pauses (history calls per keystroke are throttled). */
const URL_QUERY_DELAY_MS = 400;

function writeAddress(): void {
  const next = hrefWithChoices(location.href, $lobby.get());
  if (next !== location.href) history.replaceState(history.state, '', next);
}

/** Keeps the address in step with the choices, without re-rendering anything. */
function useAddressSync(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = $lobby.listen((_, old, changed) => {
      if (changed === 'vendor' || changed === 'type' || changed === 'sort') writeAddress();
      if (changed === 'query') {
        clearTimeout(timer);
        timer = setTimeout(writeAddress, URL_QUERY_DELAY_MS);
      }
      // A whole new state (a lobby opened, "show all"): write at once.
      if (changed === undefined && old) writeAddress();
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
}

export default function GameLobby({ category }: Props) {
  const t = useTranslations('games', 'lobby', 'errors');
  useEffect(() => void openLobby(category, choicesFromSearch(location.search)), [category]);
  useAddressSync();

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;
  return (
    <div className="flex flex-col gap-3">
      <LobbyFilters t={t} />
      <LobbySearch t={t} />
      <LobbyResults t={t} category={category} />
    </div>
  );
}
