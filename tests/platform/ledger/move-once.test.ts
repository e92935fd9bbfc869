// A movement under an idempotency key in one statement (ledger/move-once.ts): the key's claim, the posting and the
// stored answer together. The same guarantees as once() in its transaction, on PGlite and PostgreSQL (where the
// concurrent calls really race on a pool of connections).
import { expect, it, vi } from 'vitest';
import { PlatformError } from '../../../platform/core/platform-error';
import type { Database } from '../../../platform/db/database';
import { postBetween } from '../../../platform/ledger/account-ids';
import { type AccountRef, ensureAccount } from '../../../platform/ledger/accounts';
import { checkLedger } from '../../../platform/ledger/check';
import { IdempotencyKeyReusedError, once } from '../../../platform/ledger/idempotency';
import { moveOnce } from '../../../platform/ledger/move-once';
import { insufficientBalance } from '../../../platform/ledger/movements';
import { postTransaction } from '../../../platform/ledger/post';
import { POST_ONCE_BATCH_SQL } from '../../../platform/ledger/post-once-batch-statement';
import { addMember, BD, describeLedgerDatabases } from './ledger-db';

const at = new Date('2026-12-06T10:00:00Z');
let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** A new BD member with `funds` in the main wallet; their main and vendor wallets by owner. */
async function player(db: Database, funds: number) {
  const memberId = await addMember(db, `once${next()}`, { merchantCode: BD.code });
  const accounts: Record<'main' | 'vendor', AccountRef> = {
    main: { merchantCode: BD.code, kind: 'wallet', memberId },
    vendor: { merchantCode: BD.code, kind: 'vendor_wallet', memberId, vendor: 'PG' },
  };
  const main = await ensureAccount(db, accounts.main, BD.tenant.currency, at);
  if (funds > 0) {
    const cash = await ensureAccount(db, { merchantCode: BD.code, kind: 'cash' }, BD.tenant.currency, at);
    await postTransaction(db, {
      merchantCode: BD.code,
      kind: 'adjustment',
      postings: [
        { accountId: cash.id, amount: -funds },
        { accountId: main.id, amount: funds },
      ],
      at,
    });
  }
  return { memberId, accounts };
}

type Player = Awaited<ReturnType<typeof player>>;

/** main → vendor wallet under `key`, as the wallet transfer call moves it. */
const transfer = (db: Database, { memberId, accounts }: Player, key: string, amount: number) =>
  moveOnce(
    db,
    BD,
    { scope: `member:${memberId}`, key, call: '/transfer', request: { vendor: 'PG', amount }, now: at },
    accounts,
    ({ main, vendor }) => [
      {
        merchantCode: BD.code,
        kind: 'vendor_transfer_in',
        memberId,
        reference: 'vendor:PG',
        from: main,
        to: vendor,
        amount,
        at,
      },
    ],
    ['main', 'vendor'],
    insufficientBalance('too little'),
  );

const balances = async (db: Database, memberId: number) =>
  Object.fromEntries(
    (
      await db.query<{ kind: string; balance: number }>(
        'SELECT kind, balance FROM ledger_accounts WHERE member_id = $1',
        [memberId],
      )
    ).map((row) => [row.kind === 'wallet' ? 'main' : 'vendor', row.balance]),
  );

const keyRow = async (db: Database, memberId: number, key: string) =>
  (
    await db.query<{ answer: unknown }>('SELECT answer FROM idempotency_keys WHERE scope = $1 AND key = $2', [
      `member:${memberId}`,
      key,
    ])
  )[0];

