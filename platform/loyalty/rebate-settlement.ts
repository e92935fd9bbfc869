/**
 * The daily rebate settlement: for a merchant that pays rebates daily (MANPLAYREB3 off), every member who
 * played in a closed merchant-local day is paid up to the end of that day. The job runs hourly and catches up
 * on every closed day of the last week it has not finished (rebate_days), oldest first, so a platform that was
 * down over midnight pays late but pays; paying itself is at most once per bet (rebates.ts).
 */

import { type Period, periodOf, previousPeriod } from '../core/merchant-periods';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import { getFlags } from '../merchants/merchant-state';
import type { Merchant, MerchantRegistry } from '../merchants/merchants';
import { payRebate } from './rebates';

/** Closed days the hourly run looks back over. */
const CATCH_UP_DAYS = 7;

export interface DaySettlement {
  /** Members who played that day. */
  members: number;
  /** Of them, members paid a rebate now (the others earned 0 or were paid already). */
  paid: number;
}

/** The merchant-local day `key` (yyyy-mm-dd) as a period. */
export function merchantDay(merchant: Merchant, key: string): Period {
  // Noon UTC of that date falls on that local date in every zone from UTC-11 to UTC+11: the three merchants'.
  const day = periodOf('day', new Date(`${key}T12:00:00Z`), merchant.tenant.timeZone);
  if (day.key !== key) throw new PlatformError(400, 'bad_request', `no such day ${key}`);
  return day;
}

export async function settleRebateDay(
  db: Database,
  merchant: Merchant,
  day: Period,
  now: Date,
): Promise<DaySettlement> {
  if (day.end > now) throw new PlatformError(409, 'period_not_closed', `the day ${day.key} has not ended yet`);
  const players = await db.query<{ member_id: number }>(
    `SELECT DISTINCT member_id FROM bets
     WHERE merchant_code = $1 AND placed_at >= $2 AND placed_at < $3 AND status = 'settled'`,
    [merchant.code, day.start, day.end],
  );
  let paid = 0;
  for (const { member_id } of players) {
    if (await payRebate(db, merchant, member_id, day.end, 'daily', now)) paid += 1;
  }
  await db.query(
    `INSERT INTO rebate_days (merchant_code, day, settled_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [merchant.code, day.key, now],
  );
  return { members: players.length, paid };
}

/** Whether the merchant pays rebates on claim (MANPLAYREB3) rather than daily. */
export async function paysOnClaim(db: Database, merchant: Merchant): Promise<boolean> {
  return (await getFlags(db, merchant.code)).MANPLAYREB3;
}

/** Every closed day of the last week the merchant has not settled, oldest first. */
async function daysToSettle(db: Database, merchant: Merchant, now: Date): Promise<Period[]> {
  const days: Period[] = [];
  let day = previousPeriod('day', now, merchant.tenant.timeZone);
  for (let count = 0; count < CATCH_UP_DAYS; count += 1) {
    days.unshift(day);
    day = previousPeriod('day', day.start, merchant.tenant.timeZone);
  }
  const done = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM rebate_days WHERE merchant_code = $1 AND day >= $2`,
    [merchant.code, days[0]?.key],
  );
  const settled = new Set(done.map((row) => row.day));
  return days.filter((period) => !settled.has(period.key));
}

/** The hourly job: every daily-rebate merchant's unsettled closed days. */
export function rebateSettlementJob(db: Database, merchants: MerchantRegistry, clock: () => Date): JobDefinition {
  return {
    name: 'rebates.daily',
    cron: '10 * * * *',
    async handler() {
      for (const merchant of merchants.all()) {
        if (await paysOnClaim(db, merchant)) continue;
        for (const day of await daysToSettle(db, merchant, clock())) await settleRebateDay(db, merchant, day, clock());
      }
    },
  };
}
