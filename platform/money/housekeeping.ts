/**
 * Scheduled money work: retry unacknowledged provider callbacks, expire deposits nobody completed, and count
 * unanswered paid withdrawals as received. Every step is a conditional UPDATE or an idempotent callback, so
 * several platform processes may run it at the same time without doing anything twice.
 */
import type { Database } from '../db/database';
import type { MerchantRegistry } from '../merchants/merchants';
import { expireDeposits } from './deposits';
import { type CallbackTransport, deliverCallbacks } from './gateway';
import { autoConfirmWithdrawals } from './withdrawals';

export const HOUSEKEEPING_INTERVAL_MS = 15_000;

export async function runMoneyHousekeeping(
  db: Database,
  merchants: MerchantRegistry,
  secret: string,
  transport: CallbackTransport,
  now: Date,
): Promise<{ callbacks: number; expired: number; autoConfirmed: number }> {
  return {
    callbacks: await deliverCallbacks(db, secret, transport, now),
    expired: await expireDeposits(db, now),
    autoConfirmed: await autoConfirmWithdrawals(db, merchants, now),
  };
}

/** Starts the timer; the returned function stops it (platform close). The timer never keeps a process alive. */
export function startMoneyHousekeeping(run: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .catch((error) => console.error('[platform] money housekeeping failed:', (error as Error).message))
      .finally(() => {
        running = false;
      });
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
