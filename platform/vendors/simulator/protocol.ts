/**
 * The simulator's wire format: what its server sends the platform and what the platform answers. Both sides
 * import this file (the platform's simulator adapter and the simulator's wallet client), as an aggregator's
 * published API documentation would be shared.
 *
 *   POST /lgw/vendor-wallet/sim/<balance|debit|credit|rollback>
 *   x-sim-signature: hex HMAC-SHA256(shared secret, exact body bytes)
 *   x-merchant-code: the operator's merchant code
 *   { timestamp: ms since epoch, token?, transactionId?, roundId?, amount? (minor units), debitTransactionId? }
 *   (a credit carries the token of its round's debit: the platform pays only the player who staked)
 *   → { success: true, code: 'ok', value: { balance, currency } } or { success: false, code, message }
 */
import { z } from 'zod';
import { signatureMatches as hmacMatches, signBody } from '../../security/body-signature';

export const SIM_ADAPTER_ID = 'sim';
export const SIGNATURE_HEADER = 'x-sim-signature';
/** A call older or further ahead than this is refused as a replay (clocks of both servers may drift a little). */
export const MAX_AGE_MS = 5 * 60 * 1000;

export const walletPath = (action: string) => `/lgw/vendor-wallet/${SIM_ADAPTER_ID}/${action}`;

const id = z.string().regex(/^[A-Za-z0-9:_-]{1,80}$/);
const minor = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
const timestamp = z.int().positive();
const token = z.string().min(1).max(100);

export const SIM_BODIES = {
  balance: z.strictObject({ timestamp, token }),
  debit: z.strictObject({ timestamp, token, transactionId: id, roundId: id, amount: minor.min(1) }),
  credit: z.strictObject({ timestamp, token, transactionId: id, roundId: id, amount: minor }),
  rollback: z.strictObject({ timestamp, transactionId: id, roundId: id, debitTransactionId: id }),
} as const;

export type SimAction = keyof typeof SIM_BODIES;
export const SIM_ACTIONS = Object.keys(SIM_BODIES) as SimAction[];

export const simAnswer = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    code: z.literal('ok'),
    value: z.object({ balance: z.number().nullable(), currency: z.string().nullable() }),
  }),
  z.object({ success: z.literal(false), code: z.string(), message: z.string() }),
]);
export type SimAnswer = z.infer<typeof simAnswer>;

/** The same HMAC-SHA256-over-the-body scheme as the payment provider's callbacks (money/gateway-signature.ts). */
export const sign = signBody;
export const signatureMatches = (secret: string, body: string, signature: string | null): boolean =>
  hmacMatches(secret, body, signature ?? undefined);
