/**
 * Demo contracts: the operator gives every demo agent its own contract of each kind, so the agent centre's
 * contract pages are enabled and an agent can offer contracts down its tree from the first start.
 */
import type { ContractKind, ContractTier } from '../../src/api/calls/contracts/contract';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { grantContract } from './offers';

/** Rates the operator grants its top agents (percent; bases and thresholds in minor units). */
export const DEMO_CONTRACTS: Record<ContractKind, { tiers: ContractTier[]; period?: 'week' }> = {
  realtime_salary: {
    tiers: [
      { minBase: 0, minActive: 0, rate: 0.2 },
      { minBase: 1_000_000, minActive: 3, rate: 0.3 },
    ],
  },
  hourly_salary: {
    tiers: [
      { minBase: 0, minActive: 0, rate: 0.3 },
      { minBase: 5_000_000, minActive: 5, rate: 0.4 },
    ],
  },
  daily_salary: {
    tiers: [
      { minBase: 0, minActive: 0, rate: 0.5 },
      { minBase: 10_000_000, minActive: 5, rate: 0.8 },
      { minBase: 50_000_000, minActive: 20, rate: 1 },
    ],
  },
  dividend: {
    tiers: [
      { minBase: 0, minActive: 0, rate: 20 },
      { minBase: 10_000_000, minActive: 5, rate: 30 },
      { minBase: 100_000_000, minActive: 20, rate: 40 },
    ],
    period: 'week',
  },
};

export async function seedContracts(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  for (const merchant of merchants) {
    const agents = await db.query<{ id: number }>(
      `SELECT m.id FROM members m
       WHERE m.merchant_code = $1 AND m.type = ANY($2::int[]) AND m.upline_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.downline_id = m.id)
       ORDER BY m.id`,
      [merchant.code, merchant.tenant.brand.agentUserTypes],
    );
    for (const agent of agents) {
      for (const [kind, contract] of Object.entries(DEMO_CONTRACTS) as [
        ContractKind,
        (typeof DEMO_CONTRACTS)[ContractKind],
      ][]) {
        await grantContract(db, merchant, agent.id, { kind, ...contract }, false, now);
      }
    }
  }
}
