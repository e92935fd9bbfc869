/**
 * Operator accounts: a person with a username, a scrypt password hash, a TOTP secret and one role. Nobody is ever
 * deleted (the audit log names them for life); an admin disables an account instead. These are the table's
 * reads and writes; routes.ts audits every change made through the product.
 */
import type { Operator, OperatorRole } from '../../src/api/calls/admin-operators';
import type { Database } from '../db/database';
import { hashPassword } from '../security/passwords';
import type { SecretBox } from '../security/secret-box';
import { newTotpSecret, totpEnrolment } from '../security/totp';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  /** Sealed (totpSecretOf opens it): migration 0711. */
  totp_secret: string;
  totp_last_step: number | null;
  role: OperatorRole;
  /** Merchant codes of their CMS scope; null: every merchant (migration 0780). */
  merchants: string[] | null;
  disabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export const operatorOut = (row: OperatorRow): Operator => ({
  id: row.id,
  username: row.username,
  role: row.role,
  merchants: row.merchants,
  disabled: row.disabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The name an operator's TOTP secret is sealed under: usernames never change, so it is theirs for life. */
export const totpSecretName = (username: string) => `operator:${username}`;

export const totpSecretOf = (box: SecretBox, row: OperatorRow) =>
  box.open(totpSecretName(row.username), row.totp_secret);

/** What a new or reset operator is shown once: the QR code and the secret of the console's authenticator entry. */
export const operatorEnrolment = (box: SecretBox, row: OperatorRow) =>
  totpEnrolment({ issuer: 'Portal operator console', account: row.username }, totpSecretOf(box, row));

export async function findOperator(db: Database, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>('SELECT * FROM operators WHERE username = $1', [username]);
  return row;
}

export async function findOperatorById(db: Database, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>('SELECT * FROM operators WHERE id = $1', [id]);
  return row;
}

export const listOperators = (db: Database) => db.query<OperatorRow>('SELECT * FROM operators ORDER BY username');

export interface NewOperator {
  username: string;
  password: string;
  role: OperatorRole;
  /** Merchant codes they may edit the content of; null or left out: every merchant. */
  merchants?: string[] | null;
  /** A given secret (the demo's published one); a new random one otherwise. */
  totpSecret?: string;
  /** A hash made already (the demo's operators share theirs); hashed from `password` otherwise. */
  passwordHash?: string;
}

/** Creates the operator (its TOTP secret sealed with `box`); undefined when the username is taken. */
export async function insertOperator(
  db: Database,
  box: SecretBox,
  fresh: NewOperator,
  now: Date,
): Promise<OperatorRow | undefined> {
  const hash = fresh.passwordHash ?? (await hashPassword(fresh.password));
  const secret = box.seal(totpSecretName(fresh.username), fresh.totpSecret ?? newTotpSecret());
  const [row] = await db.query<OperatorRow>(
    `INSERT INTO operators (username, password_hash, totp_secret, role, merchants, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (username) DO NOTHING RETURNING *`,
    [fresh.username, hash, secret, fresh.role, fresh.merchants ?? null, now],
  );
  return row;
}

/**
 * Changes the role, the merchant scope and / or the disabled switch; fields left undefined keep their value
 * (`merchants: null` is a change: every merchant).
 */
export async function changeOperator(
  db: Database,
  username: string,
  change: { role?: OperatorRole; merchants?: string[] | null; disabled?: boolean },
  now: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>(
    `UPDATE operators SET role = coalesce($2, role), disabled = coalesce($3, disabled), updated_at = $4,
       merchants = CASE WHEN $5::boolean THEN $6::text[] ELSE merchants END
     WHERE username = $1 RETURNING *`,
    [
      username,
      change.role ?? null,
      change.disabled ?? null,
      now,
      change.merchants !== undefined,
      change.merchants ?? null,
    ],
  );
  return row;
}

/** A new password and a new TOTP secret (the old phone may be lost). */
export async function resetOperatorCredentials(
  db: Database,
  box: SecretBox,
  username: string,
  password: string,
  now: Date,
): Promise<OperatorRow | undefined> {
  const [row] = await db.query<OperatorRow>(
    `UPDATE operators SET password_hash = $2, totp_secret = $3, totp_last_step = NULL, updated_at = $4
     WHERE username = $1 RETURNING *`,
    [username, await hashPassword(password), box.seal(totpSecretName(username), newTotpSecret()), now],
  );
  return row;
}

/** How many enabled admins there are: the last one may not be disabled or demoted (nobody could manage the rest). */
export async function enabledAdmins(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND NOT disabled",
  );
  return row?.n ?? 0;
}

/** Locks the admins' rows (in id order) for the rest of the transaction: two admins demoting each other at once wait. */
export async function lockAdmins(db: Database): Promise<void> {
  await db.query("SELECT id FROM operators WHERE role = 'admin' ORDER BY id FOR UPDATE");
}

/**
 * Uses up the TOTP step of an accepted code: true the first time, false when this step (or a later one) was used
 * already, so a code seen over a shoulder or replayed from a log is worth nothing. One conditional UPDATE: two
 * sign-ins racing with one code, one wins.
 */
export async function spendTotpStep(db: Database, operatorId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id',
    [operatorId, step],
  );
  return rows.length === 1;
}
