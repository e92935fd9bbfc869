/**
 * The agent centre's team calls: team overview, opening an account under the agent, the downline tree, and the four
 * reports over the WHOLE downline's real bets and ledger — team betting (personalHistoryCopy), downline loss
 * (palStatementsAgentCopy), my income (agentRevenueReport) and account details (agentDownlineTransactionDetailsCopy).
 * Every call sits under /wps/agent/, so only agents make them (platform/http/audience.ts), and every answer is scoped
 * to the signed-in agent's own downline: naming a member outside it is 403 not_own_downline. Ranges are `[from, to)`
 * ISO instants, at most 90 days apart (range_invalid, range_too_long), as the member's own records. Amounts are minor
 * units.
 */
import { z } from 'zod/mini';
import { MAX_BET_RANGE_DAYS } from '../bets/bet-record';
import { contractKind } from '../contracts/contract';
import { defineCall } from '../define-call';
import { gameType } from '../games/game';
import { page, pagedOf, pageSize, signedAmount } from '../money/amounts';

/** Longest range a report request may ask for (the same as the member's own records). */
export const MAX_TEAM_RANGE_DAYS = MAX_BET_RANGE_DAYS;
/** Rows a CSV export of a report holds at most (the answer says when the filter had more). */
export const MAX_TEAM_EXPORT_ROWS = 10_000;

const username = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\p{L}\p{N}_.@-]+$/u));

const range = {
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
};

/** The overview's four periods, in the merchant's time zone (tenant `timeZone`). */
export const OVERVIEW_PERIODS = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const overviewFigures = z.object({
  period: z.enum(OVERVIEW_PERIODS),
  start: z.string(),
  end: z.string(),
  /** Downline members who opened their account in the period. */
  newMembers: z.int(),
  /** Team members with at least one settled bet in the period. */
  activeMembers: z.int(),
  deposits: signedAmount,
  withdrawals: signedAmount,
  /** Settled bets of the team: count, valid bet and profit (win − stake; negative when the team lost). */
  bets: z.int(),
  validBet: signedAmount,
  profit: signedAmount,
  /** The agent's own commission: ledger kinds agent_salary and agent_dividend credited to their wallet. */
  commission: signedAmount,
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

export const teamOverviewCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  value: z.object({
    /** Direct downline, and the whole tree under the agent (the agent not counted). */
    teamSize: z.object({ direct: z.int(), total: z.int() }),
    periods: z.array(overviewFigures),
  }),
});

export const DOWNLINE_KINDS = ['member', 'agent'] as const;

/**
 * Opens an account under the signed-in agent: a member, or a sub-agent of the agent's own type. The merchant's
 * registration rules apply to every field as for a player registering (/wps/system/setting/register):
 * input_empty, invalid_format, password_rule, error_phone_number_limit, inconsistent_twice, account_in_use.
 */
export const registerDownlineCall = defineCall({
  method: 'POST',
  path: '/wps/agent/team/register',
  auth: true,
  encrypted: true,
  body: z.strictObject({
    kind: z.enum(DOWNLINE_KINDS),
    username: z.string().check(z.maxLength(64)),
    password: z.string().check(z.maxLength(64)),
    confirmPassword: z.string().check(z.maxLength(64)),
    /** Shown to the team; the username when absent. */
    nickname: z.optional(z.string().check(z.trim(), z.maxLength(32))),
    mobileNum: z.optional(z.string().check(z.maxLength(20))),
    countryDialingCode: z.optional(z.string().check(z.maxLength(6))),
    email: z.optional(z.string().check(z.maxLength(100))),
    payeeName: z.optional(z.string().check(z.maxLength(100))),
  }),
  value: z.object({ id: z.int(), username: z.string(), nickname: z.string(), type: z.int(), isAgent: z.boolean() }),
});

export const downlineRow = z.object({
  id: z.int(),
  username: z.string(),
  nickname: z.string(),
  type: z.int(),
  isAgent: z.boolean(),
  /** 1 for the agent's direct downline, 2 below that … */
  level: z.int(),
  /** The member's upline (the agent themself for level 1). */
  uplineUsername: z.string(),
  /** Members directly under this one (a sub-agent's team can be opened when above 0). */
  directCount: z.int(),
  balance: signedAmount,
  status: z.enum(['active', 'disabled']),
  lastLogin: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DownlineRow = z.infer<typeof downlineRow>;

/**
 * The downline tree one level at a time: the direct downline of `parent` (default: the agent), or with
 * `username` every member of the agent's whole downline whose username contains it. `path` is the breadcrumb
 * from the agent down to `parent`. A parent outside the agent's downline is 403 not_own_downline.
 */
export const downlineListCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/downline',
  auth: true,
  query: z.object({
    parent: z.optional(username),
    username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    page,
    pageSize,
  }),
  value: z.extend(pagedOf(downlineRow), {
    path: z.array(z.object({ username: z.string(), nickname: z.string() })),
  }),
});

