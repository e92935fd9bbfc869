import type { Game } from '../../../api/contract/games';

interface Props {
  game: Game;
  playLabel: string;
  onLaunch: (game: Game) => void;
}

/** A game tile (spec §2): the whole tile launches the game; the image is sized and lazy. */
export function GameTile({ game, playLabel, onLaunch }: Props) {
  return (
    <li>
      <button
        type="button"
        className="group flex w-full flex-col overflow-hidden rounded-box bg-base-200 text-start hover:bg-base-300 focus-visible:outline-2 focus-visible:outline-primary"
        onClick={() => onLaunch(game)}
        aria-label={`${game.displayName} · ${playLabel}`}
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
        <span className="truncate px-2 pt-1.5 font-medium text-sm">{game.displayName}</span>
        <span className="truncate px-2 pb-2 text-xs opacity-70">{game.vassalage}</span>
      </button>
    </li>
  );
}
