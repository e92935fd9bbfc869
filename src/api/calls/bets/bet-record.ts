/**
 * The betting record (member centre personalHistoryCopy) and personal profit and loss (personalProfit): the
 * member's own bets from the `bets` table, over a range of at most 90 days. Times are ISO strings; `from` is
 * inclusive and `to` exclusive. Rows list every bet with its settlement state; totals and P&L count settled
 * bets only, so a bet still running or rolled back never shows as a loss. Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { gameType } from '../games/game';
import { page, pagedOf, pageSize, signedAmount } from '../money/amounts';

/** Longest range one request may ask for (the date presets are 7 and 30 days). */
export const MAX_BET_RANGE_DAYS = 90;
/** Rows a CSV export holds at most (the answer says when the filter had more). */
export const MAX_BET_EXPORT_ROWS = 10_000;

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;

const minor = z.int().check(z.gte(0), z.lte(10_000_000_000_000));

export const betRow = z.object({
  id: z.int(),
  time: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  /** The catalogue's name of the game (vendors name their games in English); null for a game it does not list. */
  gameName: z.nullable(z.string()),
  roundId: z.string(),
  stake: minor,
  validBet: minor,
  win: minor,
  /** win − stake: positive a gain, negative a loss. */
  profit: signedAmount,
  status: z.enum(BET_STATUSES),
});
export type BetRow = z.infer<typeof betRow>;

/** Sums over settled bets. */
export const betSums = z.object({
  bets: z.int(),
  stake: signedAmount,
  validBet: signedAmount,
  win: signedAmount,
  profit: signedAmount,
});
export type BetSums = z.infer<typeof betSums>;

const range = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};

const betFilter = {
  ...range,
  gameType: z.optional(gameType),
  /** A catalogue vassalage (INHOUSE, PG, JILI …). */
  vendor: z.optional(z.string().check(z.regex(/^[A-Z0-9_]{1,32}$/))),
};

export const betRecordCall = defineCall({
  method: 'GET',
  path: '/wps/member/bets',
  auth: true,
  query: z.object({ ...betFilter, page, pageSize }),
  /** `total` counts every row of the filter; `totals` sums its settled bets (the whole filter, not the page). */
  value: z.extend(pagedOf(betRow), { totals: betSums }),
});

/** The same rows without paging (at most 10,000, newest first), for the CSV download. */
export const betExportCall = defineCall({
  method: 'GET',
  path: '/wps/member/bets/export',
  auth: true,
  query: z.object(betFilter),
  value: z.object({ rows: z.array(betRow), truncated: z.boolean() }),
});

export const profitRow = z.extend(betSums, { gameType: z.string() });
export type ProfitRow = z.infer<typeof profitRow>;

export const profitCall = defineCall({
  method: 'GET',
  path: '/wps/member/profit',
  auth: true,
  query: z.object(range),
  /** One row per game type with settled bets in the range (by stake, largest first) and their total. */
  value: z.object({ rows: z.array(profitRow), total: betSums }),
});
