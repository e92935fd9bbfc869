/**
 * What the operator sees of the payment provider's callbacks that did not simply credit a pending deposit: the
 * log (every refused or unmatched callback, with its reason and its bytes) and the cases (a payment someone
 * has to look at, one per provider reference). Written by gateway.ts and by the request guard's listener (a
 * body refused at the edge, e.g. for a NUL byte); read by gateway-admin-routes.ts.
 *
 * Bodies are kept as bytea, exactly as received (PostgreSQL text cannot hold a NUL byte: logging such a body
 * was itself the 500), and shown to the operator with control characters escaped.
 */
import type { Database } from '../db/database';

export type CallbackLogOutcome = 'refused' | 'cased' | 'credited_late' | 'ignored';

/** Enough to recognise any provider's callback; a longer body is cut here (body_bytes keeps its length). */
export const LOGGED_BODY_BYTES = 4096;

export interface CallbackLogEntry {
  outcome: CallbackLogOutcome;
  reason: string;
  body: Uint8Array;
  /** What the body claimed, when it could be read (never trusted: a refused body may name anything). */
  merchantCode?: string | null;
  paymentId?: string | null;
  depositId?: number | null;
  caseId?: number | null;
}

/** A claimed identifier as it may be stored and shown: text, short, no NUL. */
export const claimed = (value: unknown): string | null =>
  typeof value === 'string' ? value.replaceAll('\0', '').slice(0, 100) : null;

export async function logCallback(db: Database, entry: CallbackLogEntry, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO gateway_callback_log
       (received_at, outcome, reason, merchant_code, payment_id, deposit_id, case_id, body, body_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      now,
      entry.outcome,
      entry.reason.slice(0, 500),
      claimed(entry.merchantCode),
      claimed(entry.paymentId),
      entry.depositId ?? null,
      entry.caseId ?? null,
      Buffer.from(entry.body.subarray(0, LOGGED_BODY_BYTES)),
      entry.body.length,
    ],
  );
  console.warn(`[platform] gateway callback ${entry.outcome}: ${entry.reason}`);
}

export interface CaseRequest {
  /** Only a merchant this platform has (else null). */
  merchantCode: string | null;
  paymentId: string;
  depositId: number | null;
  amount: number | null;
  reportedStatus: 'paid' | 'declined';
  reason: string;
}

/** Opens the case of a provider reference, or returns the one already open for it (a repeated callback). */
export async function openCase(db: Database, request: CaseRequest, now: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO gateway_cases (merchant_code, payment_id, deposit_id, amount, reported_status, reason, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (payment_id) DO UPDATE SET payment_id = EXCLUDED.payment_id
     RETURNING id`,
    [
      request.merchantCode,
      claimed(request.paymentId),
      request.depositId,
      request.amount,
      request.reportedStatus,
      request.reason.slice(0, 500),
      now,
    ],
  );
  return (row as { id: number }).id;
}

export interface CallbackLogRow {
  id: number;
  received_at: Date;
  outcome: CallbackLogOutcome;
  reason: string;
  merchant_code: string | null;
  payment_id: string | null;
  deposit_id: number | null;
  case_id: number | null;
  body: Uint8Array;
  body_bytes: number;
}

/** Newest first; `merchantCode` keeps the callbacks that claimed that merchant. */
export async function callbackLog(
  db: Database,
  filter: { merchantCode?: string; outcome?: CallbackLogOutcome; limit: number },
): Promise<CallbackLogRow[]> {
  return db.query<CallbackLogRow>(
    `SELECT * FROM gateway_callback_log
     WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR outcome = $2)
     ORDER BY received_at DESC, id DESC LIMIT $3`,
    [filter.merchantCode ?? null, filter.outcome ?? null, filter.limit],
  );
}

export interface GatewayCaseRow {
  id: number;
  merchant_code: string | null;
  payment_id: string;
  deposit_id: number | null;
  amount: number | null;
  reported_status: 'paid' | 'declined';
  reason: string;
  opened_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: 'credited' | 'refunded' | 'dismissed' | null;
  note: string | null;
}

/** Oldest open case first (the one waiting longest), or the resolved ones newest first. */
export async function gatewayCases(
  db: Database,
  filter: { merchantCode?: string; status: 'open' | 'resolved'; limit: number },
): Promise<GatewayCaseRow[]> {
  const open = filter.status === 'open';
  return db.query<GatewayCaseRow>(
    `SELECT * FROM gateway_cases
     WHERE ($1::text IS NULL OR merchant_code = $1) AND (resolved_at IS NULL) = $2
     ORDER BY ${open ? 'opened_at, id' : 'resolved_at DESC, id DESC'} LIMIT $3`,
    [filter.merchantCode ?? null, open, filter.limit],
  );
}

export async function gatewayCaseExists(db: Database, id: number): Promise<boolean> {
  const [exists] = await db.query('SELECT 1 FROM gateway_cases WHERE id = $1', [id]);
  return Boolean(exists);
}

/**
 * Records what the operator did about a case (credited by hand, refunded at the provider, dismissed). It moves
 * no money: a credit goes through the operator's balance adjustment, which the ledger records. Once only.
 */
export async function resolveGatewayCase(
  db: Database,
  id: number,
  resolution: NonNullable<GatewayCaseRow['resolution']>,
  note: string,
  by: string,
  now: Date,
): Promise<GatewayCaseRow | null> {
  const [row] = await db.query<GatewayCaseRow>(
    `UPDATE gateway_cases SET resolved_at = $2, resolved_by = $3, resolution = $4, note = $5
     WHERE id = $1 AND resolved_at IS NULL RETURNING *`,
    [id, now, by, resolution, note],
  );
  return row ?? null;
}

/** Control characters (NUL included) and invalid UTF-8 made visible: `\u0000`, U+FFFD. */
export function printableBody(body: Uint8Array): string {
  return (
    Buffer.from(body)
      .toString('utf8')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: making control characters visible is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (ch) => {
        return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
      })
  );
}
