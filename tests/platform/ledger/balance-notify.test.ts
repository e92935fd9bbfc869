// Notifications of committed work (Database.notifyAfterCommit) and the live balance they carry, on both databases:
// a transaction's notifications are sent once it commits, in the order it asked for them, a rolled-back one's
// never, and outside a transaction they go at once; a posting that changes a member's main wallet notifies its
// balance after the posting and its transaction, only once that posting has committed.
import { expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { ensureAccount } from '../../../platform/ledger/accounts';
import { BALANCE_CHANNEL, type BalanceChange } from '../../../platform/ledger/balance-channel';
import { postTransaction } from '../../../platform/ledger/post';
import { addMember, CURRENCY, describeLedgerDatabases, LEDGER_MERCHANT } from './ledger-db';

const CHANNEL = 'after_commit_test';
const at = new Date('2026-11-23T10:00:00Z');

/** What `channel` hears, and a wait for its `count`th payload. */
async function hear(db: Database, channel: string) {
  const heard: string[] = [];
  let wake = () => {};
  const stop = await db.listen(channel, (payload) => {
    heard.push(payload);
    wake();
  });
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      wake = () => {
        if (heard.length >= count) resolve();
      };
      wake();
    });
  return { heard, until, stop };
}

describeLedgerDatabases('notifications after commit', (db) => {
  it("sends a committed transaction's notifications in order, a rolled-back one's never, and others at once", async () => {
    const channel = await hear(db(), CHANNEL);
    await expect(
      db().transaction(async (tx) => {
        tx.notifyAfterCommit(CHANNEL, 'rolled back');
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    await db().transaction(async (tx) => {
      tx.notifyAfterCommit(CHANNEL, 'first');
      await tx.query('SELECT 1');
      tx.notifyAfterCommit(CHANNEL, 'second');
    });
    db().notifyAfterCommit(CHANNEL, 'third');
    await channel.until(3);
    expect(channel.heard).toEqual(['first', 'second', 'third']);
    await channel.stop();
  });

  it("notifies a member wallet's balance and transaction once the posting has committed, not when it rolls back", async () => {
    const memberId = await addMember(db(), `notify${Math.floor(Math.random() * 1e9)}`);
    const wallet = await ensureAccount(db(), { merchantCode: LEDGER_MERCHANT, kind: 'wallet', memberId }, CURRENCY, at);
    const cash = await ensureAccount(db(), { merchantCode: LEDGER_MERCHANT, kind: 'cash' }, CURRENCY, at);
    const pay = (target: Database, amount: number) =>
      postTransaction(target, {
        merchantCode: LEDGER_MERCHANT,
        kind: 'adjustment',
        postings: [
          { accountId: cash.id, amount: -amount },
          { accountId: wallet.id, amount },
        ],
        at,
      });
    const balances = await hear(db(), BALANCE_CHANNEL);
    await expect(
      db().transaction(async (tx) => {
        await pay(tx, 700);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    const first = await db().transaction((tx) => pay(tx, 500));
    const second = await pay(db(), 250);
    await balances.until(2);
    const mine = balances.heard
      .map((payload) => JSON.parse(payload) as BalanceChange)
      .filter((change) => change.memberId === memberId);
    expect(mine).toEqual([
      { memberId, balance: 500, transactionId: first.transactionId },
      { memberId, balance: 750, transactionId: second.transactionId },
    ]);
    expect(second.transactionId).toBeGreaterThan(first.transactionId);
    await balances.stop();
  });
});
