/**
 * The operator's history of records (console "Find anything"): every deposit, withdrawal, promotion application and
 * points redeem of a merchant, decided or not, its wallet and agent transfers, and a member's bets, filtered by member, status and the merchant's local days (money: also
 * method and an amount range), paged (at most
 * HISTORY_PAGE_MAX a page), with the totals of the whole filtered set. The same filters give a CSV file of the set
 * (GET <path>.csv, at most HISTORY_CSV_MAX_ROWS rows, served beside the call by the platform).
 * Days are the merchant's (tenant `timeZone`): the operator's day is the business day their players and reports count.
 */
import { z } from 'zod/mini';
import { BET_STATUSES } from './bets/bet-record';
import { defineCall } from './define-call';
import { DEPOSIT_STATUSES } from './money/deposits';
import { WITHDRAWAL_STATUSES } from './money/withdrawals';
import { REDEEM_STATUSES } from './points/points';
import { APPLICATION_STATUSES } from './promotions/promotions';

/** Rows a page holds at most: a table an operator reads, not an export (that is the CSV). */
export const HISTORY_PAGE_MAX = 100;
/** Rows a CSV holds at most; the operator narrows the filter for more. */
export const HISTORY_CSV_MAX_ROWS = 10_000;

const merchantCode = z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/));
/** A calendar day that exists (yyyy-mm-dd), in the merchant's time zone. */
const day = z.iso.date();
/** An amount bound in minor units. */
const bound = z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000_000_000));
const count = z.coerce.number().check(z.int(), z.positive());

/** The filters every history shares; `statuses` are the record's own. */
const shapeOf = <const S extends readonly [string, ...string[]]>(statuses: S) => ({
  merchantCode,
  /** The member's username (case-blind, exact). */
  member: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  status: z.optional(z.enum(statuses)),
  from: z.optional(day),
  to: z.optional(day),
  page: z._default(count.check(z.lte(10_000)), 1),
  size: z._default(count.check(z.lte(HISTORY_PAGE_MAX)), 50),
});

/** Whether the filter's first day is not after its last. */
const daysInOrder = <Q extends { from?: string | undefined; to?: string | undefined }>() =>
  z.refine<Q>((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });

/** A history of records without an amount range (applications, redeems). */
const recordQuery = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object(shapeOf(statuses)).check(daysInOrder());

/** A history of money records: the shared filters, a payment method and an amount range (minor units). */
function historyQuery<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z
    .object({
      ...shapeOf(statuses),
      /** A payment method's code (bkash …). */
      method: z.optional(z.string().check(z.regex(/^[a-z0-9-]{2,30}$/))),
      minAmount: z.optional(bound),
      maxAmount: z.optional(bound),
    })
    .check(
      daysInOrder(),
      z.refine((q) => q.minAmount === undefined || q.maxAmount === undefined || q.minAmount <= q.maxAmount, {
        message: 'minAmount is above maxAmount',
        path: ['minAmount'],
      }),
    );
}

/** How the console writes the merchant's money and times: its currency's symbol and locale, its time zone. */
export const merchantStyle = z.object({
  currency: z.string(),
  symbol: z.string(),
  /** Intl locale of the console's figures (English, the merchant's country). */
  locale: z.string(),
  timeZone: z.string(),
});
export type MerchantStyle = z.infer<typeof merchantStyle>;

const totals = z.object({ count: z.int(), gross: z.int(), fee: z.int(), net: z.int() });

function historyValue<R extends z.ZodMiniType, T extends z.ZodMiniType = typeof totals>(row: R, setTotals?: T) {
  return z.object({
    rows: z.array(row),
    page: z.int(),
    size: z.int(),
    pages: z.int(),
    totals: (setTotals ?? totals) as T,
    style: merchantStyle,
    /** Money histories: the merchant's methods of this direction, for the filter (code and the name its pages show). */
    methods: z.optional(z.array(z.object({ code: z.string(), name: z.string() }))),
  });
}

const common = {
  id: z.int(),
  username: z.string(),
  methodCode: z.string(),
  /** The method's name as the merchant's pages show it (bKash, not bkash). */
  methodName: z.string(),
  gross: z.int(),
  fee: z.int(),
  net: z.int(),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedBy: z.nullable(z.string()),
};

