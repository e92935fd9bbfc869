/**
 * Spending points (redeem and convert): both carry the transaction password, so they live under
 * /wps/relay/passwordCheck/ and travel in the hybrid encryption envelope. Each moves money (a cash item or a conversion
 * pays the wallet through the ledger), so each carries an idempotency key: a retry answers what the first request
 * answered. Refusals: points_disabled, points_insufficient, points_item_not_found, points_below_minimum,
 * payment_password_required / _incorrect / _locked.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { idempotencyKey, paymentPassword } from '../money/amounts';
import { itemId, points, pointsRedeem } from './points';

export const PASSWORD_CHECK_PREFIX = '/wps/relay/passwordCheck';

export const pointsRedeemCall = defineCall({
  method: 'POST',
  path: `${PASSWORD_CHECK_PREFIX}/pointRedeem`,
  auth: true,
  encrypted: true,
  body: z.strictObject({ itemId, paymentPassword, idempotencyKey }),
  /** `points` left; `balance` the wallet (minor units) after a cash item paid. */
  value: z.object({ redeem: pointsRedeem, points, balance: z.int() }),
});

export const pointsConvertCall = defineCall({
  method: 'POST',
  path: `${PASSWORD_CHECK_PREFIX}/pointConvert`,
  auth: true,
  encrypted: true,
  body: z.strictObject({ points: points.check(z.positive()), paymentPassword, idempotencyKey }),
  /** `cash` paid (minor units), `points` left, the wallet `balance` after. */
  value: z.object({ cash: z.int().check(z.gte(0)), points, balance: z.int() }),
});
