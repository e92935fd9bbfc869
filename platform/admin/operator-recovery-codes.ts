/**
 * An operator's recovery codes: a new set with every enrolment (an admin creates the operator or resets their
 * credentials), shown once; the console's sign-in takes one in place of the authenticator's code, once.
 */
import type { Database } from '../db/database';
import { newRecoveryCodes, recoveryCodeHash } from '../security/recovery-codes';

/** Codes are bound to the operator's id (usernames never change either, but ids never collide with members'). */
const owner = (operatorId: number) => `operator:${operatorId}`;

/** Replaces the operator's codes with a new set; answers them as shown (`xxxxx-xxxxx`). */
export async function issueOperatorRecoveryCodes(db: Database, operatorId: number): Promise<string[]> {
  const { shown, hashes } = newRecoveryCodes(owner(operatorId));
  await db.query('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [operatorId]);
  for (const hash of hashes) {
    await db.query('INSERT INTO operator_recovery_codes (operator_id, code_hash) VALUES ($1, $2)', [operatorId, hash]);
  }
  return shown;
}

/**
 * Uses the code up: the codes left when it was one of the operator's unused codes, null otherwise. One conditional
 * UPDATE: two sign-ins racing with one code, one wins.
 */
export async function spendOperatorRecoveryCode(
  db: Database,
  operatorId: number,
  code: string,
  now: Date,
): Promise<number | null> {
  const rows = await db.query(
    `UPDATE operator_recovery_codes SET used_at = $3
      WHERE operator_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [operatorId, recoveryCodeHash(owner(operatorId), code), now],
  );
  if (rows.length !== 1) return null;
  const [left] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM operator_recovery_codes WHERE operator_id = $1 AND used_at IS NULL',
    [operatorId],
  );
  return left?.n ?? 0;
}
