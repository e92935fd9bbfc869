import type { TFunction } from 'i18next';
import type { Game } from '../../../api/contract/games/game';
import { FavoriteToggle } from './FavoriteToggle';

interface Props {
  game: Game;
  t: TFunction;
  onLaunch: (game: Game) => void;
}

/**
 * A game tile (spec §2): the tile launches the game; the favourite star sits over the image corner as its
 * own button (controls are never nested). The image is sized and lazy.
 */
export function GameTile({ game, t, onLaunch }: Props) {
  return (
    <li className="relative">
      <button
        type="button"
        className="group flex w-full flex-col overflow-hidden rounded-box bg-base-200 text-start hover:bg-base-300 focus-visible:outline-2 focus-visible:outline-primary"
        onClick={() => onLaunch(game)}
      >
        <img
          src={game.iconUrl}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-base-300 object-cover"
        />
        {/* dir=auto: a Latin name on an Urdu page reads left to right and is cut at its own end. */}
        <span dir="auto" className="truncate px-2 pt-1.5 font-medium text-sm">
          {game.displayName}
        </span>
        <span dir="auto" className="truncate px-2 pb-2 text-xs opacity-70">
          {game.vassalage}
        </span>
        {/* The name is the visible text (WCAG 2.5.3: a voice user says what they see), then the action. */}
        <span className="sr-only">{t('games.play')}</span>
      </button>
      {game.isGame === 'GAME' && <FavoriteToggle game={game} t={t} />}
    </li>
  );
}
