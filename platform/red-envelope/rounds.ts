/**
 * Red envelope rounds (0490_red_envelope.sql): the standing daily round of the tenant file (`redEnvelope`), made on
 * first use of each of the merchant's days, and rounds the operator scheduled. "The current round" is the one
 * running now: a scheduled round before the daily one (an operator's special takes the stage while it runs), the
 * latest start first among several.
 */
import type { RedEnvelopeRound, RedEnvelopeStock } from '../../src/api/calls/red-envelope/red-envelope';
import { periodOf } from '../core/merchant-periods';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

export interface RoundRow {
  id: number;
  round_key: string;
  kind: 'daily' | 'scheduled';
  starts_at: Date;
  ends_at: Date;
  budget: number;
  remaining: number;
  min_amount: number;
  max_amount: number;
  opened_count: number;
}

export const ROUND_COLUMNS =
  'id, round_key, kind, starts_at, ends_at, budget, remaining, min_amount, max_amount, opened_count';

const HOUR_MS = 3_600_000;

/** The standing round of the merchant's day `now` falls in, or null (no `redEnvelope` in the tenant file). */
export function dailyRound(merchant: Merchant, now: Date) {
  const settings = merchant.tenant.redEnvelope;
  if (!settings) return null;
  const day = periodOf('day', now, merchant.tenant.timeZone);
  const dayStart = day.start.getTime();
  return {
    key: `daily:${day.key}`,
    // Hours count from the local midnight; a day shortened by a clock change still ends at its own end.
    start: new Date(dayStart + settings.startHour * HOUR_MS),
    end: new Date(Math.min(dayStart + settings.endHour * HOUR_MS, day.end.getTime())),
    budget: toMinor(settings.budget),
    minAmount: toMinor(settings.minAmount),
    maxAmount: toMinor(settings.maxAmount),
  };
}

/** Under a fifth of the budget left is "few"; less than one envelope's minimum is "none". */
export function stockOf(row: Pick<RoundRow, 'budget' | 'remaining' | 'min_amount'>): RedEnvelopeStock {
  if (row.remaining < row.min_amount) return 'none';
  return row.remaining * 5 < row.budget ? 'few' : 'plenty';
}

export function roundOut(row: RoundRow): RedEnvelopeRound {
  return {
    id: row.id,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    stock: stockOf(row),
  };
}

async function runningRound(db: Database, merchantCode: string, now: Date): Promise<RoundRow | null> {
  const [row] = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM red_envelope_rounds
     WHERE merchant_code = $1 AND ends_at > $2 AND starts_at <= $2
     ORDER BY kind = 'scheduled' DESC, starts_at DESC, id DESC LIMIT 1`,
    [merchantCode, now],
  );
  return row ?? null;
}

/** The round running now at the merchant, making the day's standing round on its first use. */
export async function currentRound(db: Database, merchant: Merchant, now: Date): Promise<RoundRow | null> {
  const running = await runningRound(db, merchant.code, now);
  if (running) return running;
  const daily = dailyRound(merchant, now);
  if (!daily || now < daily.start || now >= daily.end) return null;
  // Only the day's first reader writes; a second process doing the same at once inserts nothing.
  await db.query(
    `INSERT INTO red_envelope_rounds (merchant_code, round_key, kind, starts_at, ends_at, budget, remaining,
       min_amount, max_amount, created_at, created_by)
     VALUES ($1, $2, 'daily', $3, $4, $5, $5, $6, $7, $8, 'tenant') ON CONFLICT (merchant_code, round_key) DO NOTHING`,
    [merchant.code, daily.key, daily.start, daily.end, daily.budget, daily.minAmount, daily.maxAmount, now],
  );
  return runningRound(db, merchant.code, now);
}
