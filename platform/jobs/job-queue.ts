/**
 * Scheduled and background work (rebate and salary settlements …) on pg-boss, a PostgreSQL job queue kept in
 * the platform's own database. Picked over graphile-worker because it runs on both of the platform's drivers:
 * graphile-worker needs a pooled server connection with LISTEN, while pg-boss also speaks to the embedded
 * PGlite (its `pglite` backend), so a fresh machine schedules exactly as production does.
 *
 * What the queue gives: cron schedules that fire once across any number of platform processes (pg-boss keeps
 * one schedule row and one job per slot), jobs fetched with SKIP LOCKED so two processes never run the same
 * job, and a job that dies with its process (a crash) expires and is retried. What it cannot give is
 * "exactly once": a retried job runs its handler again. So every handler here is idempotent by construction:
 * each payment it makes is keyed by a unique constraint (say, contract + period) inside the same database
 * transaction as its ledger posting, and a second run finds the work done.
 */
import { type Clock, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database';

export interface JobDefinition<Data extends object = Record<string, unknown>> {
  /** Queue name: lower-case, a-z, 0-9, dots and hyphens. */
  name: string;
  /**
   * Cron expression (five fields, UTC unless `tz`) on which a job is sent with empty data; none for a job that
   * only runs when sent. A scheduled handler should catch up (settle every closed period not settled yet)
   * rather than work out "the last period" from the time it runs: a retry may run long after the slot.
   */
  cron?: string;
  tz?: string;
  /**
   * Runs every this many seconds instead of on a cron (for work more frequent than a cron's minute). Each run
   * queues the next when it ends, on a stately queue, so however many processes run the queue one run waits at
   * a time; a schedule every minute restarts the chain should a crash break it.
   */
  everySeconds?: number;
  /** Seconds a run may take before pg-boss counts it as dead and retries it (default 15 minutes). */
  expireInSeconds?: number;
  /** Pause before the first retry of a failed run, doubling after each (default 30 s). */
  retryDelaySeconds?: number;
  /**
   * `stately`: at most one run active and one waiting, for a job that does all there is to do whenever it runs
   * (a fold every minute), so slow runs never pile up. Default `standard`: every sent job runs.
   */
  policy?: 'standard' | 'stately';
  /** `data` is what `send` queued, or `{}` from the schedule. */
  handler(data: Partial<Data>): Promise<void>;
}

export interface JobQueue {
  /** Registers a job's worker (and its schedule, when it has one). */
  define<Data extends object>(job: JobDefinition<Data>): Promise<void>;
  /** Queues one run of a defined job; a worker of any process picks it up. */
  send(name: string, data: object): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (default 2 s; tests go faster). */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss's time and timers (default the system clock). Tests pass pg-boss's TestClock and move it by hand, so
   * a poll or a retry's backoff passes without waiting for it.
   */
  clock?: Clock;
}

/** Starts pg-boss on the platform's database (its own schema, `pgboss`, created on first start). */
export async function startJobQueue(db: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const location = db.location;
  const clock = options.clock ? { clock: options.clock } : {};
  const boss =
    location.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(location.instance), backend: 'pglite', schema: 'pgboss', ...clock })
      : new PgBoss({ connectionString: location.url, max: 3, schema: 'pgboss', ...clock });
  boss.on('error', (error: Error) => console.error('[platform] job queue:', error.message));
  await boss.start();

  return {
    async define<Data extends object>(job: JobDefinition<Data>) {
      const { everySeconds } = job;
      await boss.createQueue(job.name, {
        policy: everySeconds ? 'stately' : (job.policy ?? 'standard'),
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
        retryLimit: 5,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
      const queueNext = () => boss.send(job.name, {}, { startAfter: everySeconds });
      await boss.work<Partial<Data>>(job.name, { pollingIntervalSeconds }, async (jobs) => {
        for (const { data } of jobs) {
          try {
            await job.handler(data ?? {});
          } finally {
            // A stately queue keeps one waiting run: when another process queued it already, this is a no-op.
            if (everySeconds) await queueNext();
          }
        }
      });
      const cron = everySeconds ? '* * * * *' : job.cron;
      if (cron) await boss.schedule(job.name, cron, {}, { tz: job.tz ?? 'UTC' });
      if (everySeconds) await queueNext();
    },
    async send(name, data) {
      await boss.send(name, data);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}

/** How a job runs, for the list the platform prints when it starts its jobs. */
export function scheduleOf(job: Pick<JobDefinition, 'cron' | 'tz' | 'everySeconds'>): string {
  if (job.everySeconds) return `every ${job.everySeconds} s`;
  if (job.cron) return `cron ${job.cron}${job.tz && job.tz !== 'UTC' ? ` (${job.tz})` : ''}`;
  return 'when sent';
}
