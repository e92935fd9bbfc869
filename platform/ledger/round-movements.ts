/**
 * The named movements of a game round between a player's account and the game house: the stake, the win and the
 * stake's refund. Callers (the vendor wallet, the operator settling a held round) name the movement and its
 * amount; the postings, the kinds and the round's reference are made here once, which is what ledger:check's
 * bets reconciliation (reconcile-queries.ts) reads: `bet` into the house is a stake, `bet` out of it a refund,
 * `win` out of it a win, all with reference `round:<round id>`.
 */
import type { NewTransaction } from './movement';

export interface RoundMovement {
  merchantCode: string;
  memberId: number;
  roundId: string;
  /** The player's account the stake came from (main wallet, or the vendor wallet at a transfer-wallet merchant). */
  player: number;
  /** The game house shard of the member. */
  house: number;
  /** Minor units, positive. */
  amount: number;
  memo: string | null;
  at: Date;
}

export const roundReference = (roundId: string): string => `round:${roundId}`;

function between(kind: 'bet' | 'win', movement: RoundMovement, toPlayer: number): NewTransaction {
  return {
    merchantCode: movement.merchantCode,
    kind,
    memberId: movement.memberId,
    reference: roundReference(movement.roundId),
    memo: movement.memo,
    postings: [
      { accountId: movement.player, amount: toPlayer },
      { accountId: movement.house, amount: -toPlayer },
    ],
    at: movement.at,
  };
}

/** The stake: player → game house. */
export const takeStake = (movement: RoundMovement): NewTransaction => between('bet', movement, -movement.amount);

/** The win: game house → player. */
export const payWin = (movement: RoundMovement): NewTransaction => between('win', movement, movement.amount);

/** The stake back (a rolled back or voided round): game house → player, kind `bet` beside the stake it undoes. */
export const refundStake = (movement: RoundMovement): NewTransaction => between('bet', movement, movement.amount);
