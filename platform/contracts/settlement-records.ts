/**
 * Reading the settlement records of a member's own contracts of one kind, newest period first, a page at a
 * time with the count of all. Only contracts where the member is the downline count: the records are theirs.
 */
import type { ContractKind } from '../../src/api/calls/contracts/contract';
import type { Database } from '../db/database';

interface SettlementRow {
  contract_id: number;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  base: number;
  active_members: number;
  rate: string;
  gross: number;
  passed_down: number;
  amount: number;
  settled_at: Date;
}

const settlementOut = (row: SettlementRow) => ({
  contractId: row.contract_id,
  kind: row.kind,
  periodStart: row.period_start.toISOString(),
  periodEnd: row.period_end.toISOString(),
  base: row.base,
  activeMembers: row.active_members,
  rate: Number(row.rate),
  gross: row.gross,
  passedDown: row.passed_down,
  amount: row.amount,
  settledAt: row.settled_at.toISOString(),
});

export async function settlementsPage(
  db: Database,
  memberId: number,
  kind: ContractKind,
  limit: number,
  offset: number,
) {
  const where = `c.downline_id = $1 AND c.kind = $2`;
  const [rows, [count]] = await Promise.all([
    db.query<SettlementRow>(
      `SELECT s.*, c.kind FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id WHERE ${where}
         ORDER BY s.period_start DESC, s.contract_id DESC LIMIT $3 OFFSET $4`,
      [memberId, kind, limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::bigint AS total FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
         WHERE ${where}`,
      [memberId, kind],
    ),
  ]);
  return { rows: rows.map(settlementOut), total: count?.total ?? 0 };
}
