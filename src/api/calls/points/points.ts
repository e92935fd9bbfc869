/**
 * Points mall (balance, rewards, redeem list, config, points transactions), at merchants with the PTSYS3 flag;
 * elsewhere every call answers 403 points_disabled. Points are whole numbers earned from the valid bets of settled
 * rounds and never expire; cash amounts are minor units. Redeeming and converting are in exchange.ts (encrypted,
 * transaction password).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { gameType } from '../games/game';
import { page, pagedOf, pageSize } from '../money/amounts';

export const points = z.int().check(z.gte(0), z.lte(10_000_000_000_000));
const minor = z.int().check(z.gte(0), z.lte(10_000_000_000_000));

/** Redeem statuses: In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export const ITEM_KINDS = ['cash', 'goods'] as const;
export const POINT_TRANSACTION_KINDS = ['earn', 'redeem', 'redeem_refund', 'convert'] as const;
export type PointTransactionKind = (typeof POINT_TRANSACTION_KINDS)[number];

export const itemId = z.string().check(z.regex(/^[a-z0-9-]{2,30}$/, 'must be 2-30 lower-case letters, digits or -'));

/** Current points (after earning from every bet settled so far), the wallet balance and points redeemed so far. */
export const pointsBalanceCall = defineCall({
  method: 'GET',
  path: '/wps/points/balance',
  auth: true,
  value: z.object({ points, balance: z.int(), redeemQuantity: points }),
});

/** The points exchange-rate table: points per 100 of valid bets by game type, and the points ratio to cash. */
export const pointsConfigCall = defineCall({
  method: 'GET',
  path: '/wps/points/config',
  auth: true,
  value: z.object({
    earnRates: z.array(z.object({ gameType, pointsPer100: z.number().check(z.gte(0)) })),
    /** The points ratio: cash one point converts to, in minor units. */
    cashPerPoint: z.int().check(z.positive()),
    minConvert: points,
  }),
});

export const pointsItem = z.object({
  id: itemId,
  /** Per language code; the site falls back to the merchant's default language. */
  name: z.record(z.string(), z.string()),
  cost: points,
  kind: z.enum(ITEM_KINDS),
  /** Cash items: the bonus paid to the wallet. */
  cash: z.nullable(minor),
});
export type PointsItem = z.infer<typeof pointsItem>;

export const pointsRewardCall = defineCall({
  method: 'GET',
  path: '/wps/points/reward',
  auth: true,
  value: z.object({ items: z.array(pointsItem) }),
});

export const pointsRedeem = z.object({
  id: z.int(),
  itemId: z.string(),
  kind: z.enum(ITEM_KINDS),
  points,
  cash: z.nullable(minor),
  status: z.enum(REDEEM_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type PointsRedeem = z.infer<typeof pointsRedeem>;

export const pointsRedeemListCall = defineCall({
  method: 'GET',
  path: '/wps/points/reward/redeemList',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(pointsRedeem),
});

export const pointTransaction = z.object({
  id: z.int(),
  kind: z.enum(POINT_TRANSACTION_KINDS),
  /** Signed: earned and refunded points are positive, spent ones negative. */
  points: z.int(),
  balanceAfter: points,
  /** Status of the redeem behind a redeem or refund row; conversions and earnings are always approved. */
  status: z.enum(REDEEM_STATUSES),
  /** What the row is about: the item id of a redeem, the cash of a conversion (minor units), the bets window. */
  remark: z.string(),
  cash: z.nullable(minor),
  createdAt: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransaction>;

export const pointsTransactionsCall = defineCall({
  method: 'GET',
  path: '/wps/points/memberTransactionDetail',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(pointTransaction),
});
