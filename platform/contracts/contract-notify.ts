/**
 * Contract changes on the session event stream (live-contracts.ts): every change of a contract notifies both of its
 * sides on CONTRACT_CHANNEL inside the changing transaction, so the notification goes out only when the change is
 * committed, and from any platform process (LISTEN/NOTIFY) to the streams the member has open.
 */
import type { Database } from '../db/database';

export const CONTRACT_CHANNEL = 'contract_changes';

/** The two sides of a contract: the upline is null for a contract the operator granted. */
export interface ContractSides {
  upline_id: number | null;
  downline_id: number;
}

export async function notifyContractSides(tx: Database, row: ContractSides): Promise<void> {
  for (const memberId of [row.upline_id, row.downline_id]) {
    if (memberId === null) continue;
    await tx.query('SELECT pg_notify($1, $2)', [CONTRACT_CHANNEL, JSON.stringify({ memberId: Number(memberId) })]);
  }
}
