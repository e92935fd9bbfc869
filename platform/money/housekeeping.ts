/**
 * Scheduled money work: retry unacknowledged provider callbacks, expire deposits nobody completed, and count
 * unanswered paid withdrawals as received. Every step is a conditional UPDATE or an idempotent callback, so
 * several platform processes may run it at the same time without doing anything twice.
 */
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { JobDefinition } from '../jobs/job-queue';
import type { MerchantRegistry } from '../merchants/merchants';
import { expireDeposits } from './deposits';
import { type CallbackTransport, deliverCallbacks } from './gateway';
import { autoConfirmWithdrawals } from './withdrawals';

/** A callback the provider could not deliver is tried again this often (and a deposit expires this late at most). */
export const HOUSEKEEPING_INTERVAL_SECONDS = 15;

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

/** The housekeeping as a job of the queue, every 15 seconds; callbacks reach the platform through `transport`. */
export function moneyHousekeepingJob(deps: PlatformDeps, transport: CallbackTransport): JobDefinition {
  const { db, merchants, secrets, clock } = deps;
  return {
    name: 'money.housekeeping',
    everySeconds: HOUSEKEEPING_INTERVAL_SECONDS,
    // Three short statements: a run still going after a minute is dead, and the next one starts over.
    expireInSeconds: 60,
    handler: async () => {
      await runMoneyHousekeeping(db, merchants, secrets.gatewaySecret, transport, clock());
    },
  };
}
