/**
 * A player's own limits (migration 0660) in the database: reading them with what is used of each, and setting
 * them. The rules of values and changes are limit-rules.ts; the refusals of deposits, stakes and launches are
 * limit-guards.ts.
 */
import {
  LIMIT_SLOTS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
  SESSION_LIMIT_MAXIMUM_MINUTES,
} from '../../src/api/calls/responsible-gaming/limits';
import { type Period, periodOf } from '../core/merchant-periods';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { changedLimit, checkRequestedLimit, type LimitRow, limitAt, moneyLimitMaximum } from './limit-rules';
import { LIMITS_CHANNEL } from './live-session-limit';

/** The member's limit rows of `kinds`; `lock` takes their row locks for the rest of the transaction. */
export async function limitRows(
  db: Database,
  memberId: number,
  kinds: readonly LimitKind[],
  lock: boolean,
): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    `SELECT kind, period, value::float8 AS value, next_value::float8 AS next_value, next_at FROM member_limits
     WHERE member_id = $1 AND kind = ANY($2::text[]) ORDER BY kind, period${lock ? ' FOR UPDATE' : ''}`,
    [memberId, kinds],
  );
}

export type MoneyPeriod = Exclude<LimitPeriod, 'session'>;

/** The merchant's day, ISO week and calendar month that contain `now`. */
export function moneyPeriods(merchant: Merchant, now: Date): Record<MoneyPeriod, Period> {
  const zone = merchant.tenant.timeZone;
  return { day: periodOf('day', now, zone), week: periodOf('week', now, zone), month: periodOf('month', now, zone) };
}

/** Deposited, wagered and lost (minor units) in each current period; the loss may be negative (a net win). */
export type MoneyUsage = Record<Exclude<LimitKind, 'session'>, Record<MoneyPeriod, number>>;

const earliest = (periods: Record<MoneyPeriod, Period>) =>
  new Date(Math.min(periods.week.start.getTime(), periods.month.start.getTime()));

/** The stakes (wager) and stakes less wins (loss) of rounds placed in each period; one member's slice of bets_member_record. */
export async function playUsage(db: Database, memberId: number, periods: Record<MoneyPeriod, Period>) {
  const [sums] = await db.query<Record<string, number>>(
    `SELECT
       coalesce(sum(stake) FILTER (WHERE placed_at >= $3), 0)::float8 AS wager_day,
       coalesce(sum(stake) FILTER (WHERE placed_at >= $4), 0)::float8 AS wager_week,
       coalesce(sum(stake) FILTER (WHERE placed_at >= $5), 0)::float8 AS wager_month,
       coalesce(sum(stake - win) FILTER (WHERE placed_at >= $3), 0)::float8 AS loss_day,
       coalesce(sum(stake - win) FILTER (WHERE placed_at >= $4), 0)::float8 AS loss_week,
       coalesce(sum(stake - win) FILTER (WHERE placed_at >= $5), 0)::float8 AS loss_month
     FROM bets WHERE member_id = $1 AND placed_at >= $2 AND status <> 'rolled_back'`,
    [memberId, earliest(periods), periods.day.start, periods.week.start, periods.month.start],
  );
  return { wager: perPeriod(sums, 'wager'), loss: perPeriod(sums, 'loss') };
}

/** The deposits asked for in each period that are pending or approved; one member's slice of deposits_member. */
export async function depositUsage(db: Database, memberId: number, periods: Record<MoneyPeriod, Period>) {
  const [sums] = await db.query<Record<string, number>>(
    `SELECT
       coalesce(sum(amount) FILTER (WHERE created_at >= $3), 0)::float8 AS deposit_day,
       coalesce(sum(amount) FILTER (WHERE created_at >= $4), 0)::float8 AS deposit_week,
       coalesce(sum(amount) FILTER (WHERE created_at >= $5), 0)::float8 AS deposit_month
     FROM deposits WHERE member_id = $1 AND created_at >= $2 AND status IN ('pending', 'approved')`,
    [memberId, earliest(periods), periods.day.start, periods.week.start, periods.month.start],
  );
  return { deposit: perPeriod(sums, 'deposit') };
}

const perPeriod = (sums: Record<string, number> | undefined, kind: string): Record<MoneyPeriod, number> => ({
  day: sums?.[`${kind}_day`] ?? 0,
  week: sums?.[`${kind}_week`] ?? 0,
  month: sums?.[`${kind}_month`] ?? 0,
});

