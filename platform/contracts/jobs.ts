/**
 * The contract settlement jobs on the job queue (jobs/job-queue.ts): each runs every merchant's settlement of
 * its kind up to now. Real-time salaries every 5 minutes, hourly salaries a few minutes past each hour, daily
 * salaries and dividends hourly (they pay once their day, week, half month or month has closed; an hourly run
 * catches any the platform missed). Runs are idempotent (settlement.ts), so a retry or two processes are safe.
 */
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import type { Database } from '../db/database';
import type { JobDefinition } from '../jobs/job-queue';
import type { MerchantRegistry } from '../merchants/merchants';
import { settleContracts } from './settlement';

const SCHEDULES: Record<ContractKind, string> = {
  realtime_salary: '*/5 * * * *',
  hourly_salary: '3 * * * *',
  daily_salary: '15 * * * *',
  dividend: '25 * * * *',
};

export function contractSettlementJobs(db: Database, merchants: MerchantRegistry, clock: () => Date): JobDefinition[] {
  return (Object.keys(SCHEDULES) as ContractKind[]).map((kind) => ({
    name: `contracts.${kind.replace('_', '-')}`,
    cron: SCHEDULES[kind],
    // a real-time run must finish well inside its 5 minutes; the others have an hour
    expireInSeconds: kind === 'realtime_salary' ? 4 * 60 : 30 * 60,
    async handler() {
      for (const merchant of merchants.all()) await settleContracts(db, merchant, kind, clock(), clock());
    },
  }));
}