describeLedgerDatabases('a movement under its key in one statement', (db) => {
  it('moves once, answers both balances and stores that answer; a retry gets it and moves nothing', async () => {
    const p = await player(db(), 1_000);
    const key = `first-${next()}-abcdef`;
    const first = await transfer(db(), p, key, 300);
    expect(first).toEqual({ main: 700, vendor: 300 });
    expect((await keyRow(db(), p.memberId, key))?.answer).toEqual(first);
    expect(await transfer(db(), p, key, 300)).toEqual(first);
    expect(await balances(db(), p.memberId)).toEqual({ main: 700, vendor: 300 });
  });

  it('concurrent retries of one request move the money once and all get the first answer', async () => {
    const p = await player(db(), 1_000);
    const key = `race-${next()}-abcdef`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => transfer(db(), p, key, 250)));
    for (const answer of answers) expect(answer).toEqual({ main: 750, vendor: 250 });
    expect(await balances(db(), p.memberId)).toEqual({ main: 750, vendor: 250 });
  });

  it('the same key with another request is refused and moves nothing', async () => {
    const p = await player(db(), 1_000);
    const key = `reuse-${next()}-abcdef`;
    await transfer(db(), p, key, 100);
    await expect(transfer(db(), p, key, 101)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    // Also when the two race.
    const raced = `reuse-race-${next()}-abcdef`;
    const results = await Promise.allSettled([transfer(db(), p, raced, 10), transfer(db(), p, raced, 11)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(IdempotencyKeyReusedError);
    const moved = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ vendor: number }>;
    expect((await balances(db(), p.memberId)).vendor).toBe(moved.value.vendor);
  });

  it('a refused movement stores no key: the same key works once the money is there', async () => {
    const p = await player(db(), 100);
    const key = `short-${next()}-abcdef`;
    const refusal = await transfer(db(), p, key, 500).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PlatformError);
    expect((refusal as PlatformError).code).toBe('insufficient_balance');
    expect(await keyRow(db(), p.memberId, key)).toBeUndefined();
    const main = await ensureAccount(db(), p.accounts.main, BD.tenant.currency, at);
    const cash = await ensureAccount(db(), { merchantCode: BD.code, kind: 'cash' }, BD.tenant.currency, at);
    await postTransaction(db(), {
      merchantCode: BD.code,
      kind: 'adjustment',
      postings: [
        { accountId: cash.id, amount: -400 },
        { accountId: main.id, amount: 400 },
      ],
      at,
    });
    expect(await transfer(db(), p, key, 500)).toEqual({ main: 0, vendor: 500 });
  });

  it('many keys at once never overdraw: 40 transfers of 100 for a balance of 1,500', async () => {
    const p = await player(db(), 1_500);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => transfer(db(), p, `many-${next()}-${i}-abcdef`, 100)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as PlatformError).code).toBe('insufficient_balance');
    }
    expect(await balances(db(), p.memberId)).toEqual({ main: 0, vendor: 1_500 });
    const check = await checkLedger(db(), BD.code);
    for (const found of [
      check.unbalancedTransactions,
      check.driftedAccounts,
      check.negativeAccounts,
      check.brokenBalanceChains,
    ]) {
      expect(found).toEqual([]);
    }
  });

  it("answers a key once() stored for the same request, and once() answers this path's key", async () => {
    const p = await player(db(), 1_000);
    const request = { vendor: 'PG', amount: 5 };
    const scope = `member:${p.memberId}`;
    const earlier = `earlier-${next()}-abcdef`;
    await once(db(), { scope, key: earlier, call: '/transfer', request, now: at }, async () => ({
      main: 1,
      vendor: 2,
    }));
    expect(await transfer(db(), p, earlier, 5)).toEqual({ main: 1, vendor: 2 });
    const later = `later-${next()}-abcdef`;
    const answer = await transfer(db(), p, later, 5);
    const again = await once(db(), { scope, key: later, call: '/transfer', request, now: at }, async () => ({
      moved: true,
    }));
    expect(again).toEqual(answer);
  });
});

describeLedgerDatabases('keyed movements of one turn in one statement (group commit)', (db) => {
  it('answers each request of many players with its own outcome, in one statement', async () => {
    const rich = await Promise.all(Array.from({ length: 5 }, () => player(db(), 1_000)));
    const poor = await player(db(), 50);
    const retried = await player(db(), 1_000);
    const doneKey = `done-${next()}-abcdef`;
    const done = await transfer(db(), retried, doneKey, 40);
    // The accounts' ids remembered first (ledger/account-ids.ts), as a warm process has them: every transfer below
    // then reaches the posting in the same turn of the event loop. Unremembered, each looks its ids up first, and on
    // PostgreSQL those answers come back over the pool's connections in different turns, so a quiet machine left
    // each request alone in its turn.
    for (const p of [...rich, poor]) {
      await postBetween(
        db(),
        p.accounts,
        BD.tenant.currency,
        at,
        () => [],
        async () => [],
      );
    }
    const batch = vi.spyOn(db(), 'query');
    const keys = rich.map((_, i) => `turn-${next()}-${i}-abcdef`);
    const results = await Promise.allSettled([
      ...rich.map((p, i) => transfer(db(), p, keys[i] as string, 100 * (i + 1))),
      transfer(db(), poor, `poor-${next()}-abcdef`, 60),
      transfer(db(), retried, doneKey, 40),
      // the same player again with another key in the same turn: a batch of its own, after the first
      transfer(db(), rich[0] as Player, `again-${next()}-abcdef`, 1),
    ]);
    expect(batch.mock.calls.filter(([sql]) => sql === POST_ONCE_BATCH_SQL).length).toBeGreaterThanOrEqual(1);
    const values = results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as PlatformError).code));
    expect(values.slice(1, 5)).toEqual(
      rich.slice(1).map((_, i) => ({ main: 900 - 100 * (i + 1), vendor: 100 * (i + 2) })),
    );
    expect(values[5]).toBe('insufficient_balance');
    expect(values[6]).toEqual(done);
    // rich[0]'s two transfers ran in either order, each answered with the balances right after it.
    const firstTwo = [values[0], values[7]].map((value) => (value as { vendor: number }).vendor).sort();
    expect([
      [100, 101],
      [1, 101],
    ]).toContainEqual(firstTwo);
    expect(await balances(db(), (rich[0] as Player).memberId)).toEqual({ main: 899, vendor: 101 });
    for (const [i, p] of rich.slice(1).entries()) {
      expect(await balances(db(), p.memberId)).toEqual({ main: 1_000 - 100 * (i + 2), vendor: 100 * (i + 2) });
      expect((await keyRow(db(), p.memberId, keys[i + 1] as string))?.answer).toEqual(values[i + 1]);
    }
    expect(await balances(db(), poor.memberId)).toEqual({ main: 50, vendor: 0 });
    expect(await balances(db(), retried.memberId)).toEqual({ main: 960, vendor: 40 });
    const check = await checkLedger(db(), BD.code);
    for (const found of [
      check.unbalancedTransactions,
      check.driftedAccounts,
      check.negativeAccounts,
      check.brokenBalanceChains,
    ]) {
      expect(found).toEqual([]);
    }
  });
});
