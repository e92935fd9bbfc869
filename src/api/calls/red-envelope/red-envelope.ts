/**
 * Red envelope (the raffle promotion claim under /wps/relay/, session token). A timed round with a fixed budget: while
 * it runs, each signed-in member may open ONE envelope per round and receives a random amount between the round's
 * `minAmount` and `maxAmount`, never more than what is left of the budget (the last envelope takes the remainder; below
 * `minAmount` the round is exhausted). The merchant's standing round is daily (tenant file `redEnvelope`, the
 * merchant's day), so "one per round" is one per day; the operator may schedule extra rounds (admin-red-envelope.ts),
 * which take the stage while they run.
 *
 * The exact budget and what is left of it are not public: they are the operator's spending figures, and a visible
 * countdown would invite bots to queue for it. Players see a `stock` level instead (`plenty`, `few`: under a fifth
 * of the budget left, `none`). Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

const count = z.int().check(z.gte(0), z.lte(10_000_000_000_000));

export const RED_ENVELOPE_STOCK = ['plenty', 'few', 'none'] as const;
export type RedEnvelopeStock = (typeof RED_ENVELOPE_STOCK)[number];

/** A round as anyone may see it. */
export const redEnvelopeRound = z.object({
  id: z.int().check(z.positive()),
  /** ISO instants, [startsAt, endsAt). */
  startsAt: z.string(),
  endsAt: z.string(),
  minAmount: count,
  maxAmount: count,
  stock: z.enum(RED_ENVELOPE_STOCK),
});
export type RedEnvelopeRound = z.infer<typeof redEnvelopeRound>;

/**
 * The round running now at this merchant (null: none), for the floating button every page shows, visitors
 * included. Public and the same for every visitor: browsers and the platform keep it a few seconds.
 */
export const raffleCall = defineCall({
  method: 'GET',
  path: '/wps/relay/raffle',
  auth: false,
  value: z.object({ round: z.nullable(redEnvelopeRound) }),
});

export const openedEnvelope = z.object({ amount: count, openedAt: z.string() });

/** The round running now and the envelope this member opened in it (null: not opened yet). Trial users: 403. */
export const raffleEntryCall = defineCall({
  method: 'GET',
  path: '/wps/relay/raffleEntry',
  auth: true,
  value: z.object({ round: z.nullable(redEnvelopeRound), opened: z.nullable(openedEnvelope) }),
});

/**
 * Opens the member's envelope of round `roundId`: the amount moves from the merchant's bonus account to the main
 * wallet (ledger kind red_envelope), once. Refusals: not_found (404: no such round at this merchant),
 * red_envelope_not_open (409: before or after its window), red_envelope_already_opened (409, with the envelope's
 * `{ amount, openedAt }`; also when two opens race), red_envelope_exhausted (409: less than `minAmount` left),
 * trial_user_blocked (403).
 */
export const raffleClaimCall = defineCall({
  method: 'POST',
  path: '/wps/relay/raffleClaim',
  auth: true,
  body: z.strictObject({ roundId: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) }),
  value: z.object({
    roundId: z.int().check(z.positive()),
    amount: count,
    balance: count,
    stock: z.enum(RED_ENVELOPE_STOCK),
  }),
});
