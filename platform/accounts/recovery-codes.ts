/**
 * Recovery codes of a member's authenticator: ten random codes shown once when the enrolment is confirmed
 * (security/recovery-codes.ts makes and hashes them), kept in member_recovery_codes. Each works once.
 */
import type { Database } from '../db/database';
import { newRecoveryCodes, recoveryCodeHash } from '../security/recovery-codes';

export { looksLikeRecoveryCode } from '../security/recovery-codes';

/** Replaces the member's codes with ten new ones; answers them as shown (`xxxxx-xxxxx`). */
export async function issueRecoveryCodes(db: Database, memberId: number): Promise<string[]> {
  const { shown, hashes } = newRecoveryCodes(memberId);
  await db.query('DELETE FROM member_recovery_codes WHERE member_id = $1', [memberId]);
  for (const hash of hashes) {
    await db.query('INSERT INTO member_recovery_codes (member_id, code_hash) VALUES ($1, $2)', [memberId, hash]);
  }
  return shown;
}

/** Uses the code once: true the first time, false when it is not one of the member's or was used (one UPDATE). */
export async function spendRecoveryCode(db: Database, memberId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE member_recovery_codes SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1',
    [memberId, recoveryCodeHash(memberId, code), now],
  );
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM member_recovery_codes WHERE member_id = $1 AND used_at IS NULL',
    [memberId],
  );
  return row?.n ?? 0;
}
