/**
 * "Game maintenance (suggests other games)": a launch refused because the game's vendor is under
 * maintenance names the vendor and carries a few games of the same category whose vendors are open, hot
 * ones first, so the player has somewhere to go from the message.
 */
import type { Game, GameType } from '../../src/api/calls/games/game';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { GAME_COLUMNS } from './game-queries';

/** Suggestions a maintenance refusal carries: two rows of tiles on a phone. */
export const MAINTENANCE_SUGGESTIONS = 6;

export async function maintenanceSuggestions(
  db: Database,
  merchantCode: string,
  gameType: GameType,
  vendor: string,
): Promise<Game[]> {
  return db.query<Game>(
    `SELECT ${GAME_COLUMNS} FROM game g
       JOIN game_vendor v ON v.merchant_code = g.merchant_code AND v.game_type = g.game_type AND v.vassalage = g.vassalage
      WHERE g.merchant_code = $1 AND g.game_type = $2 AND g.vassalage <> $3 AND g.is_game = 'GAME'
        AND NOT v.maintenance
      ORDER BY g.is_hot DESC, g.sort_order, g.node_id LIMIT $4`,
    [merchantCode, gameType, vendor, MAINTENANCE_SUGGESTIONS],
  );
}

/** The 409 a launch of a vendor under maintenance answers, with the vendor's name and the suggestions. */
export async function gameMaintenanceError(
  db: Database,
  merchantCode: string,
  target: { game_type: string; vassalage: string },
): Promise<PlatformError> {
  const [vendor] = await db.query<{ name: string }>(
    'SELECT name FROM game_vendor WHERE merchant_code = $1 AND game_type = $2 AND vassalage = $3',
    [merchantCode, target.game_type, target.vassalage],
  );
  const gameType = target.game_type as GameType;
  return new PlatformError(409, 'game_maintenance', 'the vendor is under maintenance', {
    vendor: vendor?.name ?? target.vassalage,
    gameType,
    suggestions: await maintenanceSuggestions(db, merchantCode, gameType, target.vassalage),
  });
}
