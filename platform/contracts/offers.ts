/**
 * The life of a contract: offered → accepted or rejected; an accepted contract is completed when a newer one of
 * its kind is accepted, or terminated when one side asks and the other agrees.
 *
 * The invariant: a member's contract never pays a higher rate than their upline's own contract of the same kind
 * (or the operator's grant, for a top agent). It is checked when an offer is made and when it is accepted. When
 * a member's own rate drops (a lower contract accepted, or theirs terminated), their contracts down the tree
 * above the new rate end — of the product's two readings, the one where a lower rate ends the downline
 * contracts it undercuts once the member agrees: the member sees the list and confirms first
 * (contract_downline_conflict), and the ending cascades down, since each downline's rate drops in turn.
 */
import type { ContractKind, ContractOut, ContractTier } from '../../src/api/calls/contracts/contract';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { notifyContractSides } from './contract-notify';
import { type ContractRow, contractById, contractOut, contractsWhere } from './contract-rows';
import { maxRateOf } from './tiers';

export interface NewContract {
  kind: ContractKind;
  tiers: ContractTier[];
  period?: 'day' | 'week' | 'semimonth' | 'month' | undefined;
}

export interface Outcome {
  contract: ContractOut;
  terminated: ContractOut[];
}

/** The member's accepted contract of `kind`, if any. */
export async function ownContract(
  db: Database,
  memberId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  const [row] = await contractsWhere(db, `c.downline_id = $1 AND c.kind = $2 AND c.status = 'accepted'`, [
    memberId,
    kind,
  ]);
  return row;
}

/** Live contracts (offered or accepted) the member has offered down of `kind` above `rate`. */
function downlineAbove(db: Database, memberId: number, kind: ContractKind, rate: number): Promise<ContractRow[]> {
  return contractsWhere(
    db,
    `c.upline_id = $1 AND c.kind = $2 AND c.status IN ('offered', 'accepted') AND c.max_rate > $3`,
    [memberId, kind, rate],
  );
}

/** Ends `row` and, down the tree, every contract the end takes above its downline's new rate. */
async function endWithCascade(
  tx: Database,
  row: ContractRow,
  status: 'terminated' | 'completed' | 'rejected',
  now: Date,
  newRateOfDownline: number,
): Promise<ContractRow[]> {
  await tx.query(
    `UPDATE contracts SET status = $2, ended_at = $3, termination_requested_by = NULL,
       termination_requested_by_operator = false WHERE id = $1`,
    [row.id, status, now],
  );
  await notifyContractSides(tx, row);
  if (status === 'rejected') return [];
  const ended: ContractRow[] = [];
  for (const below of await downlineAbove(tx, row.downline_id, row.kind, newRateOfDownline)) {
    ended.push(below, ...(await endWithCascade(tx, below, 'terminated', now, 0)));
  }
  return ended;
}

const conflict = (rows: ContractRow[]) =>
  new PlatformError(409, 'contract_downline_conflict', 'accepting ends contracts you offered at a higher rate', {
    contracts: rows.map(contractOut),
  });

/**
 * Makes `fresh` (already inserted as offered, or granted by the operator) the member's accepted contract of its
 * kind: checks the conflicts, ends those down the tree (when confirmed) and completes the one it replaces.
 */
async function acceptInto(tx: Database, fresh: ContractRow, confirm: boolean, now: Date): Promise<Outcome> {
  const rate = Number(fresh.max_rate);
  const conflicts = await downlineAbove(tx, fresh.downline_id, fresh.kind, rate);
  if (conflicts.length > 0 && !confirm) throw conflict(conflicts);
  const terminated: ContractRow[] = [];
  const previous = await ownContract(tx, fresh.downline_id, fresh.kind);
  if (previous) terminated.push(...(await endWithCascade(tx, previous, 'completed', now, rate)));
  for (const row of await downlineAbove(tx, fresh.downline_id, fresh.kind, rate)) {
    terminated.push(row, ...(await endWithCascade(tx, row, 'terminated', now, 0)));
  }
  await tx.query(`UPDATE contracts SET status = 'accepted', accepted_at = $2 WHERE id = $1`, [fresh.id, now]);
  await notifyContractSides(tx, fresh);
  const accepted = (await contractById(tx, fresh.id)) as ContractRow;
  return { contract: contractOut(accepted), terminated: terminated.map(contractOut) };
}

