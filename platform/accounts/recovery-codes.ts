/**
 * Recovery codes of a member's authenticator: ten random codes shown once when the enrolment is confirmed, for the
 * day the phone is lost. Kept only as SHA-256 of the member and the code: they are random (about 49 bits), so a slow
 * hash would add nothing a leaked table could not be attacked with anyway. Each works once.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import { sha256Hex } from '../security/tokens';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper by hand is read as it was written. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const fresh = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** How a typed code compares: case and separators do not matter ("ABCDE-FGHJK" is "abcdefghjk"). */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Whether `code` has the shape of a recovery code (so a six-digit TOTP code is never looked up here). */
export const looksLikeRecoveryCode = (code: string) => new RegExp(`^[${ALPHABET}]{10}$`).test(normalised(code));

const hashOf = (memberId: number, code: string) => sha256Hex(`${memberId}\u0000${normalised(code)}`);

/** Replaces the member's codes with ten new ones; answers them as shown (`xxxxx-xxxxx`). */
export async function issueRecoveryCodes(db: Database, memberId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, fresh);
  await db.query('DELETE FROM member_recovery_codes WHERE member_id = $1', [memberId]);
  for (const code of codes) {
    await db.query('INSERT INTO member_recovery_codes (member_id, code_hash) VALUES ($1, $2)', [
      memberId,
      hashOf(memberId, code),
    ]);
  }
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

/** Uses the code once: true the first time, false when it is not one of the member's or was used (one UPDATE). */
export async function spendRecoveryCode(db: Database, memberId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE member_recovery_codes SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1',
    [memberId, hashOf(memberId, code), now],
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