/** Deposited, wagered and lost in each current period. */
export async function moneyUsage(
  db: Database,
  memberId: number,
  periods: Record<MoneyPeriod, Period>,
): Promise<MoneyUsage> {
  return { ...(await playUsage(db, memberId, periods)), ...(await depositUsage(db, memberId, periods)) };
}

/** Whole minutes since the session `sessionId` (a token's hash) signed in; 0 for an unknown session. */
export async function sessionMinutes(db: Database, sessionId: string, now: Date): Promise<number> {
  const [row] = await db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [
    sessionId,
  ]);
  return row ? Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / 60_000)) : 0;
}

export interface LimitsState {
  limits: Limit[];
  coolingOffHours: number;
  moneyMaximum: number;
  sessionMaximumMinutes: number;
}

/**
 * Every slot with its value in force, a change waiting, what is used and when its period resets. Without a session
 * (the operator's view of a member) the session limit's use reads 0.
 */
export async function limitsState(
  db: Database,
  merchant: Merchant,
  member: { id: number; sessionId: string | null },
  now: Date,
): Promise<LimitsState> {
  const rows = await limitRows(db, member.id, ['deposit', 'loss', 'wager', 'session'], false);
  const periods = moneyPeriods(merchant, now);
  const usage = await moneyUsage(db, member.id, periods);
  const minutes = member.sessionId ? await sessionMinutes(db, member.sessionId, now) : 0;
  const limits = LIMIT_SLOTS.map(({ kind, period }): Limit => {
    const { value, pending } = limitAt(
      rows.find((row) => row.kind === kind && row.period === period),
      now,
    );
    const waiting = pending?.next_at ? { value: pending.next_value, appliesAt: pending.next_at.toISOString() } : null;
    if (kind === 'session' || period === 'session') {
      return { kind, period, value, pending: waiting, used: minutes, resetsAt: null };
    }
    return {
      kind,
      period,
      value,
      pending: waiting,
      used: Math.max(0, usage[kind][period]),
      resetsAt: periods[period].end.toISOString(),
    };
  });
  return {
    limits,
    coolingOffHours: merchant.tenant.responsibleGaming.coolingOffHours,
    moneyMaximum: moneyLimitMaximum(merchant),
    sessionMaximumMinutes: SESSION_LIMIT_MAXIMUM_MINUTES,
  };
}

export interface RequestedLimit {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
}

/**
 * Sets each requested slot (rules: limit-rules.ts). Every value is checked before anything is written, and all
 * are written in one transaction under the member's limit rows' locks, so a refusal saves none of them.
 */
export async function setLimits(
  db: Database,
  merchant: Merchant,
  memberId: number,
  requested: readonly RequestedLimit[],
  now: Date,
): Promise<void> {
  const seen = new Set<string>();
  for (const { kind, period, value } of requested) {
    checkRequestedLimit(merchant, kind, period, value);
    const slot = `${kind}:${period}`;
    if (seen.has(slot)) {
      throw new PlatformError(400, 'limit_invalid', `the ${period} ${kind} limit is named twice`, { kind, period });
    }
    seen.add(slot);
  }
  const { coolingOffHours } = merchant.tenant.responsibleGaming;
  await db.transaction(async (tx) => {
    // The member's row first, so two first limits at once (no rows yet to lock) are written one after the other.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const rows = await limitRows(tx, memberId, ['deposit', 'loss', 'wager', 'session'], true);
    for (const { kind, period, value } of requested) {
      const current = limitAt(
        rows.find((row) => row.kind === kind && row.period === period),
        now,
      ).value;
      const next = changedLimit(current, value, now, coolingOffHours);
      if (next.value === null && next.next_at === null) {
        await tx.query('DELETE FROM member_limits WHERE member_id = $1 AND kind = $2 AND period = $3', [
          memberId,
          kind,
          period,
        ]);
        continue;
      }
      await tx.query(
        `INSERT INTO member_limits (member_id, kind, period, value, next_value, next_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (member_id, kind, period)
         DO UPDATE SET value = $4, next_value = $5, next_at = $6, updated_at = $7`,
        [memberId, kind, period, next.value, next.next_value, next.next_at, now],
      );
    }
    // The member's open pages learn their session limit's new end (live-session-limit.ts), after the commit.
    await tx.query('SELECT pg_notify($1, $2)', [LIMITS_CHANNEL, String(memberId)]);
  });
}
