/**
 * A member's time-out or self-exclusion (migration 0625): taking one, reading it, and the operator's extension.
 * Nothing here ends a break early: the row is replaced only once its end has passed, and the operator's call moves
 * the end later only.
 */
import {
  breakForfeitsBonuses,
  type Exclusion,
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionEnd,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '../../src/api/calls/responsible-gaming/exclusion';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { type Forfeited, forfeitPendingBonuses } from '../promotions';
import { verifyPassword } from '../security/passwords';

interface ExclusionRow {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  starts_at: Date;
  ends_at: Date;
}

const exclusionOut = (row: ExclusionRow): Exclusion => ({
  kind: row.kind,
  period: row.period,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

/** The periods of each kind the merchant offers (tenant file `responsibleGaming`). */
export function periodsOf(merchant: Merchant): Record<ExclusionKind, readonly ExclusionPeriod[]> {
  const settings = merchant.tenant.responsibleGaming;
  return { 'time-out': settings.timeOutPeriods, 'self-exclusion': settings.selfExclusionPeriods };
}

/** Whether `period` is of `kind` at all (a time-out of 5 years is not). */
const periodOfKind = (kind: ExclusionKind, period: ExclusionPeriod): boolean =>
  (kind === 'time-out' ? (TIME_OUT_PERIODS as readonly string[]) : SELF_EXCLUSION_PERIODS).includes(period);

/** Throws in_incorrect_password unless `password` is the member's sign-in password (the break's confirmation). */
export async function confirmPassword(db: Database, memberId: number, password: string): Promise<void> {
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new PlatformError(400, 'in_incorrect_password', 'Wrong account or password');
  }
}

/** The member's running break, or null (one that ended is history). */
export async function currentExclusion(db: Database, memberId: number, now: Date): Promise<Exclusion | null> {
  const [row] = await db.query<ExclusionRow>(
    'SELECT kind, period, starts_at, ends_at FROM member_exclusions WHERE member_id = $1 AND ends_at > $2',
    [memberId, now],
  );
  return row ? exclusionOut(row) : null;
}

/** Withdrawals the operator or the player still has to settle (money/withdrawals.ts statuses). */
const OPEN_WITHDRAWAL_SQL = `SELECT 1 FROM withdrawals
  WHERE member_id = $1 AND status IN ('pending', 'confirmed', 'not_received') LIMIT 1`;

/**
 * Starts a break of `period` now and, where the merchant says so, forfeits the member's pending bonuses in the same
 * transaction (promotions' forfeitPendingBonuses). Refused, with nothing written or forfeited: a period the merchant
 * does not offer for `kind` (exclusion_period_unknown), a break already running (exclusion_active: it is neither
 * shortened nor replaced by the player, and a replayed request is refused so), an open withdrawal
 * (exclusion_withdrawal_pending). The member's row is locked for the checks and the writes, so two requests at once
 * start one break and forfeit once.
 */
export async function takeExclusion(
  db: Database,
  merchant: Merchant,
  memberId: number,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  now: Date,
): Promise<Exclusion & { forfeited: Forfeited | null }> {
  if (!periodOfKind(kind, period) || !periodsOf(merchant)[kind].includes(period)) {
    throw new PlatformError(400, 'exclusion_period_unknown', `no ${kind} of ${period} at ${merchant.code}`);
  }
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    if (await currentExclusion(tx, memberId, now)) {
      throw new PlatformError(409, 'exclusion_active', 'a break is already running');
    }
    if ((await tx.query(OPEN_WITHDRAWAL_SQL, [memberId])).length > 0) {
      throw new PlatformError(409, 'exclusion_withdrawal_pending', 'a withdrawal is still open');
    }
    const [row] = await tx.query<ExclusionRow>(
      `INSERT INTO member_exclusions (member_id, kind, period, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE SET kind = $2, period = $3, starts_at = $4, ends_at = $5, extended_at = NULL
       RETURNING kind, period, starts_at, ends_at`,
      [memberId, kind, period, now, exclusionEnd(now, period)],
    );
    if (!row) throw new Error('the break was not written');
    const forfeited = breakForfeitsBonuses(merchant.tenant.responsibleGaming.forfeitBonuses, kind)
      ? await forfeitPendingBonuses(tx, merchant, memberId, kind, now)
      : null;
    return { ...exclusionOut(row), forfeited };
  });
}

/**
 * The operator's only change to a running break: a later end (exclusion_not_longer otherwise; not_found without a
 * running break or member). Answers the break before and after, and whose it is, for the audit log.
 */
export async function extendExclusion(
  db: Database,
  merchant: Merchant,
  username: string,
  endsAt: Date,
  now: Date,
): Promise<{ memberId: number; before: Exclusion; after: Exclusion }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<ExclusionRow & { member_id: number }>(
      `SELECT e.member_id, e.kind, e.period, e.starts_at, e.ends_at FROM member_exclusions e
         JOIN members m ON m.id = e.member_id
        WHERE m.merchant_code = $1 AND lower(m.username) = lower($2) AND e.ends_at > $3
        FOR UPDATE OF e`,
      [merchant.code, username, now],
    );
    if (!current) throw new PlatformError(404, 'not_found', `no running break of ${username}`);
    if (endsAt <= current.ends_at) {
      throw new PlatformError(409, 'exclusion_not_longer', 'the new end is not later than the current end');
    }
    await tx.query('UPDATE member_exclusions SET ends_at = $2, extended_at = $3 WHERE member_id = $1', [
      current.member_id,
      endsAt,
      now,
    ]);
    return {
      memberId: current.member_id,
      before: exclusionOut(current),
      after: exclusionOut({ ...current, ends_at: endsAt }),
    };
  });
}
