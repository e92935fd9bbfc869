// The ledger below the HTTP layer: postings, balances that never go negative (also under concurrency),
// idempotent movements and the invariant check, on PGlite and PostgreSQL.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { ensureAccount, type LedgerAccount } from '../../../platform/ledger/accounts';
import { checkLedger, type LedgerCheck } from '../../../platform/ledger/check';
import { IdempotencyKeyReusedError, once } from '../../../platform/ledger/idempotency';
import type { MovementKind } from '../../../platform/ledger/movement-kinds';
import { InsufficientFundsError, postTransaction, UnbalancedTransactionError } from '../../../platform/ledger/post';
import { addMember, CURRENCY, describeLedgerDatabases, LEDGER_MERCHANT } from './ledger-db';

const at = new Date('2026-11-23T10:00:00Z');
let serial = 0;
/** A username no other test of this run uses. */
const nextName = (prefix: string) => {
  serial += 1;
  return `${prefix}${serial}`;
};

/** A new member's empty wallet. */
async function newWallet(db: Database): Promise<LedgerAccount> {
  const memberId = await addMember(db, nextName('ledger'));
  return ensureAccount(db, { merchantCode: LEDGER_MERCHANT, kind: 'wallet', memberId }, CURRENCY, at);
}

const cash = (db: Database) => ensureAccount(db, { merchantCode: LEDGER_MERCHANT, kind: 'cash' }, CURRENCY, at);

/** Moves `amount` minor units from one account to another. */
const move = (db: Database, from: number, to: number, amount: number, kind: MovementKind = 'adjustment') =>
  postTransaction(db, {
    merchantCode: LEDGER_MERCHANT,
    kind,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
    at,
  });

/**
 * The ledger's own invariants. This file posts bare movements with no business record behind them, which the
 * check's reconciliation rightly reports (reconcile.test.ts covers that part).
 */
const invariantsHold = (check: LedgerCheck) =>
  [check.unbalancedTransactions, check.driftedAccounts, check.negativeAccounts, check.brokenBalanceChains].every(
    (found) => found.length === 0,
  );

