/**
 * Notifications sent once the work they announce has committed (Database.notifyAfterCommit), instead of
 * `pg_notify` inside that work's transaction.
 *
 * Why: PostgreSQL takes one database-wide lock when a transaction that notified commits and holds it until the
 * commit is flushed to disk, so every notifying commit waits for the one before it, fsync included, and commits
 * can no longer share a flush. With the live balance notified inside every posting, pgbench replaying a wallet
 * transfer with 50 clients made 80-87 transfers/s, and 414-415/s with the same statement minus the notification.
 *
 * One sender per database handle: notifications queue in the order their work committed and go out in batches,
 * one statement per batch while the one before it is on its way, so a burst of commits costs a few statements.
 * That statement turns synchronous_commit off for its own transaction: it wrote no data, so a crash loses at
 * most a hint and never money. Within a process the order of a member's notifications is the order of their
 * commits (a member's two movements commit one after the other, behind the wallet's row lock); across processes
 * it is not, so a payload that must never go back in time carries its own order (the balance: its transaction
 * id, which the session event hub compares, http/session-events.ts).
 */

/** One statement for a batch: each (channel, payload) in order, in a transaction that does not wait for the disk. */
export const NOTIFY_BATCH_SQL = `WITH quick AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))
SELECT pg_notify(n.channel, n.payload)
FROM quick, unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, i)
ORDER BY n.i`;

export interface AfterCommitNotifier {
  /** Queues one notification of committed work; sent soon, never awaited by the caller. */
  publish(channel: string, payload: string): void;
  /** Resolves once everything published so far has been sent (before the database closes). */
  drained(): Promise<void>;
}

/** `send` runs NOTIFY_BATCH_SQL with its two arrays outside any transaction. */
export function createAfterCommitNotifier(
  send: (sql: string, params: unknown[]) => Promise<unknown>,
): AfterCommitNotifier {
  let pending: [string, string][] = [];
  let sending: Promise<void> | null = null;

  const sendAll = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await send(NOTIFY_BATCH_SQL, [batch.map(([channel]) => channel), batch.map(([, payload]) => payload)]);
      } catch (error) {
        // Live views read the value again when their stream reconnects; the money is committed either way.
        console.error('[platform] notifications not sent:', (error as Error).message);
      }
    }
    sending = null;
  };

  return {
    publish(channel, payload) {
      pending.push([channel, payload]);
      sending ??= sendAll();
    },
    async drained() {
      while (sending) await sending;
    },
  };
}

/** Notifications a transaction asked for, handed to the notifier after its COMMIT (dropped on ROLLBACK). */
export type HeldNotifications = [channel: string, payload: string][];
