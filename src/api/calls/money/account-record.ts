/**
 * The account record (member centre transactionHistory): every movement of the member's wallets, from the
 * ledger, with the balance after it. Times are ISO strings; `from` is inclusive and `to` exclusive.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { feeBreakdown, page, pagedOf, pageSize, signedAmount } from './amounts';

export const RECORD_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_upline',
  'transfer_downline',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'adjustment',
  'bonus',
  'bet',
  'win',
  'rebate',
  'mission_reward',
  'promo_bonus',
  'bonus_taken_back',
  'agent_salary',
  'agent_dividend',
  'referral_reward',
  'red_envelope',
  'points_redeem',
  'points_convert',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const recordRow = z.object({
  id: z.int(),
  time: z.string(),
  kind: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: signedAmount,
  balanceAfter: signedAmount,
  /** What the movement is about, `<what>:<id>` (deposit:943, round:<round id>, withdrawal:1 …), for support. */
  reference: z.nullable(z.string()),
  /** '' for the main wallet, else the vendor wallet the movement was on. */
  vendor: z.string(),
  /**
   * A deposit or withdrawal: its gross, the fee kept and the net, as its own list shows them (the amount above is what
   * moved on the wallet: a deposit's net, a withdrawal's gross). Null for every other movement.
   */
  breakdown: z.nullable(feeBreakdown),
  /** The payment method of the deposit the reference names. */
  methodCode: z.nullable(z.string()),
  /** The game of the round the reference names, with the catalogue's name of it (null: not listed). */
  game: z.nullable(
    z.object({ vendor: z.string(), gameType: z.string(), gameCode: z.string(), gameName: z.nullable(z.string()) }),
  ),
});
export type RecordRow = z.infer<typeof recordRow>;

const recordQuery = {
  /** Comma-separated kinds; empty or absent means every kind. */
  kinds: z.optional(z.string().check(z.maxLength(400), z.regex(/^[a-z_,]*$/))),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};

export const transactionHistoryCall = defineCall({
  method: 'GET',
  path: '/wps/member/transactions',
  auth: true,
  query: z.object({ ...recordQuery, page, pageSize }),
  value: pagedOf(recordRow),
});

/** The same rows without paging (at most 10,000), for the CSV download. */
export const transactionExportCall = defineCall({
  method: 'GET',
  path: '/wps/member/transactions/export',
  auth: true,
  query: z.object(recordQuery),
  value: z.object({ rows: z.array(recordRow), truncated: z.boolean() }),
});
