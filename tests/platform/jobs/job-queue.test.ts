/**
 * The job queue (pg-boss) on both drivers: a sent job reaches its handler, a handler that fails is retried,
 * and a schedule is stored once however many processes define it.
 */
import { expect, it, vi } from 'vitest';
import type { Database } from '../../../platform/db/database';
import { type JobQueue, startJobQueue } from '../../../platform/jobs/job-queue';
import { describeDatabases } from '../ledger/ledger-db';

describeDatabases(
  'job queue',
  async () => undefined,
  (db) => {
    async function withQueue(run: (queue: JobQueue) => Promise<void>): Promise<void> {
      const queue = await startJobQueue(db() as Database, { pollingIntervalSeconds: 0.5 });
      try {
        await run(queue);
      } finally {
        await queue.stop();
      }
    }

    it('runs a sent job with its data', async () => {
      await withQueue(async (queue) => {
        const seen: unknown[] = [];
        await queue.define<{ day: string }>({
          name: 'test.sent',
          handler: async (data) => {
            seen.push(data);
          },
        });
        await queue.send('test.sent', { day: '2026-11-24' });
        await vi.waitFor(() => expect(seen).toEqual([{ day: '2026-11-24' }]), { timeout: 20_000, interval: 100 });
      });
    }, 60_000);

    it('retries a run that failed until it succeeds', async () => {
      await withQueue(async (queue) => {
        let attempts = 0;
        await queue.define({
          name: 'test.flaky',
          retryDelaySeconds: 1,
          handler: async () => {
            attempts += 1;
            if (attempts < 3) throw new Error('the database went away');
          },
        });
        await queue.send('test.flaky', {});
        await vi.waitFor(() => expect(attempts).toBe(3), { timeout: 30_000, interval: 100 });
      });
    }, 60_000);

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
    }, 60_000);
  },
);
