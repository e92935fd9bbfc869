import type { TFunction } from 'i18next';
import { memo } from 'react';
import type { Game } from '../../../api/calls/games/game';
import { CdnImage } from '../../../components/ui/CdnImage';
import { requireMemberAfterSignIn } from '../../../stores/access';
import { openDialog } from '../../../stores/dialogs';
import { launchWindowFor } from '../launch';
import { openRoomPicker, opensRoomPicker, showsChat } from '../tables';
import { ChatButton } from './ChatButton';
import { FavoriteStar, FavoriteToggle } from './FavoriteToggle';
import { useLaunch } from './use-launch';

interface Props {
  game: Game;
  t: TFunction;
  /** Starts a game that replaces this tab; the host shows that launch's errors. */
  onLaunch: (game: Game) => void;
  /**
   * Whether the member favours the game, from a list that reads the favourites once for all its tiles (the
   * lobby's grid); left out, the tile's star reads them itself.
   */
  favorite?: boolean;
}

/**
 * The tile's fixed height in every language, in rem (15rem = 240px at the default font size): the lobby
 * virtualises rows of tiles and the home reserves their frame in static HTML, so nothing inside may grow it.
 * Artwork 8.25rem; the vendor 1.25rem; the name room for 3.5rem and exactly two of its lines tall (2lh: 3.5rem
 * at Urdu's taller Nastaliq line box of 1.75rem for text-sm, 2.5rem in Latin, so a third line is never half
 * shown under the clamp's ellipsis); a 2rem bottom row for PLAY NOW or a vendor tile's "Show games" (1.75rem tall, so
 * Nastaliq fits). The width follows the grid column: the artwork is cropped to fit, and the generated
 * artwork keeps its name inside the middle band every crop keeps.
 */
export const GAME_TILE_HEIGHT_REM = 15;

/**
 * A game tile. The tile itself is the launch button: a game launches (a live game opens a new
 * window, launch.ts), a vendor tile (isGame VASSALAGE) opens the game popup with that vendor's games.
 * Games that are not slots also show a PLAY NOW button along the bottom, away from the tile's centre
 * where a tap means the tile; the favourite star and PLAY NOW are buttons of their own (controls are never
 * nested). The name is shown in full on up to two lines, the vendor under it, hot/new badges over the
 * artwork. A blocked game window shows its message with a retry over the tile, whatever list hosts it.
 */
export const GameTile = memo(function GameTile({ game, t, onLaunch, favorite }: Props) {
  // A grid that reuses this tile for another game (by slot) starts it afresh: no error of the last game.
  const own = useLaunch(game.nodeId);
  const isVendor = game.isGame === 'VASSALAGE';
  const opensWindow = launchWindowFor(game) === 'new-window';
  // Slots (RNG) start from the tile alone; every other game type also gets PLAY NOW.
  const hasPlayNow = !isVendor && game.gameType !== 'RNG';

  function activate() {
    if (isVendor) {
      openDialog('gamePopup', { vassalage: game.vassalage, gameType: game.gameType, name: game.displayName });
    } else if (opensRoomPicker(game)) {
      // A game with rooms asks which room first (tables.ts); the room's button launches it.
      void requireMemberAfterSignIn().then((member) => member && openRoomPicker(game));
    } else if (opensWindow) {
      void own.start({ nodeId: game.nodeId }, 'new-window');
    } else {
      onLaunch(game);
    }
  }

  return (
    <li className="relative h-60">
      <button
        type="button"
        className="group flex h-full w-full flex-col overflow-hidden rounded-box bg-base-200 text-start shadow-sm transition-colors hover:bg-base-300 focus-visible:outline-2 focus-visible:outline-primary"
        aria-busy={own.busy || undefined}
        onClick={activate}
      >
        <span className="relative block h-[8.25rem] w-full shrink-0 overflow-hidden bg-base-300">
          {/* Keyed by the artwork: a reused tile never shows the last game's image under the new name. */}
          <CdnImage
            key={game.iconUrl}
            src={game.iconUrl}
            alt=""
            width={200}
            height={200}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </span>
        {/* dir=auto: a Latin name on an Urdu page reads left to right; two lines, then an ellipsis. The name
            comes first in the button's accessible name; the vendor is shown above it (order). */}
        <span
          dir="auto"
          data-game-name
          className="order-2 line-clamp-2 h-[2lh] shrink-0 break-words px-2 font-semibold text-sm"
        >
          {game.displayName}
        </span>
        {/* Vendor codes are Latin: a fixed Latin line box, also on Urdu pages. */}
        <span
          dir="auto"
          className="order-1 h-5 shrink-0 truncate px-2 pt-1 text-[0.6875rem] uppercase leading-4 tracking-wide opacity-70"
        >
          {game.vassalage}
        </span>
        {/* In the button's name after the game name (WCAG 2.5.3), shown as pills over the artwork. The pills stop
            short of the favourite star at the other corner: a long word (Burmese "hot") ends in an ellipsis
            inside its pill instead of running under the star. */}
        {(game.isHot === 1 || game.isNew === 1) && (
          <span data-game-badges className="absolute start-1.5 end-8 top-1.5 flex gap-1">
            {game.isHot === 1 && (
              <span className="badge badge-error badge-sm min-w-0 shrink border-0 px-1.5 font-bold uppercase shadow">
                <span className="truncate">{t('games.badge.hot')}</span>
              </span>
            )}
            {game.isNew === 1 && (
              <span className="badge badge-success badge-sm min-w-0 shrink border-0 px-1.5 font-bold uppercase shadow">
                <span className="truncate">{t('games.badge.new')}</span>
              </span>
            )}
          </span>
        )}
        {/* A vendor tile says what it does (a list, not a game), where a game has PLAY NOW. */}
        {isVendor ? (
          <span className="badge badge-outline badge-sm absolute inset-x-1.5 bottom-1 h-7 w-auto truncate font-semibold">
            {t('games.popup.open')}
          </span>
        ) : (
          <span className="sr-only">{t('games.play')}</span>
        )}
      </button>
      {hasPlayNow && (
        <button
          type="button"
          className="btn btn-primary btn-xs absolute inset-x-1.5 bottom-1 h-7 truncate font-bold uppercase shadow"
          aria-label={`${t('games.playNow')} · ${game.displayName}`}
          onClick={activate}
        >
          {t('games.playNow')}
        </button>
      )}
      {!isVendor &&
        (favorite === undefined ? (
          <FavoriteToggle game={game} t={t} />
        ) : (
          <FavoriteStar game={game} t={t} favorite={favorite} />
        ))}
      {showsChat(game) && <ChatButton game={game} />}
      {own.errorKey && (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-box bg-base-100/95 p-2 text-center text-xs"
        >
          <p>{t(own.errorKey)}</p>
          <div className="flex gap-1">
            {own.blocked && (
              <button type="button" className="btn btn-primary btn-xs" onClick={() => void own.retry()}>
                {t('games.retry')}
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-xs" onClick={own.dismiss}>
              {t('games.dismiss')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
});
