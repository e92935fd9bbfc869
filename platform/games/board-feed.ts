/**
 * The home's winner boards follow the wins the studio and the vendors pay (modules.ts hands this follower to
 * both): a win of at least the merchant's board minimum joins its board, under the member's masked name, in
 * the paying transaction. Smaller wins cost nothing here: the minimum is read from the tenant, not the database.
 */
import { STUDIO_VENDOR, stakeLimits } from '../../src/api/calls/studio/games';
import type { Tenant } from '../../src/config/tenant-schema';
import { maskName } from '../core/personal-details';
import type { SettledWin, WinFollower } from '../core/settled-wins';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import { STUDIO_CODES } from './catalogue';
import { insertLiveWinner, memberName } from './lobby-queries';

/** A merchant that does not set winnerBoardMinWin: this many of the currency's smallest stakes. */
export const DEFAULT_BOARD_MIN_STAKES = 1000;

/** The smallest win (minor units) the merchant's boards list. */
export function boardMinWin(tenant: Pick<Tenant, 'winnerBoardMinWin' | 'currency'>): number {
  const { winnerBoardMinWin, currency } = tenant;
  return winnerBoardMinWin === undefined
    ? DEFAULT_BOARD_MIN_STAKES * stakeLimits(currency).min
    : toMinor(winnerBoardMinWin);
}

/** The studio's games by their catalogue code's reverse: slot → the catalogue code of Lucky Five. */
const STUDIO_CATALOGUE_CODES = new Map([...STUDIO_CODES].map(([code, game]) => [game as string, code]));

/** A win the boards list: at least the merchant's minimum. */
const onBoard = (win: { merchant: { tenant: Tenant }; win: number }) => win.win >= boardMinWin(win.merchant.tenant);

export const followWinsOnBoard: WinFollower = Object.assign(
  async (tx: Database, win: SettledWin) => {
    if (!onBoard(win)) return;
    const gameCode =
      win.vendor === STUDIO_VENDOR ? (STUDIO_CATALOGUE_CODES.get(win.gameCode) ?? win.gameCode) : win.gameCode;
    const name = await memberName(tx, win.memberId);
    if (name === undefined) return;
    await insertLiveWinner(tx, {
      merchantCode: win.merchant.code,
      vendor: win.vendor,
      gameCode,
      roundId: win.roundId,
      customerName: maskName(name),
      win: win.win,
      at: win.at,
    });
  },
  { follows: onBoard },
);