async function insertContract(
  tx: Database,
  merchant: Merchant,
  uplineId: number | null,
  downlineId: number,
  offer: NewContract,
  now: Date,
): Promise<ContractRow> {
  try {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, tiers, max_rate, period, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'offered', $8) RETURNING id`,
      [
        merchant.code,
        offer.kind,
        uplineId,
        downlineId,
        JSON.stringify(offer.tiers),
        maxRateOf(offer.tiers),
        offer.period ?? null,
        now,
      ],
    );
    const inserted = (await contractById(tx, (row as { id: number }).id)) as ContractRow;
    await notifyContractSides(tx, inserted);
    return inserted;
  } catch (error) {
    if (/contracts_one_offer/.test(String(error))) {
      throw new PlatformError(409, 'contract_offer_pending', 'an offer of this kind is already waiting for an answer');
    }
    throw error;
  }
}

async function checkUnderUpline(tx: Database, uplineId: number, kind: ContractKind, rate: number): Promise<void> {
  const own = await ownContract(tx, uplineId, kind);
  if (!own) throw new PlatformError(409, 'contract_not_enabled', 'you have no contract of this kind to offer from');
  if (rate > Number(own.max_rate)) {
    throw new PlatformError(400, 'contract_rate_above_own', `the rate may be at most your own (${own.max_rate} %)`);
  }
}

/** An upline offers a contract to a direct downline. */
export async function offerContract(
  db: Database,
  merchant: Merchant,
  uplineId: number,
  downlineUsername: string,
  offer: NewContract,
  now: Date,
): Promise<ContractOut> {
  return db.transaction(async (tx) => {
    const [downline] = await tx.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) AND upline_id = $3',
      [merchant.code, downlineUsername, uplineId],
    );
    if (!downline) {
      throw new PlatformError(403, 'contract_not_direct_downline', 'that account is not your direct downline');
    }
    await checkUnderUpline(tx, uplineId, offer.kind, maxRateOf(offer.tiers));
    return contractOut(await insertContract(tx, merchant, uplineId, downline.id, offer, now));
  });
}

/** The offered contract `contractId` to `memberId`, locked; someone else's reads as not found. */
async function offerTo(tx: Database, contractId: number, memberId: number): Promise<ContractRow> {
  const row = await contractById(tx, contractId, true);
  if (!row || row.downline_id !== memberId) throw notFound('no such contract offer');
  if (row.status !== 'offered') throw new PlatformError(409, 'request_already_handled', 'this offer was answered');
  return row;
}

export async function answerOffer(
  db: Database,
  memberId: number,
  contractId: number,
  answer: 'accept' | 'reject',
  confirmTerminations: boolean,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const row = await offerTo(tx, contractId, memberId);
    if (answer === 'reject') {
      await endWithCascade(tx, row, 'rejected', now, 0);
      return { contract: contractOut((await contractById(tx, row.id)) as ContractRow), terminated: [] };
    }
    // the upline's own rate may have dropped since the offer
    if (row.upline_id !== null) await checkUnderUpline(tx, row.upline_id, row.kind, Number(row.max_rate));
    return acceptInto(tx, row, confirmTerminations, now);
  });
}

/** The operator gives a member their own contract directly (a top agent's; no answer needed). */
export async function grantContract(
  db: Database,
  merchant: Merchant,
  memberId: number,
  offer: NewContract,
  confirmTerminations: boolean,
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const withdrawn = await tx.query<{ upline_id: number | null; downline_id: number }>(
      `UPDATE contracts SET status = 'rejected', ended_at = $3
       WHERE downline_id = $1 AND kind = $2 AND status = 'offered' RETURNING upline_id, downline_id`,
      [memberId, offer.kind, now],
    );
    for (const row of withdrawn) await notifyContractSides(tx, row);
    const row = await insertContract(tx, merchant, null, memberId, offer, now);
    return acceptInto(tx, row, confirmTerminations, now);
  });
}

/** One side of an accepted contract asks to end it. */
export async function requestTermination(db: Database, memberId: number, contractId: number): Promise<ContractOut> {
  return db.transaction(async (tx) => {
    const row = await contractById(tx, contractId, true);
    if (!row || (row.downline_id !== memberId && row.upline_id !== memberId)) throw notFound('no such contract');
    if (row.status !== 'accepted') throw new PlatformError(409, 'request_already_handled', 'the contract has ended');
    if (row.termination_requested_by !== null || row.termination_requested_by_operator) {
      throw new PlatformError(409, 'contract_termination_pending', 'a termination is already waiting for an answer');
    }
    await tx.query('UPDATE contracts SET termination_requested_by = $2 WHERE id = $1', [row.id, memberId]);
    await notifyContractSides(tx, row);
    return contractOut((await contractById(tx, row.id)) as ContractRow);
  });
}

/** The other side answers a termination request: accepting ends the contract (and what it takes down the tree). */
export async function answerTermination(
  db: Database,
  memberId: number,
  contractId: number,
  answer: 'accept' | 'reject',
  now: Date,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const row = await contractById(tx, contractId, true);
    if (!row || (row.downline_id !== memberId && row.upline_id !== memberId)) throw notFound('no such contract');
    const requester = row.termination_requested_by_operator ? null : row.termination_requested_by;
    const pending = row.status === 'accepted' && (row.termination_requested_by_operator || requester !== null);
    if (!pending || requester === memberId) {
      throw new PlatformError(409, 'request_already_handled', 'there is no termination request for you to answer');
    }
    if (answer === 'reject') {
      await tx.query('UPDATE contracts SET termination_requested_by = NULL WHERE id = $1', [row.id]);
      await notifyContractSides(tx, row);
      return { contract: contractOut((await contractById(tx, row.id)) as ContractRow), terminated: [] };
    }
    const terminated = await endWithCascade(tx, row, 'terminated', now, 0);
    return {
      contract: contractOut((await contractById(tx, row.id)) as ContractRow),
      terminated: terminated.map(contractOut),
    };
  });
}

/**
 * The operator's side of a contract it granted (upline null), run in the caller's transaction (the admin call audits
 * it there): when the agent asked to end it, the operator agrees and it ends with what it takes down the tree;
 * otherwise the operator asks, and the agent answers on their contracts page. `before` is the contract as it was.
 */
export async function operatorTermination(
  tx: Database,
  merchantCode: string,
  contractId: number,
  now: Date,
): Promise<Outcome & { before: ContractOut }> {
  const row = await contractById(tx, contractId, true);
  if (!row || row.merchant_code !== merchantCode || row.upline_id !== null) {
    throw notFound('no contract the operator granted with this id');
  }
  const before = contractOut(row);
  if (row.status !== 'accepted') throw new PlatformError(409, 'request_already_handled', 'the contract has ended');
  if (row.termination_requested_by_operator) {
    throw new PlatformError(409, 'contract_termination_pending', 'the agent has not answered the termination yet');
  }
  if (row.termination_requested_by === null) {
    await tx.query('UPDATE contracts SET termination_requested_by_operator = true WHERE id = $1', [row.id]);
    await notifyContractSides(tx, row);
    return { before, contract: contractOut((await contractById(tx, row.id)) as ContractRow), terminated: [] };
  }
  const terminated = await endWithCascade(tx, row, 'terminated', now, 0);
  return {
    before,
    contract: contractOut((await contractById(tx, row.id)) as ContractRow),
    terminated: terminated.map(contractOut),
  };
}
