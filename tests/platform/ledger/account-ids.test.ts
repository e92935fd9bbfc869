// Posting between accounts named by owner (platform/ledger/account-ids.ts) while another transaction is still
// creating one of them: the remembered id names a row this transaction cannot see yet, the posting finds it
// missing, and the retry waits for the creator. A bench:money run answered such transfers with 500 "deadlock
// detected": the missing-account attempt had already locked the accounts it could see, and the creator's own
// posting then waited for those locks while the retry waited for the creator.
import { expect, it, vi } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { postBetween } from '../../../platform/ledger/account-ids';
import { type AccountRef, ensureAccount } from '../../../platform/ledger/accounts';
import { addMember, CURRENCY, describeLedgerDatabases, LEDGER_MERCHANT } from './ledger-db';

const at = new Date('2026-11-26T10:00:00Z');

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Moves `amount` minor units between two accounts named by owner. */
const transfer = (db: Database, from: AccountRef, to: AccountRef, amount: number) =>
  postBetween(db, { from, to }, CURRENCY, at, (ids) => [
    {
      merchantCode: LEDGER_MERCHANT,
      kind: 'vendor_transfer_in',
      postings: [
        { accountId: ids.from, amount: -amount },
        { accountId: ids.to, amount },
      ],
      at,
    },
  ]);

/** A new member's main wallet and PG vendor wallet, and the merchant's cash account. */
async function accountsOf(db: Database, username: string): Promise<Record<'main' | 'vendor' | 'cash', AccountRef>> {
  const memberId = await addMember(db, username);
  return {
    main: { merchantCode: LEDGER_MERCHANT, kind: 'wallet', memberId },
    vendor: { merchantCode: LEDGER_MERCHANT, kind: 'vendor_wallet', memberId, vendor: 'PG' },
    cash: { merchantCode: LEDGER_MERCHANT, kind: 'cash' },
  };
}

const balanceOf = async (db: Database, ref: AccountRef) => (await ensureAccount(db, ref, CURRENCY, at)).balance;

describeLedgerDatabases('ledger account ids', (db, kind) => {
  it('forgets a remembered id whose account was rolled back, and creates the account again', async () => {
    const { main, vendor, cash } = await accountsOf(db(), 'ids_rolled_back');
    await transfer(db(), cash, main, 500);
    // creates the vendor wallet (remembered), then rolls it back
    await expect(
      db().transaction(async (tx) => {
        await transfer(tx, cash, vendor, 100);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await transfer(db(), main, vendor, 200);
    expect(await balanceOf(db(), main)).toBe(300);
    expect(await balanceOf(db(), vendor)).toBe(200);
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite has one connection).
  if (kind === 'postgres')
    it('a transfer to a vendor wallet another transaction is still creating waits for it, and both post', async () => {
      const { main, vendor, cash } = await accountsOf(db(), 'ids_race');
      await transfer(db(), cash, main, 1_000);

      // The creator: makes the vendor wallet (and this process remembers its id), then waits before its own transfer.
      const created = deferred();
      const goOn = deferred();
      const creator = db().transaction(async (tx) => {
        await transfer(tx, cash, vendor, 100);
        created.resolve();
        await goOn.promise;
        await transfer(tx, main, vendor, 50);
      });
      await created.promise;
      // The other: remembers the vendor wallet's id, cannot see its row yet, and must wait for the creator.
      const other = db().transaction((tx) => transfer(tx, main, vendor, 30));
      await vi.waitFor(
        async () => {
          const [row] = await db().query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          expect(row?.waiting).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      goOn.resolve();
      await Promise.all([creator, other]);

      expect(await balanceOf(db(), main)).toBe(1_000 - 50 - 30);
      expect(await balanceOf(db(), vendor)).toBe(100 + 50 + 30);
    });
});
