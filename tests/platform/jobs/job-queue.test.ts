/**
 * The job queue (pg-boss) on both drivers: a sent job reaches its handler, a handler that fails is retried,
 * and a schedule is stored once however many processes define it. Time is pg-boss's TestClock, moved by hand (in
 * JavaScript and in the database alike): a poll and a retry's backoff pass without being waited for.
 */
import { TestClock } from 'pg-boss';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { type JobQueue, startJobQueue } from '../../../platform/jobs/job-queue';
import { describeDatabases } from '../ledger/ledger-db';

/** Moves `clock` on by polls of half a second until `done` holds, for at most `seconds` of the queue's time. */
async function tickUntil(clock: TestClock, done: () => boolean, seconds: number): Promise<void> {
  for (let waited = 0; !done() && waited < seconds * 1000; waited += 500) {
    await clock.tick(500);
    // the handler a poll fetched runs on its own (tick does not wait for handlers)
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeDatabases(
  'job queue',
  async () => undefined,
  (db) => {
    // pg-boss makes its schema at its first start on a database (a second of work on PGlite): once, for every test.
    beforeAll(async () => {
      await (await startJobQueue(db() as Database)).stop();
    });

    async function withQueue(run: (queue: JobQueue, clock: TestClock) => Promise<void>): Promise<void> {
      const clock = new TestClock();
      const queue = await startJobQueue(db() as Database, { pollingIntervalSeconds: 0.5, clock });
      try {
        await run(queue, clock);
      } finally {
        await queue.stop();
      }
    }

    it('runs a sent job with its data', async () => {
      await withQueue(async (queue, clock) => {
        const seen: unknown[] = [];
        await queue.define<{ day: string }>({
          name: 'test.sent',
          handler: async (data) => {
            seen.push(data);
          },
        });
        await queue.send('test.sent', { day: '2026-11-24' });
        await tickUntil(clock, () => seen.length > 0, 20);
        expect(seen).toEqual([{ day: '2026-11-24' }]);
      });
    });

    it('retries a run that failed until it succeeds, after a backoff that grows', async () => {
      await withQueue(async (queue, clock) => {
        const attempts: number[] = [];
        await queue.define({
          name: 'test.flaky',
          retryDelaySeconds: 1,
          handler: async () => {
            attempts.push(clock.now());
            if (attempts.length < 3) throw new Error('the database went away');
          },
        });
        await queue.send('test.flaky', {});
        await tickUntil(clock, () => attempts.length >= 3, 30);
        expect(attempts).toHaveLength(3);
        // retryDelaySeconds 1 doubling (with jitter): at least 1 s before the second run, 2 s before the third
        const [first = 0, second = 0, third = 0] = attempts;
        expect(second - first).toBeGreaterThanOrEqual(1_000);
        expect(third - second).toBeGreaterThanOrEqual(2_000);
      });
    });

    it('keeps one schedule per job however many processes define it', async () => {
      const handler = async () => undefined;
      const first = await startJobQueue(db() as Database);
      const second = await startJobQueue(db() as Database);
      try {
        await first.define({ name: 'test.nightly', cron: '5 0 * * *', handler });
        await second.define({ name: 'test.nightly', cron: '5 0 * * *', handler });
        const rows = await (db() as Database).query<{ cron: string }>(
          `SELECT cron FROM pgboss.schedule WHERE name = 'test.nightly'`,
        );
        expect(rows).toEqual([{ cron: '5 0 * * *' }]);
      } finally {
        await first.stop();
        await second.stop();
      }
    });

    it('runs an every-N-seconds job again and again, never two waiting however many processes run the queue', async () => {
      const clock = new TestClock();
      const first = await startJobQueue(db() as Database, { pollingIntervalSeconds: 0.5, clock });
      const second = await startJobQueue(db() as Database, { pollingIntervalSeconds: 0.5, clock });
      try {
        const runs: number[] = [];
        const job = {
          name: 'test.often',
          everySeconds: 5,
          handler: async () => {
            runs.push(clock.now());
          },
        };
        await first.define(job);
        await second.define(job);
        const waiting = () =>
          (db() as Database).query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.often' AND state IN ('created', 'retry')`,
          );
        expect(await waiting()).toEqual([{ n: 1 }]);
        await tickUntil(clock, () => runs.length >= 3, 40);
        expect(runs.length).toBeGreaterThanOrEqual(3);
        // each run waits its 5 seconds after the one before ended, whichever process ran it
        for (let i = 1; i < runs.length; i++) expect((runs[i] ?? 0) - (runs[i - 1] ?? 0)).toBeGreaterThanOrEqual(5_000);
        expect(await waiting()).toEqual([{ n: 1 }]);
      } finally {
        await first.stop();
        await second.stop();
      }
    });
  },
);
