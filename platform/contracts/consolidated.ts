/**
 * Consolidated contract info (the consolidated call): per kind, whether something awaits the member's answer —
 * 1 a new contract offered, 2 a termination the other side asked for, else 0 — which opens the contract
 * overlay after login; and which kinds are enabled for the account (it holds an accepted contract of that
 * kind), which shows the agent centre's four pages that appear only when enabled for the account.
 */
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import type { ConsolidatedInfo } from '../../src/api/calls/member';
import type { Database } from '../db/database';

export type ContractRequest = 0 | 1 | 2;

export interface ContractState {
  requests: Record<ContractKind, ContractRequest>;
  enabled: Record<ContractKind, boolean>;
}

export async function contractState(db: Database, memberId: number): Promise<ContractState> {
  const rows = await db.query<{ kind: ContractKind; status: string; awaits_me: boolean }>(
    `SELECT kind, status,
       (status = 'offered' AND downline_id = $1)
       OR (status = 'accepted' AND ((termination_requested_by IS NOT NULL AND termination_requested_by <> $1)
         OR (termination_requested_by_operator AND downline_id = $1))) AS awaits_me
     FROM contracts
     WHERE (downline_id = $1 AND status IN ('offered', 'accepted')) OR (upline_id = $1 AND status = 'accepted')`,
    [memberId],
  );
  const state: ContractState = {
    requests: { dividend: 0, daily_salary: 0, hourly_salary: 0, realtime_salary: 0 },
    enabled: { dividend: false, daily_salary: false, hourly_salary: false, realtime_salary: false },
  };
  for (const row of rows) {
    if (row.awaits_me)
      state.requests[row.kind] = Math.max(
        state.requests[row.kind],
        row.status === 'offered' ? 1 : 2,
      ) as ContractRequest;
  }
  const own = await db.query<{ kind: ContractKind }>(
    `SELECT kind FROM contracts WHERE downline_id = $1 AND status = 'accepted'`,
    [memberId],
  );
  for (const row of own) state.enabled[row.kind] = true;
  return state;
}

/** The consolidated call's answer (and the live `contracts` event's data) for the member. */
export async function consolidatedInfo(db: Database, memberId: number): Promise<ConsolidatedInfo> {
  const { requests, enabled } = await contractState(db, memberId);
  return {
    dailysalreqtype: requests.daily_salary,
    divtypereq: requests.dividend,
    contracthoursalreq: requests.hourly_salary,
    realtimesalreqtype: requests.realtime_salary,
    enabled: {
      enableCt: enabled.dividend,
      salary: enabled.daily_salary,
      hourSalary: enabled.hourly_salary,
      agentRealtimeSalary: enabled.realtime_salary,
    },
  };
}
