/** Reading contracts: the row as stored, with both sides' accounts, and its shape in the API. */
import type { ContractKind, ContractOut, ContractTier } from '../../src/api/calls/contracts/contract';
import type { Database } from '../db/database';

export interface ContractRow {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number | null;
  downline_id: number;
  tiers: ContractTier[];
  max_rate: string;
  period: 'day' | 'week' | 'semimonth' | 'month' | null;
  status: ContractOut['status'];
  termination_requested_by: number | null;
  termination_requested_by_operator: boolean;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  upline_name: string | null;
  downline_name: string;
}

const SELECT = `SELECT c.*, u.username AS upline_name, d.username AS downline_name
  FROM contracts c LEFT JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

export async function contractsWhere(db: Database, where: string, params: unknown[]): Promise<ContractRow[]> {
  return db.query<ContractRow>(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC`, params);
}

export async function contractById(db: Database, id: number, lock = false): Promise<ContractRow | undefined> {
  if (lock) await db.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', [id]);
  const [row] = await contractsWhere(db, 'c.id = $1', [id]);
  return row;
}

export function contractOut(row: ContractRow): ContractOut {
  const requester = row.termination_requested_by_operator ? row.upline_id : row.termination_requested_by;
  const requested = row.termination_requested_by_operator || row.termination_requested_by !== null;
  return {
    id: row.id,
    kind: row.kind,
    upline: row.upline_name,
    downline: row.downline_name,
    tiers: row.tiers,
    maxRate: Number(row.max_rate),
    period: row.period,
    status: row.status,
    terminationRequestedBy: requested ? (requester === row.downline_id ? 'downline' : 'upline') : null,
    createdAt: row.created_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/**
 * The member's accepted contracts, and those awaiting their answer: offers made to them, and termination
 * requests on their live contracts from the other side (an operator's request counts against the downline).
 */
export async function memberContracts(db: Database, memberId: number) {
  const [own, pending] = await Promise.all([
    contractsWhere(db, `c.downline_id = $1 AND c.status = 'accepted'`, [memberId]),
    contractsWhere(
      db,
      `(c.downline_id = $1 AND c.status = 'offered') OR (c.status = 'accepted' AND (c.downline_id = $1 OR c.upline_id = $1)
          AND ((c.termination_requested_by IS NOT NULL AND c.termination_requested_by <> $1)
            OR (c.termination_requested_by_operator AND c.downline_id = $1)))`,
      [memberId],
    ),
  ]);
  return { own, pending };
}

/** The contracts of `kind` the member offered to their direct downlines, live and ended, newest first. */
export function downlineContracts(db: Database, uplineId: number, kind: ContractKind): Promise<ContractRow[]> {
  return contractsWhere(db, 'c.upline_id = $1 AND c.kind = $2', [uplineId, kind]);
}

/** The merchant's contracts for the operator, newest first (at most 200): live ones (offered, accepted), or those of `status`. */
export function merchantContracts(db: Database, merchantCode: string, status: string): Promise<ContractRow[]> {
  const live = status === 'live';
  return db.query<ContractRow>(
    `${SELECT} WHERE c.merchant_code = $1 AND ${live ? `c.status IN ('offered', 'accepted')` : 'c.status = $2'}
     ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
    live ? [merchantCode] : [merchantCode, status],
  );
}
