/**
 * The named movements of a game round between a player's account and the game house: the stake, the win and the
 * stake's refund. Callers (the vendor wallet, the operator settling a held round) name the movement and its
 * amount; the accounts' order, the kinds and the round's reference are made here once (movements.ts posts them), which is what ledger:check's
 * bets reconciliation (reconcile-queries.ts) reads: `bet` into the house is a stake, `bet` out of it a refund,
 * `win` out of it a win, all with reference `round:<round id>`.
 */
import type { Movement } from './movements';

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

function between(kind: 'bet' | 'win', movement: RoundMovement, toPlayer: boolean): Movement {
  const { player, house, roundId, ...facts } = movement;
  return {
    ...facts,
    kind,
    reference: roundReference(roundId),
    from: toPlayer ? house : player,
    to: toPlayer ? player : house,
  };
}

/** The stake: player → game house. */
export const takeStake = (movement: RoundMovement): Movement => between('bet', movement, false);

/** The win: game house → player. */
export const payWin = (movement: RoundMovement): Movement => between('win', movement, true);

/** The stake back (a rolled back or voided round): game house → player, kind `bet` beside the stake it undoes. */
export const refundStake = (movement: RoundMovement): Movement => between('bet', movement, true);
