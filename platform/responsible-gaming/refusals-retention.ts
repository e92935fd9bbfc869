/**
 * Retention of the limit refusals kept for the operator's list of players who hit their limits often: a daily job
 * deletes the rows older than REFUSALS_KEPT_DAYS, a merchant at a time and a batch at a time (the merchant-and-time
 * index finds them). The list reads the last REFUSAL_WINDOW_HOURS only; a month more lets support look back at a
 * pattern a player asks about. Idempotent: a second run finds nothing.
 */
import { REFUSAL_WINDOW_HOURS } from '../../src/api/calls/responsible-gaming/admin-limit-refusals';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import type { MerchantRegistry } from '../merchants/merchants';

export const REFUSALS_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows one statement deletes: short transactions beside the refusals being written. */
const BATCH = 5000;

/** The oldest refusal kept at `now`: never inside the operator's list's window. */
export function refusalsKeptSince(now: Date): Date {
  const keptMs = Math.max(REFUSALS_KEPT_DAYS * DAY_MS, REFUSAL_WINDOW_HOURS * 3_600_000);
  return new Date(now.getTime() - keptMs);
}

/** Deletes every merchant's refusals older than what is kept; answers how many rows went. */
export async function deleteOldRefusals(db: Database, merchants: MerchantRegistry, now: Date): Promise<number> {
  const before = refusalsKeptSince(now);
  let deleted = 0;
  for (const merchant of merchants.all()) {
    for (;;) {
      const rows = await db.query(
        `DELETE FROM limit_refusals WHERE id IN (
           SELECT id FROM limit_refusals WHERE merchant_code = $1 AND refused_at < $2 LIMIT ${BATCH}
         ) RETURNING id`,
        [merchant.code, before],
      );
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return deleted;
}

export function refusalsRetentionJob(db: Database, merchants: MerchantRegistry, clock: () => Date): JobDefinition {
  return {
    name: 'responsible-gaming.refusals-retention',
    // Daily at 03:41 UTC, away from the hour marks and from kyc.retention (03:17).
    cron: '41 3 * * *',
    policy: 'stately',
    async handler() {
      const deleted = await deleteOldRefusals(db, merchants, clock());
      if (deleted) console.log(`[platform] responsible-gaming: deleted ${deleted} limit refusals past their keeping`);
    },
  };
}