/** Filters every team report takes: a member of the downline (with their own downline) and a game type. */
const teamFilter = {
  ...range,
  /** A downline member: the report then covers them and their own downline. */
  username: z.optional(username),
  gameType: z.optional(gameType),
};

export const teamBetRow = z.object({
  id: z.int(),
  time: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  /** The catalogue's name of the game (vendors name their games in English); null for a game it does not list. */
  gameName: z.nullable(z.string()),
  roundId: z.string(),
  stake: signedAmount,
  validBet: signedAmount,
  win: signedAmount,
  profit: signedAmount,
  status: z.enum(['open', 'settled', 'rolled_back']),
});
export type TeamBetRow = z.infer<typeof teamBetRow>;

export const teamSums = z.object({
  bets: z.int(),
  stake: signedAmount,
  validBet: signedAmount,
  win: signedAmount,
  profit: signedAmount,
});
export type TeamSums = z.infer<typeof teamSums>;

/** Team betting (personalHistoryCopy): every bet of the downline, newest first; totals of its settled bets. */
export const teamBetsCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  query: z.object({ ...teamFilter, page, pageSize }),
  value: z.extend(pagedOf(teamBetRow), { totals: teamSums }),
});

export const teamBetsExportCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/bets/export',
  auth: true,
  query: z.object(teamFilter),
  value: z.object({ rows: z.array(teamBetRow), truncated: z.boolean() }),
});

export const memberLossRow = z.extend(teamSums, { username: z.string(), level: z.int() });
export type MemberLossRow = z.infer<typeof memberLossRow>;

/** Downline loss (palStatementsAgentCopy): settled bets summed per member, biggest loss first. */
export const teamLossCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/loss',
  auth: true,
  query: z.object({ ...teamFilter, page, pageSize }),
  value: z.extend(pagedOf(memberLossRow), { totals: teamSums }),
});

export const teamLossExportCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/loss/export',
  auth: true,
  query: z.object(teamFilter),
  value: z.object({ rows: z.array(memberLossRow), truncated: z.boolean() }),
});

export const INCOME_KINDS = ['agent_salary', 'agent_dividend'] as const;

export const incomeRow = z.object({
  id: z.int(),
  time: z.string(),
  kind: z.enum(INCOME_KINDS),
  amount: signedAmount,
  balanceAfter: signedAmount,
  /** What the settlement wrote: the contract kind and its period, e.g. "daily_salary day 2026-11-19". */
  memo: z.nullable(z.string()),
  /** The settlement it paid, for the agent to read: the contract's kind and the period (ISO instants, end excluded). */
  settlement: z.nullable(z.object({ contract: contractKind, periodStart: z.string(), periodEnd: z.string() })),
});
export type IncomeRow = z.infer<typeof incomeRow>;

const incomeFilter = { ...range, kind: z.optional(z.enum(INCOME_KINDS)) };

/** My income (agentRevenueReport): the agent's own salary and dividend payments from the ledger. */
export const incomeCall = defineCall({
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  query: z.object({ ...incomeFilter, page, pageSize }),
  value: z.extend(pagedOf(incomeRow), {
    totals: z.object({ salary: signedAmount, dividend: signedAmount, total: signedAmount }),
  }),
});

export const incomeExportCall = defineCall({
  method: 'GET',
  path: '/wps/agent/income/export',
  auth: true,
  query: z.object(incomeFilter),
  value: z.object({ rows: z.array(incomeRow), truncated: z.boolean() }),
});

export const teamTransactionRow = z.object({
  id: z.int(),
  time: z.string(),
  username: z.string(),
  kind: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: signedAmount,
  balanceAfter: signedAmount,
  /** '' for the main wallet, else the vendor wallet. */
  vendor: z.string(),
});
export type TeamTransactionRow = z.infer<typeof teamTransactionRow>;

const transactionFilter = {
  ...range,
  username: z.optional(username),
  /** Comma-separated ledger kinds (deposit, withdrawal, bet, win …); empty means every kind. */
  kinds: z.optional(z.string().check(z.maxLength(400), z.regex(/^[a-z_,]*$/))),
};

/** Account details (agentDownlineTransactionDetailsCopy): every wallet movement of the downline, newest first. */
export const teamTransactionsCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: true,
  query: z.object({ ...transactionFilter, page, pageSize }),
  value: z.extend(pagedOf(teamTransactionRow), {
    totals: z.object({ credits: signedAmount, debits: signedAmount }),
  }),
});

export const teamTransactionsExportCall = defineCall({
  method: 'GET',
  path: '/wps/agent/team/transactions/export',
  auth: true,
  query: z.object(transactionFilter),
  value: z.object({ rows: z.array(teamTransactionRow), truncated: z.boolean() }),
});
