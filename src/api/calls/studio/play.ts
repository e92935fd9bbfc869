/**
 * Playing the studio's games for real money: each call is one round, its stake debited and its win credited
 * in one ledger movement with its bet row. `idempotencyKey` is one per round the player means to play (a
 * double click or a retry answers the same round and takes one stake). Refusals: stake_out_of_range (value
 * { min, max }), insufficient_balance, idempotency_key_reused; a dice bet whose win chance is outside 1-98%
 * is bad_request.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { amount, idempotencyKey } from '../money/amounts';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, diceWinning } from './dice';
import { diceHundredths, diceSide, playedRound } from './round';

export const slotSpinCall = defineCall({
  method: 'POST',
  path: '/wps/studio/slot/spin',
  auth: true,
  /** `stake` is the whole bet in minor units, split evenly over the 10 lines. */
  body: z.strictObject({ stake: amount, idempotencyKey }),
  value: playedRound,
});

export const diceRollCall = defineCall({
  method: 'POST',
  path: '/wps/studio/dice/roll',
  auth: true,
  body: z.strictObject({ stake: amount, side: diceSide, target: diceHundredths, idempotencyKey }).check(
    z.refine((bet) => {
      const winning = diceWinning(bet);
      return winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
    }, 'the win chance must be between 1% and 98%'),
  ),
  value: playedRound,
});

/**
 * The balance the studio's games play from (minor units): the main wallet, at every merchant. The game page shows
 * it before the first round.
 */
export const studioBalanceCall = defineCall({
  method: 'GET',
  path: '/wps/studio/balance',
  auth: true,
  value: z.object({ balance: z.int() }),
});
