import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { Game } from '../../../api/calls/games/game';
import { ICONS } from '../../../components/ui/icon-paths';
import { toggleFavorite } from '../../../stores/favorites';
import { $favoriteIds } from '../../../stores/session';

interface Props {
  game: Game;
  t: TFunction;
}

/**
 * The star's outline, read once from the icon table: a tile is re-rendered often (the lobby reuses its tiles
 * while scrolling) and an element built from JSX costs far less than parsing markup into each star.
 */
const STAR_PATH = /\bd="([^"]+)"/.exec(ICONS.star)?.[1] ?? '';

/**
 * The favourite star on a game tile: a toggle button showing `favorite`. The store guards (login
 * dialog for a visitor), throttles and rolls back; the button only shows the state. A list of many tiles
 * (the lobby's grid) reads the favourites once and passes each tile its flag; see FavoriteToggle.
 */
export function FavoriteStar({ game, t, favorite }: Props & { favorite: boolean }) {
  const label = t(favorite ? 'games.favorite.remove' : 'games.favorite.add', { name: game.displayName });
  return (
    <button
      type="button"
      className={`btn btn-circle btn-xs absolute top-1 end-1 border-0 bg-base-100/80 ${favorite ? 'text-warning' : 'text-base-content'}`}
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={() => void toggleFavorite(game)}
    >
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill={favorite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STAR_PATH} />
      </svg>
    </button>
  );
}

/** The star of a tile in a short list: it reads the member's favourites itself. */
export function FavoriteToggle({ game, t }: Props) {
  const favorite = useStore($favoriteIds).includes(game.nodeId);
  return <FavoriteStar game={game} t={t} favorite={favorite} />;
}
