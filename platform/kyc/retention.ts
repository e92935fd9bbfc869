/**
 * Retention of identity documents: once a submission's decision is older than the merchant's `kyc.retentionDays`,
 * its files are deleted from the upload store and the row is marked; the row itself (who was approved or
 * rejected, when, by whom, why) stays. A daily job runs it; it is idempotent (a second run finds nothing), and a
 * file already gone counts as deleted.
 */
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import type { MerchantRegistry } from '../merchants/merchants';
import type { DocumentStorage, StoredDocument } from './submissions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows one run handles per merchant; the next run takes the rest. */
const BATCH = 500;

/** Deletes the expired documents of every merchant; answers how many submissions it cleared. */
export async function deleteExpiredDocuments(
  db: Database,
  storage: Pick<DocumentStorage, 'uploads'>,
  merchants: MerchantRegistry,
  now: Date,
): Promise<number> {
  let cleared = 0;
  for (const merchant of merchants.all()) {
    const before = new Date(now.getTime() - merchant.tenant.kyc.retentionDays * DAY_MS);
    const rows = await db.query<{ id: number; documents: StoredDocument[] }>(
      `SELECT id, documents FROM kyc_submissions
       WHERE merchant_code = $1 AND decided_at IS NOT NULL AND decided_at < $2 AND documents_deleted_at IS NULL
       ORDER BY decided_at LIMIT ${BATCH}`,
      [merchant.code, before],
    );
    for (const row of rows) {
      // Files first: a crash between the two leaves a row the next run clears again (deleting is idempotent).
      for (const document of row.documents) await storage.uploads.delete(document.key);
      await db.query('UPDATE kyc_submissions SET documents_deleted_at = $2 WHERE id = $1', [row.id, now]);
      cleared += 1;
    }
  }
  return cleared;
}

export function kycRetentionJob(
  db: Database,
  storage: Pick<DocumentStorage, 'uploads'>,
  merchants: MerchantRegistry,
  clock: () => Date,
): JobDefinition {
  return {
    name: 'kyc.retention',
    // Daily at 03:17 UTC, away from the hour marks other jobs use.
    cron: '17 3 * * *',
    policy: 'stately',
    async handler() {
      const cleared = await deleteExpiredDocuments(db, storage, merchants, clock());
      if (cleared) console.log(`[platform] kyc: deleted the documents of ${cleared} decided submissions`);
    },
  };
}