const balanceOf = async (db: Database, id: number) =>
  (await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1', [id]))[0]?.balance;

describeLedgerDatabases('ledger', (db) => {
  it('creates an account once and finds it again', async () => {
    const memberId = await addMember(db(), nextName('once'));
    const ref = { merchantCode: LEDGER_MERCHANT, kind: 'wallet', memberId } as const;
    const first = await ensureAccount(db(), ref, CURRENCY, at);
    const again = await ensureAccount(db(), ref, CURRENCY, at);
    expect(again.id).toBe(first.id);
    expect(first.balance).toBe(0);
    await expect(ensureAccount(db(), ref, 'PKR', at)).rejects.toThrow(/is in BDT/);
  });

  it('credits and debits, recording the balance after each posting', async () => {
    const wallet = await newWallet(db());
    const operator = await cash(db());
    const deposit = await move(db(), operator.id, wallet.id, 50_000, 'deposit');
    expect(deposit.balances.get(wallet.id)).toBe(50_000);
    await move(db(), wallet.id, operator.id, 12_345, 'withdrawal');
    expect(await balanceOf(db(), wallet.id)).toBe(37_655);
    const chain = await db().query<{ amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM ledger_postings WHERE account_id = $1 ORDER BY id',
      [wallet.id],
    );
    expect(chain).toEqual([
      { amount: 50_000, balance_after: 50_000 },
      { amount: -12_345, balance_after: 37_655 },
    ]);
  });

  it('refuses a debit below zero and posts nothing', async () => {
    const wallet = await newWallet(db());
    const other = await newWallet(db());
    const operator = await cash(db());
    await move(db(), operator.id, wallet.id, 1_000);
    const before = await checkLedger(db(), LEDGER_MERCHANT);
    await expect(move(db(), wallet.id, other.id, 1_001)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(db(), wallet.id)).toBe(1_000);
    expect(await balanceOf(db(), other.id)).toBe(0);
    expect((await checkLedger(db(), LEDGER_MERCHANT)).transactions).toBe(before.transactions);
  });

  it('refuses postings that do not balance, fractions, and an account posted twice', async () => {
    const a = await newWallet(db());
    const b = await newWallet(db());
    const operator = await cash(db());
    const post = (postings: { accountId: number; amount: number }[]) =>
      postTransaction(db(), { merchantCode: LEDGER_MERCHANT, kind: 'adjustment', postings, at });
    await expect(
      post([
        { accountId: operator.id, amount: -5 },
        { accountId: a.id, amount: 4 },
      ]),
    ).rejects.toThrow(UnbalancedTransactionError);
    await expect(
      post([
        { accountId: operator.id, amount: -0.5 },
        { accountId: a.id, amount: 0.5 },
      ]),
    ).rejects.toThrow(UnbalancedTransactionError);
    await expect(
      post([
        { accountId: operator.id, amount: -2 },
        { accountId: a.id, amount: 1 },
        { accountId: a.id, amount: 1 },
      ]),
    ).rejects.toThrow(UnbalancedTransactionError);
    await expect(
      post([
        { accountId: b.id, amount: 0 },
        { accountId: a.id, amount: 0 },
      ]),
    ).rejects.toThrow(UnbalancedTransactionError);
  });

  it('a retried idempotent movement returns the first answer and moves money once', async () => {
    const wallet = await newWallet(db());
    const operator = await cash(db());
    const request = { scope: `member:${wallet.memberId}`, key: `dep-${serial}-abcdef`, call: '/deposit', now: at };
    const run = () =>
      once(db(), { ...request, request: { amount: 700 } }, async (tx) => {
        const posted = await move(tx, operator.id, wallet.id, 700, 'deposit');
        return { transactionId: posted.transactionId, balance: posted.balances.get(wallet.id) };
      });
    const first = await run();
    const retried = await Promise.all([run(), run(), run()]);
    for (const answer of retried) expect(answer).toEqual(first);
    expect(await balanceOf(db(), wallet.id)).toBe(700);
    await expect(
      once(db(), { ...request, request: { amount: 701 } }, async () => ({ moved: true })),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('a failed idempotent movement frees its key for the next try', async () => {
    const wallet = await newWallet(db());
    const other = await newWallet(db());
    const request = { scope: `member:${wallet.memberId}`, key: `tr-${serial}-abcdef`, call: '/transfer', now: at };
    const transfer = () =>
      once(db(), { ...request, request: { to: other.id, amount: 50 } }, (tx) => move(tx, wallet.id, other.id, 50));
    await expect(transfer()).rejects.toBeInstanceOf(InsufficientFundsError);
    await move(db(), (await cash(db())).id, wallet.id, 50);
    await expect(transfer()).resolves.toBeTruthy();
    expect(await balanceOf(db(), other.id)).toBe(50);
  });

  it('concurrent debits never overdraw: 200 debits for a balance of 80', async () => {
    // PostgreSQL runs them on a pool of connections, twenty times over (each debit meets others on the wallet's
    // row); PGlite queues them, which still exercises the check.
    const debits = 200;
    const affordable = 80;
    const wallet = await newWallet(db());
    const house = await ensureAccount(db(), { merchantCode: LEDGER_MERCHANT, kind: 'game_house' }, CURRENCY, at);
    await move(db(), (await cash(db())).id, wallet.id, affordable * 100);
    const results = await Promise.allSettled(
      Array.from({ length: debits }, () => move(db(), wallet.id, house.id, 100, 'bet')),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && r.reason instanceof InsufficientFundsError).length;
    expect(succeeded).toBe(affordable);
    expect(refused).toBe(debits - affordable);
    expect(await balanceOf(db(), wallet.id)).toBe(0);
    expect(invariantsHold(await checkLedger(db(), LEDGER_MERCHANT))).toBe(true);
  });

  it('random sequences of movements keep every invariant', async () => {
    const accounts = [await newWallet(db()), await newWallet(db()), await newWallet(db()), await newWallet(db())];
    const operator = await cash(db());
    const ids = [operator.id, ...accounts.map((a) => a.id)];
    const step = fc.record({
      from: fc.integer({ min: 0, max: ids.length - 1 }),
      to: fc.integer({ min: 0, max: ids.length - 1 }),
      amount: fc.integer({ min: 1, max: 5_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { from, to, amount } of steps) {
          if (from === to) continue;
          const before = await balanceOf(db(), ids[from] as number);
          try {
            await move(db(), ids[from] as number, ids[to] as number, amount);
            expect(from === 0 || (before as number) >= amount).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientFundsError);
            expect(from).not.toBe(0);
            expect(before as number).toBeLessThan(amount);
          }
        }
        // The invariants once per sequence (they read every posting): a movement that breaks one leaves it broken
        // for this check, as no movement repairs another's postings.
        expect(invariantsHold(await checkLedger(db(), LEDGER_MERCHANT))).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('the check finds a tampered balance and an unbalanced transaction', async () => {
    const wallet = await newWallet(db());
    await move(db(), (await cash(db())).id, wallet.id, 900);
    await db().query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [wallet.id]);
    const posting = (
      await db().query<{ id: number; transaction_id: number }>(
        'SELECT id, transaction_id FROM ledger_postings WHERE account_id = $1',
        [wallet.id],
      )
    )[0] as { id: number; transaction_id: number };
    await db().query(
      'UPDATE ledger_postings SET amount = amount + 5, balance_after = balance_after + 5 WHERE id = $1',
      [posting.id],
    );
    const check = await checkLedger(db(), LEDGER_MERCHANT);
    expect(check.ok).toBe(false);
    expect(check.unbalancedTransactions).toContain(posting.transaction_id);
    expect(check.driftedAccounts).toContain(wallet.id);
    // Put it back so later tests in this block see a clean ledger.
    await db().query(
      'UPDATE ledger_postings SET amount = amount - 5, balance_after = balance_after - 5 WHERE id = $1',
      [posting.id],
    );
    await db().query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [wallet.id]);
    expect(invariantsHold(await checkLedger(db(), LEDGER_MERCHANT))).toBe(true);
  });
});
