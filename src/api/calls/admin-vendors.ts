/**
 * Operator API for game rounds held by the seamless wallet (reference platform, behind the admin token like admin.ts):
 * a vendor credit above the round's cap (the game's maximum multiplier times the stake, or the merchant's maximum win
 * per round) is refused and its round held. The operator lists the held rounds and settles each once: pay the capped
 * amount, or void the round (the stake goes back).
 */
import { z } from 'zod/mini';
import { defineCall } from './define-call';

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
const minor = z.int().check(z.gte(0));

export const heldRound = z.object({
  betId: z.int(),
  memberId: z.int(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  stake: minor,
  /** What the refused credit claimed. */
  claimedWin: minor,
  /** The cap it went over: the lower of the game's and the merchant's. */
  cap: minor,
  capKind: z.enum(['game', 'merchant']),
  heldAt: z.string(),
});
export type HeldRound = z.infer<typeof heldRound>;

/** The merchant's rounds still held, oldest first (at most 200). */
export const adminHeldRoundsCall = defineCall({
  method: 'GET',
  path: '/admin/vendor/held-rounds',
  auth: false,
  query: z.object({ merchantCode }),
  value: z.array(heldRound),
});

/**
 * Settles a held round once: `pay_capped` pays the cap and settles the bet, `void` returns the stake and rolls
 * the bet back. A round already settled answers 409 `request_already_handled`; an unknown one 404 `not_found`.
 */
export const adminSettleHeldRoundCall = defineCall({
  method: 'POST',
  path: '/admin/vendor/held-rounds/settle',
  auth: false,
  body: z.strictObject({
    merchantCode,
    betId: z.int().check(z.positive()),
    decision: z.enum(['pay_capped', 'void']),
  }),
  value: z.object({
    betId: z.int(),
    resolution: z.enum(['paid', 'voided']),
    /** What went to the player: the capped win or the stake. */
    amount: minor,
    /** The player's balance after it (the account the stake came from). */
    balance: z.nullable(z.int()),
  }),
});
