/**
 * The most a vendor round may win: the lower of the game's cap — its stake times the game's maximum multiplier
 * (game.max_win_multiplier, else its game type's in games/catalogue.ts) — and the merchant's maximum win per
 * round (tenant `maxWinPerRound`, else 100 × the currency's largest stake). A credit above it is refused and the
 * round held (wallet.ts), so an aggregator — or whoever holds its secret — cannot mint money with one signed
 * credit.
 */
import type { GameType } from '../../src/api/calls/games/game';
import { stakeLimits } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import { MAX_WIN_MULTIPLIERS } from '../games';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

/** A merchant that does not set maxWinPerRound: this many of the currency's largest stakes. */
export const DEFAULT_MAX_WIN_STAKES = 100;

/** A game type the catalogue does not list (never expected): the strictest of the listed types' multipliers. */
const STRICTEST_MULTIPLIER = Math.min(...Object.values(MAX_WIN_MULTIPLIERS));

export interface WinCap {
  /** Minor units. */
  cap: number;
  /** Which bound it is: the game's multiplier or the merchant's maximum win per round. */
  kind: 'game' | 'merchant';
}

/** The merchant's maximum win per round, in minor units. */
export function merchantMaxWin(merchant: Merchant): number {
  const { maxWinPerRound, currency } = merchant.tenant;
  return maxWinPerRound === undefined ? DEFAULT_MAX_WIN_STAKES * stakeLimits(currency).max : toMinor(maxWinPerRound);
}

/** The game's maximum multiplier: its own override, else its type's. */
async function gameMultiplier(
  db: Database,
  merchantCode: string,
  game: { vendor: string; game_type: string; game_code: string },
): Promise<number> {
  const [row] = await db.query<{ max_win_multiplier: number | null }>(
    `SELECT max_win_multiplier FROM game
      WHERE merchant_code = $1 AND game_type = $2 AND vassalage = $3 AND game_code = $4`,
    [merchantCode, game.game_type, game.vendor, game.game_code],
  );
  return row?.max_win_multiplier ?? MAX_WIN_MULTIPLIERS[game.game_type as GameType] ?? STRICTEST_MULTIPLIER;
}

export async function winCap(
  db: Database,
  merchant: Merchant,
  bet: { vendor: string; game_type: string; game_code: string; stake: number },
): Promise<WinCap> {
  const game = Number(bet.stake) * (await gameMultiplier(db, merchant.code, bet));
  const ofMerchant = merchantMaxWin(merchant);
  return ofMerchant < game ? { cap: ofMerchant, kind: 'merchant' } : { cap: game, kind: 'game' };
}
