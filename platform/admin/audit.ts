/**
 * The audit log: one row per operator action and setting change (who, what, on what, before and after, when,
 * from where), appended in the same transaction as the change it records, so a change without its row (or a row
 * without its change) cannot be committed. Append-only: the product has no route that edits or deletes a row, and
 * the table's triggers (migration 0640) refuse UPDATE, DELETE and TRUNCATE to every client.
 *
 * An area records its own actions with auditedChange (or recordOperatorAction inside its own transaction). A
 * mutating /admin call that recorded nothing gets a row from the guard after it succeeded (routes.ts), with the
 * request body as `after`: every action is in the log, the most important ones with their before and after.
 */
import type { AuditEntry } from '../../src/api/calls/admin-operators';
import type { Database } from '../db/database';
import type { OperatorActor, PlatformContext } from '../http/context';

export interface AuditRecord {
  action: string;
  target: string;
  merchantCode?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one row as `actor` from `ip`. */
export async function appendAudit(
  db: Database,
  actor: Pick<OperatorActor, 'operatorId' | 'name'>,
  ip: string,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (at, operator_id, actor, action, target, merchant_code, reason, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      now,
      actor.operatorId,
      actor.name,
      record.action,
      record.target,
      record.merchantCode ?? null,
      record.reason ?? null,
      json(record.before),
      json(record.after),
      ip,
    ],
  );
}

/**
 * Appends the row of an operator's action taken outside the /admin routes (the marketing CMS that `npm start` serves
 * on the operator host writes files, not rows): `username` is the operator the session named, null the admin token.
 */
export async function appendAuditOf(
  db: Database,
  username: string | null,
  ip: string,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  const [row] =
    username === null
      ? [{ id: null, username: 'api-token' }]
      : await db.query<{ id: number; username: string }>('SELECT id, username FROM operators WHERE username = $1', [
          username,
        ]);
  if (!row) throw new Error(`no operator ${username} to audit`);
  await appendAudit(db, { operatorId: row.id, name: row.username }, ip.slice(0, 64), record, now);
}

/**
 * Appends the row of an /admin call's action by its operator: call it with the transaction of the change. The call
 * is then marked audited, so the guard adds no generic row.
 */
export async function recordOperatorAction(tx: Database, c: PlatformContext, record: AuditRecord, now: Date) {
  await appendAudit(tx, c.get('operator'), c.get('clientIp'), record, now);
  c.set('audited', true);
}

/**
 * Runs an /admin call's change and appends its audit row in one transaction: `change` answers the call's value and
 * the row (null when it changed nothing worth a row). Route files call this instead of opening transactions.
 */
export async function auditedChange<T>(
  db: Database,
  c: PlatformContext,
  now: Date,
  change: (tx: Database) => Promise<{ value: T; audit: AuditRecord | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { value, audit } = await change(tx);
    if (audit) await recordOperatorAction(tx, c, audit, now);
    return value;
  });
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** UTC days, both inclusive. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

interface AuditRow {
  id: number;
  at: Date;
  actor: string;
  action: string;
  target: string;
  merchant_code: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  ip: string;
}

const AUDIT_WHERE = `WHERE ($1::text IS NULL OR actor = $1) AND ($2::text IS NULL OR action = $2)
  AND ($3::timestamptz IS NULL OR at >= $3) AND ($4::timestamptz IS NULL OR at < $4)`;

/** One page of the log, newest first, and how many rows the filter matches. */
export async function readAudit(db: Database, filter: AuditFilter) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  const params = [
    filter.actor || null,
    filter.action || null,
    filter.from ? new Date(`${filter.from}T00:00:00Z`) : null,
    filter.to ? nextDay(filter.to) : null,
  ];
  const [rows, [count]] = await Promise.all([
    db.query<AuditRow>(`SELECT * FROM operator_audit ${AUDIT_WHERE} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`, [
      ...params,
      AUDIT_PAGE_SIZE,
      (filter.page - 1) * AUDIT_PAGE_SIZE,
    ]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM operator_audit ${AUDIT_WHERE}`, params),
  ]);
  const total = count?.n ?? 0;
  const entries: AuditEntry[] = rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    merchantCode: row.merchant_code,
    reason: row.reason,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
  return { rows: entries, page: filter.page, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)), total };
}
