import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import type { Game } from '../../../api/contract/games/game';
import { ICONS } from '../../../components/ui/icon-paths';
import { toggleFavorite } from '../../../stores/favorites';
import { $favoriteIds } from '../../../stores/session';

interface Props {
  game: Game;
  t: TFunction;
}

/**
 * The favourite star on a game tile (spec §2): a toggle button reflecting the member's favourites. The
 * store guards (login dialog for a visitor), throttles and rolls back; the button only shows the state.
 */
export function FavoriteToggle({ game, t }: Props) {
  const favorite = useStore($favoriteIds).includes(game.nodeId);
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
        // A fixed path from the icon table, never data from the platform.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup from icon-paths.ts
        dangerouslySetInnerHTML={{ __html: ICONS.star }}
      />
    </button>
  );
}
