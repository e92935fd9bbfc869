/**
 * The refusals a player's own limits make elsewhere, which other areas call through the door (index.ts):
 * - a deposit asked for (money/), in the deposit's transaction;
 * - a stake (studio rounds, a vendor's debit), in the round's transaction, before the ledger moves it;
 * - a game launch, before the launch is written.
 * Each refusal is recorded for the operator's list of players who hit limits often (refusals.ts): the launch's here,
 * the deposit's and the stake's by their callers once the transaction has rolled back.
 * The guards of a deposit and a stake lock the member's limit rows of the kinds they read (FOR UPDATE) before
 * counting, so two requests at once are counted one after the other and cannot both pass a limit. A player
 * without limits costs no statement (the session says so: `hasLimits`); one with limits, one read of them and the
 * session's start, and one sum of the period's rounds or deposits when a money limit is in force.
 */
import type { LimitKind, LimitPeriod } from '../../src/api/calls/responsible-gaming/limits';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { type LimitRow, limitAt } from './limit-rules';
import { depositUsage, type MoneyPeriod, moneyPeriods, playUsage } from './limits';
import { recordLimitRefusal } from './refusals';

/** Which limit refused, its value and when its period ends (null: the session's, which ends the session). */
export interface LimitBreach {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  resetsAt: Date | null;
}

/** 403 limit_reached, naming the limit and when it resets. */
export function limitReached(breach: LimitBreach): PlatformError {
  const { kind, period, limit, resetsAt } = breach;
  return new PlatformError(403, 'limit_reached', `the ${period} ${kind} limit of ${limit} is reached`, {
    kind,
    period,
    limit,
    resetsAt: resetsAt?.toISOString() ?? null,
  });
}

/** A member as the guards see them: `hasLimits` false (read with the session) skips every read. */
export interface GuardedMember {
  id: number;
  /** The session playing (its token's hash): a session time limit counts from its sign-in. */
  sessionId: string;
  hasLimits?: boolean;
}

type MoneyKind = 'deposit' | 'loss' | 'wager';

/**
 * The member's limits of `kinds` in force at `now` and when the session signed in, in one statement; `lock` takes
 * the rows' locks for the rest of the transaction.
 */
async function limitsInForce(
  db: Database,
  member: GuardedMember,
  kinds: readonly LimitKind[],
  now: Date,
  lock: boolean,
): Promise<{ limits: { kind: LimitKind; period: LimitPeriod; value: number }[]; sessionStartedAt: Date | null }> {
  const rows = await db.query<LimitRow & { session_started_at: Date | null }>(
    `SELECT kind, period, value::float8 AS value, next_value::float8 AS next_value, next_at,
       (SELECT created_at FROM sessions WHERE token_hash = $3) AS session_started_at
     FROM member_limits WHERE member_id = $1 AND kind = ANY($2::text[]) ORDER BY kind, period${lock ? ' FOR UPDATE' : ''}`,
    [member.id, kinds, member.sessionId],
  );
  const limits = rows.flatMap((row) => {
    const { value } = limitAt(row, now);
    return value === null ? [] : [{ kind: row.kind, period: row.period, value }];
  });
  return { limits, sessionStartedAt: rows[0]?.session_started_at ?? null };
}

/**
 * The first limit that `amount` more would pass (used + amount > limit; with `amount` 0, one used up already:
 * used >= limit), the session's time first; null when all allow it.
 */
async function breachOf(
  db: Database,
  merchant: Merchant,
  member: GuardedMember,
  kinds: readonly LimitKind[],
  amount: number,
  now: Date,
  lock: boolean,
): Promise<LimitBreach | null> {
  if (member.hasLimits === false) return null;
  const { limits, sessionStartedAt } = await limitsInForce(db, member, kinds, now, lock);
  const session = limits.find((limit) => limit.kind === 'session');
  if (session && sessionStartedAt && now.getTime() - sessionStartedAt.getTime() >= session.value * 60_000) {
    return { kind: 'session', period: 'session', limit: session.value, resetsAt: null };
  }
  const money = limits.filter((limit) => limit.kind !== 'session');
  if (money.length === 0) return null;
  const periods = moneyPeriods(merchant, now);
  const usage: Partial<Record<MoneyKind, Record<MoneyPeriod, number>>> = money.some((limit) => limit.kind === 'deposit')
    ? await depositUsage(db, member.id, periods)
    : await playUsage(db, member.id, periods);
  for (const { kind, period, value } of money) {
    if (period === 'session') continue;
    const used = usage[kind as MoneyKind]?.[period] ?? 0;
    if (amount > 0 ? used + amount > value : used >= value) {
      return { kind, period, limit: value, resetsAt: periods[period].end };
    }
  }
  return null;
}

/** Throws limit_reached when a deposit of `amount` (minor units) would pass a deposit limit. In the deposit's transaction. */
export async function refuseDepositOverLimit(
  tx: Database,
  merchant: Merchant,
  member: GuardedMember,
  amount: number,
  now: Date,
): Promise<void> {
  const breach = await breachOf(tx, merchant, member, ['deposit'], amount, now, true);
  if (breach) throw limitReached(breach);
}

/**
 * The limit a stake of `stake` (minor units) would pass: the session's time, then a loss or wager limit; null
 * when it may be taken. In the round's transaction, before the ledger takes the stake.
 */
export const stakeLimitBreach = (
  tx: Database,
  merchant: Merchant,
  member: GuardedMember,
  stake: number,
  now: Date,
): Promise<LimitBreach | null> => breachOf(tx, merchant, member, ['session', 'loss', 'wager'], stake, now, true);

/**
 * Throws limit_reached when a game may not open: the session's time is up, or a loss or wager limit is used up. Outside
 * any transaction, so the refusal is recorded here (refusals.ts).
 */
export async function refuseLaunchOverLimit(
  db: Database,
  merchant: Merchant,
  member: GuardedMember,
  now: Date,
): Promise<void> {
  const breach = await breachOf(db, merchant, member, ['session', 'loss', 'wager'], 0, now, false);
  if (!breach) return;
  const { kind, period } = breach;
  await recordLimitRefusal(db, {
    merchantCode: merchant.code,
    memberId: member.id,
    kind,
    period,
    action: 'launch',
    at: now,
  });
  throw limitReached(breach);
}
