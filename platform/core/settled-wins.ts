/**
 * A round's win, as the area that paid it tells those who follow wins (the home's winner boards): the studio
 * for its rounds, the vendors for a seamless-wallet credit. A follower runs inside the paying transaction, so
 * the win and what it records commit together or not at all, and a repeated call, which pays nothing, tells
 * nothing again.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

export interface SettledWin {
  merchant: Merchant;
  memberId: number;
  /** The catalogue's vassalage (INHOUSE for the studio) and the game's code there (the studio's: slot, dice). */
  vendor: string;
  gameCode: string;
  /** The round's id at its vendor: one win per round. */
  roundId: string;
  /** Minor units, above 0. */
  win: number;
  at: Date;
}

export type WinFollower = ((tx: Database, win: SettledWin) => Promise<void>) & {
  /**
   * Whether the follower records a win of this size at this merchant (the boards list only big wins): a payer may
   * settle a win no follower records without a transaction of its own (studio/round-statement.ts). Without it,
   * every win is told.
   */
  follows?: (win: Pick<SettledWin, 'merchant' | 'win'>) => boolean;
};

/** Tells every follower of `win`, one after the other, in the paying transaction. */
export async function tellWin(followers: readonly WinFollower[], tx: Database, win: SettledWin): Promise<void> {
  for (const follow of followers) await follow(tx, win);
}
