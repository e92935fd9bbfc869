/** SQL of the passkeys table; a row type is declared once here. */
import type { PasskeySummary } from '../../src/api/calls/passkeys';
import type { Database } from '../db/database';

export interface PasskeyRow {
  id: string;
  member_id: string;
  credential_id: string;
  public_key: string;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export function toSummary(row: PasskeyRow): PasskeySummary {
  return {
    id: Number(row.id),
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

export function passkeysOf(db: Database, memberId: number): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>('SELECT * FROM passkeys WHERE member_id = $1 ORDER BY id', [memberId]);
}

/** The credential, when its member belongs to `merchantCode`: a passkey never opens another merchant's site. */
export async function credentialAt(db: Database, merchantCode: string, credentialId: string) {
  const [row] = await db.query<PasskeyRow>(
    `SELECT p.* FROM passkeys p JOIN members m ON m.id = p.member_id
      WHERE p.credential_id = $1 AND m.merchant_code = $2`,
    [credentialId, merchantCode],
  );
  return row ?? null;
}

export interface NewPasskey {
  memberId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  rpID: string;
  now: Date;
}

/** Inserts the passkey; null when that credential is already stored (added twice). */
export async function insertPasskey(db: Database, passkey: NewPasskey): Promise<PasskeyRow | null> {
  const [row] = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (member_id, credential_id, public_key, counter, transports, name, rp_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (credential_id) DO NOTHING RETURNING *`,
    [
      passkey.memberId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.name,
      passkey.rpID,
      passkey.now,
    ],
  );
  return row ?? null;
}

/**
 * Moves the counter from the value the check read to the new one; false when another sign-in moved it first (the
 * same assertion sent twice at once) or the passkey was deleted meanwhile.
 */
export async function recordUse(db: Database, id: string, from: string, to: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE passkeys SET counter = $3, last_used_at = $4 WHERE id = $1 AND counter = $2 RETURNING id',
    [id, from, to, now],
  );
  return rows.length === 1;
}

export async function deletePasskey(db: Database, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM passkeys WHERE id = $1 AND member_id = $2 RETURNING id', [id, memberId]);
  return rows.length === 1;
}

/** Whether the member holds a passkey (another way in, for areas that must not leave a member without one). */
export async function hasPasskey(db: Database, memberId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM passkeys WHERE member_id = $1 LIMIT 1', [memberId]);
  return rows.length > 0;
}
