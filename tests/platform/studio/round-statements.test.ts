// @vitest-environment node
/**
 * The database round trips of the money hot paths on PostgreSQL, counted at the driver (every
 * `pg.Client#query`, BEGIN and COMMIT included): a studio round (slot spin, dice roll) and a wallet transfer,
 * each a warm call (the accounts and seed pairs exist). Under load every round trip is a wait on the
 * connection and a context switch on the server, so these are budgets: a change that adds statements to a hot
 * path fails here and has to say why. (PGlite runs in-process, where a statement costs no round trip.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../platform/app';
import { NOTIFY_BATCH_SQL } from '../../../platform/db/after-commit-notifier';
import { walletTransferCall } from '../../../src/api/calls/money/wallets';
import { STUDIO_VENDOR } from '../../../src/api/calls/studio/games';
import { diceRollCall, slotSpinCall } from '../../../src/api/calls/studio/play';
import { createPostgresDatabase, postgresSkipReason, TestPlatform, testOptions } from '../harness';
import { fundedPlayer, key } from './studio-players';

/** Statements per warm call; see the note in each path's module for what they are. */
const BUDGET = { losingRound: 2, winningRound: 2, walletTransfer: 2 };

/** Reads of per-process caches that refresh once a second (merchant state, the vendor list): not per call. */
const CACHE_REFRESH = /FROM (merchant_state|game_vendor)\b/;

/**
 * The live notifications of committed work go after the call's COMMIT, unawaited and batched across calls (one
 * statement for every commit queued meanwhile, platform/db/after-commit-notifier.ts): off the call's path, so they
 * are not in its budget (tests/platform/ledger/balance-notify.test.ts checks when and what they send).
 */
const NOTIFY_BATCH = NOTIFY_BATCH_SQL.replace(/\s+/g, ' ');

/**
 * Runs `call` and returns what it answered and the statements the platform sent meanwhile (nothing else runs),
 * cache refreshes and notification batches left out.
 */
async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    const text = (typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ');
    if (text !== NOTIFY_BATCH && !CACHE_REFRESH.test(text)) statements.push(text.slice(0, 70));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { answer: await call(), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

const suite = postgresSkipReason ? describe.skip : describe;

suite(`money hot paths: statements per call [PostgreSQL]${postgresSkipReason ? ` skipped: ${postgresSkipReason}` : ''}`, () => {
  let platform: TestPlatform;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    // the run's seeded database (tests/support/database-templates.ts), as a first start leaves it
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_TEMPLATE);
    platform = new TestPlatform(await createPlatform(testOptions({ databaseUrl: database.url })), 'postgres');
  });
  afterAll(async () => {
    await platform?.platform.close();
    await database?.drop();
  });

  it('a studio round (win or loss) and a wallet transfer stay within their statement budgets', async () => {
    const p = platform;
    // The transfer-wallet merchant: a transfer into a vendor wallet; the rounds play from the main wallet.
    const merchant = 'INDUS_PK';
    const player = await fundedPlayer(p, 10_000_000, merchant);
    const transfer = () =>
      p.call(walletTransferCall, {
        token: player.token,
        merchant,
        body: { vendor: STUDIO_VENDOR, direction: 'in', amount: 1_000_000, idempotencyKey: key() },
      });
    await transfer();
    const warm = await counted(transfer);
    expect(warm.answer.status, JSON.stringify(warm.answer.json)).toBe(200);

    const seen = { losingRound: [] as string[][], winningRound: [] as string[][] };
    // The first round of each game opens its seed pair; the rest are warm. Dice under 50.00 wins about half.
    for (let i = 0; i < 40 && (!seen.losingRound.length || !seen.winningRound.length); i += 1) {
      const round = await counted(() =>
        i % 2
          ? p.call(slotSpinCall, { token: player.token, merchant, body: { stake: 100, idempotencyKey: key() } })
          : p.call(diceRollCall, {
              token: player.token,
              merchant,
              body: { stake: 100, side: 'under', target: 5_000, idempotencyKey: key() },
            }),
      );
      expect(round.answer.status, JSON.stringify(round.answer.json)).toBe(200);
      if (i < 2) continue;
      seen[round.answer.value.round.win > 0 ? 'winningRound' : 'losingRound'].push(round.statements);
    }
    const [losing] = seen.losingRound;
    const [winning] = seen.winningRound;
    console.log(
      `statements per call on PostgreSQL: wallet transfer ${warm.statements.length}, losing round ${losing?.length}, winning round ${winning?.length}\n` +
        `transfer:\n  ${warm.statements.join('\n  ')}\nwinning round:\n  ${winning?.join('\n  ')}`,
    );
    expect(losing?.length).toBeLessThanOrEqual(BUDGET.losingRound);
    expect(winning?.length).toBeLessThanOrEqual(BUDGET.winningRound);
    expect(warm.statements.length).toBeLessThanOrEqual(BUDGET.walletTransfer);
  });
});