export const depositHistoryRow = z.object({
  ...common,
  status: z.enum(DEPOSIT_STATUSES),
  senderAccount: z.nullable(z.string()),
  trxId: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type DepositHistoryRow = z.infer<typeof depositHistoryRow>;

export const withdrawalHistoryRow = z.object({
  ...common,
  status: z.enum(WITHDRAWAL_STATUSES),
  accountNumber: z.string(),
  accountName: z.string(),
  /** A "not received" case's settlement: paid (it did arrive) or refunded. */
  resolution: z.nullable(z.enum(['paid', 'refunded'])),
  paidAt: z.nullable(z.string()),
});
export type WithdrawalHistoryRow = z.infer<typeof withdrawalHistoryRow>;

export const depositHistoryQuery = historyQuery(DEPOSIT_STATUSES);
export const withdrawalHistoryQuery = historyQuery(WITHDRAWAL_STATUSES);
export type HistoryFilter = z.infer<typeof depositHistoryQuery> | z.infer<typeof withdrawalHistoryQuery>;
export const applicationHistoryQuery = recordQuery(APPLICATION_STATUSES);
export const redeemHistoryQuery = recordQuery(REDEEM_STATUSES);
/** The filters of any history: what the routes turn into instants of the merchant's days. */
export type RecordFilter = z.infer<typeof applicationHistoryQuery> | HistoryFilter;

export const adminDepositHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/deposits',
  auth: false,
  query: depositHistoryQuery,
  value: historyValue(depositHistoryRow),
});

export const adminWithdrawalHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/withdrawals',
  auth: false,
  query: withdrawalHistoryQuery,
  value: historyValue(withdrawalHistoryRow),
});

export const applicationHistoryRow = z.object({
  id: z.int(),
  username: z.string(),
  promotionId: z.string(),
  /** The promotion's title in English, or its id when the merchant no longer lists it. */
  promotion: z.string(),
  remark: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
});
export type ApplicationHistoryRow = z.infer<typeof applicationHistoryRow>;

/** Promotion applications of every status (marketing reads them too). */
export const adminApplicationHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/applications',
  auth: false,
  query: applicationHistoryQuery,
  value: historyValue(applicationHistoryRow, z.object({ count: z.int() })),
});

export const redeemHistoryRow = z.object({
  id: z.int(),
  username: z.string(),
  itemId: z.string(),
  kind: z.enum(['cash', 'goods']),
  points: z.int(),
  /** Minor units, cash items only. */
  cash: z.nullable(z.int()),
  status: z.enum(REDEEM_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type RedeemHistoryRow = z.infer<typeof redeemHistoryRow>;

/** Points redeems of every status (marketing reads them too), with the points and cash of the filtered set. */
export const adminRedeemHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/redeems',
  auth: false,
  query: redeemHistoryQuery,
  value: historyValue(redeemHistoryRow, z.object({ count: z.int(), points: z.int(), cash: z.int() })),
});

/**
 * A member's bets (rounds of every game, every state): the member is required, so each read walks one member's slice
 * of the bets (a merchant's every round is the reports' work, not a table's). minAmount / maxAmount bound the stake.
 */
export const betHistoryQuery = z
  .object({
    ...shapeOf(BET_STATUSES),
    member: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    minAmount: z.optional(bound),
    maxAmount: z.optional(bound),
  })
  .check(daysInOrder());

export const betHistoryRow = z.object({
  id: z.int(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  /** The catalogue's name of the game, or its code when the catalogue lacks it. */
  game: z.string(),
  roundId: z.string(),
  stake: z.int(),
  validBet: z.int(),
  win: z.int(),
  status: z.enum(BET_STATUSES),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type BetHistoryRow = z.infer<typeof betHistoryRow>;

export const adminBetHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/bets',
  auth: false,
  query: betHistoryQuery,
  value: historyValue(betHistoryRow, z.object({ count: z.int(), stake: z.int(), validBet: z.int(), win: z.int() })),
});

/** The movements a transfer history lists: a member to their upline, an agent to a direct member, main ⇄ vendor wallet. */
export const TRANSFER_KINDS = [
  'transfer_upline',
  'transfer_downline',
  'vendor_transfer_in',
  'vendor_transfer_out',
] as const;

/** Transfers: `member` finds the member on either side; `kind` is one of TRANSFER_KINDS; amounts in minor units. */
export const transferHistoryQuery = z
  .object({
    merchantCode,
    member: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
    kind: z.optional(z.enum(TRANSFER_KINDS)),
    from: z.optional(day),
    to: z.optional(day),
    minAmount: z.optional(bound),
    maxAmount: z.optional(bound),
    page: z._default(count.check(z.lte(10_000)), 1),
    size: z._default(count.check(z.lte(HISTORY_PAGE_MAX)), 50),
  })
  .check(daysInOrder());

export const transferHistoryRow = z.object({
  /** The ledger transaction's id. */
  id: z.int(),
  kind: z.enum(TRANSFER_KINDS),
  /** Who sent it (for vendor transfers: whose wallets). */
  username: z.string(),
  /** The member who received it, or null for a transfer between one member's own wallets. */
  recipient: z.nullable(z.string()),
  /** The vendor wallet of a vendor transfer, else null. */
  vendor: z.nullable(z.string()),
  amount: z.int(),
  createdAt: z.string(),
});
export type TransferHistoryRow = z.infer<typeof transferHistoryRow>;

export const adminTransferHistoryCall = defineCall({
  method: 'GET',
  path: '/admin/history/transfers',
  auth: false,
  query: transferHistoryQuery,
  value: historyValue(transferHistoryRow, z.object({ count: z.int(), amount: z.int() })),
});
