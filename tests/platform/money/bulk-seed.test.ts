// The benchmark volume seed writes rows that satisfy every ledger invariant, so a benchmark measures the real
// query on valid data.
import { expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/check';
import { accountRecord } from '../../../platform/money/account-record';
import { bulkSeedLedger } from '../../../platform/money/bulk-seed';
import { BD, describeLedgerDatabases } from '../ledger/ledger-db';

describeLedgerDatabases('bulk ledger seed', (db) => {
  it('seeds balanced, chained postings once', async () => {
    const now = new Date('2026-11-23T00:00:00Z');
    await bulkSeedLedger(db(), BD, 20_000, now);
    await bulkSeedLedger(db(), BD, 20_000, now);
    const check = await checkLedger(db(), BD.code);
    expect(check).toMatchObject({ ok: true, postings: 20_000 });
    const [player] = await db().query<{ id: number }>("SELECT id FROM members WHERE username = 'bulk00007'");
    const record = await accountRecord(
      db(),
      { memberId: player?.id as number, from: new Date('2026-08-01T00:00:00Z'), to: now },
      1,
      20,
    );
    expect(record.total).toBe(10);
    expect(record.rows[0]).toMatchObject({ kind: 'deposit', amount: 10_000, balance_after: 100_000 });
  }, 120_000);
});
