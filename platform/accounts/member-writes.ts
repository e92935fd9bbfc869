/**
 * Writing member rows: the account free play opens, a registration (with the friend it counts for an inviter),
 * a new password and the member's icon. Every change is keyed by the member's id or made for the merchant named;
 * a registration and its referral are one transaction, so a member is never counted without being created.
 */
import type { Database } from '../db/database';
import { recordReferral } from '../referral';

/** Who invited a new member (resolved from the code the registration carried). */
type Inviter = Parameters<typeof recordReferral>[3];

export interface NewTrialMember {
  merchantCode: string;
  username: string;
  type: number;
  passwordHash: string;
  now: Date;
}

/** Opens a free-play account (its username is also its nickname); returns its id. */
export async function createTrialMember(db: Database, member: NewTrialMember): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at)
       VALUES ($1, $2, $2, $3, $4, $5, $5) RETURNING id`,
    [member.merchantCode, member.username, member.type, member.passwordHash, member.now],
  );
  return (row as { id: number }).id;
}

export interface NewRegisteredMember {
  merchantCode: string;
  username: string | undefined;
  type: number;
  passwordHash: string;
  now: Date;
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  uplineId: number | null;
  /** The transaction password given at registration: the one withdrawals and transfers ask for. */
  paymentPasswordHash: string | null;
  /** Set when a code proved the number at registration: bound, as if confirmed in the security centre. */
  mobileBoundAt: Date | null;
}

/**
 * Creates a registered member and, when a code invited them, records them as the inviter's friend, in one
 * transaction; returns the new id. A taken username or number fails with the database's unique violation.
 */
export async function createRegisteredMember(
  db: Database,
  member: NewRegisteredMember,
  inviter: Inviter | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, mobile, email,
           payee_name, upline_id, payment_password_hash, created_at, mobile_bound_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $5, $11) RETURNING id`,
      [
        member.merchantCode,
        member.username,
        member.type,
        member.passwordHash,
        member.now,
        member.mobile,
        member.email,
        member.payeeName,
        member.uplineId,
        member.paymentPasswordHash,
        member.mobileBoundAt,
      ],
    );
    const newId = (row as { id: number }).id;
    if (inviter) await recordReferral(tx, member.merchantCode, newId, inviter, member.now);
    return newId;
  });
}

/** Stores a new password: its age restarts and it is neither expired nor the default any more. */
export async function storePassword(db: Database, memberId: number, passwordHash: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE members SET password_hash = $2, password_changed_at = $3, password_expired = false, password_is_default = false
      WHERE id = $1`,
    [memberId, passwordHash, now],
  );
}

export async function storeIcon(db: Database, memberId: number, icon: number): Promise<void> {
  await db.query('UPDATE members SET icon = $2 WHERE id = $1', [memberId, icon]);
}
