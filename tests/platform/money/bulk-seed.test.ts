// The benchmark volume seed writes rows that satisfy every ledger invariant, so a benchmark measures the real
// query on valid data.
import { expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/check';
import { accountRecord } from '../../../platform/money/account-record';
import { bulkSeedLedger } from '../../../platform/money/bulk-seed';
import { BD, describeLedgerDatabases } from '../ledger/ledger-db';

// 6,000 postings: three deposits for each of the 1,000 bulk players, so every balance-after chain has links after
// its first (a benchmark asks for millions; the rows are made by the same statements whatever the number).
const POSTINGS = 6_000;

describeLedgerDatabases('bulk ledger seed', (db) => {
  it('seeds balanced, chained postings once', async () => {
    const now = new Date('2026-11-23T00:00:00Z');
    await bulkSeedLedger(db(), BD, POSTINGS, now);
    await bulkSeedLedger(db(), BD, POSTINGS, now);
    const check = await checkLedger(db(), BD.code);
    expect(check).toMatchObject({ ok: true, postings: POSTINGS });
    const [player] = await db().query<{ id: number }>("SELECT id FROM members WHERE username = 'bulk00007'");
    const record = await accountRecord(
      db(),
      { memberId: player?.id as number, from: new Date('2026-08-01T00:00:00Z'), to: now },
      1,
      20,
    );
    expect(record.total).toBe(3);
    expect(record.rows[0]).toMatchObject({ kind: 'deposit', amount: 10_000, balance_after: 30_000 });
    expect(record.rows[2]).toMatchObject({ kind: 'deposit', amount: 10_000, balance_after: 10_000 });
  });
});
