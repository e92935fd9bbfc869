/**
 * The transaction password (the paymentPassword field): six digits, hashed like the sign-in password, asked
 * before money leaves a wallet (withdrawal, transfer) and before a payout account is bound. Wrong answers
 * are counted per member; after PAYMENT_PASSWORD_MAX_FAILURES in a row it is locked for
 * PAYMENT_PASSWORD_LOCK_MS, so a stolen session cannot guess it.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../security/passwords';

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;

interface PaymentPasswordRow {
  payment_password_hash: string | null;
  payment_password_failures: number;
  payment_password_locked_until: Date | null;
}

async function read(db: Database, memberId: number): Promise<PaymentPasswordRow> {
  const [row] = await db.query<PaymentPasswordRow>(
    'SELECT payment_password_hash, payment_password_failures, payment_password_locked_until FROM members WHERE id = $1',
    [memberId],
  );
  if (!row) throw new PlatformError(404, 'not_found', 'member not found');
  return row;
}

export async function hasPaymentPassword(db: Database, memberId: number): Promise<boolean> {
  return (await read(db, memberId)).payment_password_hash !== null;
}

function lockedError(until: Date, now: Date): PlatformError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new PlatformError(423, 'payment_password_locked', 'transaction password locked', { retryAfterSeconds });
}

/**
 * Throws unless `password` is the member's transaction password. Counts failures and locks after too many;
 * a success clears the count. Runs outside any money transaction so a refusal is still counted.
 */
export async function verifyPaymentPassword(
  db: Database,
  memberId: number,
  password: string,
  now: Date,
): Promise<void> {
  const row = await read(db, memberId);
  if (!row.payment_password_hash) {
    throw new PlatformError(409, 'payment_password_required', 'set a transaction password first');
  }
  if (row.payment_password_locked_until && row.payment_password_locked_until > now) {
    throw lockedError(row.payment_password_locked_until, now);
  }
  if (await verifyPassword(password, row.payment_password_hash)) {
    if (row.payment_password_failures > 0 || row.payment_password_locked_until) {
      await db.query(
        'UPDATE members SET payment_password_failures = 0, payment_password_locked_until = NULL WHERE id = $1',
        [memberId],
      );
    }
    return;
  }
  // One statement counts the failure and, at the limit, locks and resets the count, so parallel guesses
  // cannot slip past the limit between a read and a write.
  const [after] = await db.query<{ payment_password_locked_until: Date | null }>(
    `UPDATE members SET
       payment_password_failures = CASE WHEN payment_password_failures + 1 >= $2 THEN 0 ELSE payment_password_failures + 1 END,
       payment_password_locked_until = CASE WHEN payment_password_failures + 1 >= $2 THEN $3::timestamptz ELSE NULL END
     WHERE id = $1 RETURNING payment_password_locked_until`,
    [memberId, PAYMENT_PASSWORD_MAX_FAILURES, new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS)],
  );
  if (after?.payment_password_locked_until) throw lockedError(after.payment_password_locked_until, now);
  throw new PlatformError(403, 'payment_password_incorrect', 'wrong transaction password');
}

/**
 * Sets the transaction password, or changes it: a member who has one must give it (`current`), checked like
 * any other use.
 */
export async function setPaymentPassword(
  db: Database,
  memberId: number,
  next: string,
  current: string | undefined,
  now: Date,
): Promise<void> {
  if (!PAYMENT_PASSWORD_PATTERN.test(next)) {
    throw new PlatformError(400, 'password_rule', 'the transaction password is 6 digits');
  }
  if (await hasPaymentPassword(db, memberId)) {
    await verifyPaymentPassword(db, memberId, current ?? '', now);
  }
  await db.query('UPDATE members SET payment_password_hash = $2, payment_password_failures = 0 WHERE id = $1', [
    memberId,
    await hashPassword(next),
  ]);
}
