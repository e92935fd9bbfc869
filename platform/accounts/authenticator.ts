/**
 * A member's authenticator app (TOTP, security/totp.ts: the operators' mechanism): started in the security centre
 * (a sealed secret, shown once as a QR code and as text), confirmed by a first code (then ten recovery codes are
 * shown once), used as the second factor of a sign-in from a new IP, and turned off with a code or the password.
 * A code is good once: its 30 s step is spent by one conditional UPDATE, so a replay in the same step is refused.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { SecretBox } from '../security/secret-box';
import { newTotpSecret, totpStepOf } from '../security/totp';
import { issueRecoveryCodes, looksLikeRecoveryCode, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';

interface AuthenticatorRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | number | null;
}

const sealName = (memberId: number) => `member:${memberId}`;

export const codeInvalid = () =>
  new PlatformError(400, 'totp_code_invalid', 'This authenticator code is wrong or has expired');
export const codeUsed = () => new PlatformError(400, 'totp_code_used', 'This authenticator code was used already');
const enrolled = () => new PlatformError(409, 'authenticator_enrolled', 'An authenticator app is set up already');
const notEnrolled = () => new PlatformError(409, 'authenticator_not_enrolled', 'No authenticator app is set up');

async function rowOf(db: Database, memberId: number, lock = false): Promise<AuthenticatorRow | undefined> {
  const [row] = await db.query<AuthenticatorRow>(
    `SELECT secret, confirmed_at, last_step FROM member_authenticators WHERE member_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return row;
}

/** Whether the member has a confirmed authenticator: then it is a factor of their sign-ins. */
export async function hasAuthenticator(db: Database, memberId: number): Promise<boolean> {
  return Boolean((await rowOf(db, memberId))?.confirmed_at);
}

export async function authenticatorStatus(db: Database, memberId: number) {
  const row = await rowOf(db, memberId);
  const confirmed = Boolean(row?.confirmed_at);
  return { enrolled: confirmed, recoveryCodesLeft: confirmed ? await recoveryCodesLeft(db, memberId) : 0 };
}

/** A new secret for the member (replacing an unconfirmed one); authenticator_enrolled when one is confirmed. */
export async function startAuthenticator(db: Database, box: SecretBox, memberId: number, now: Date) {
  const secret = newTotpSecret();
  const rows = await db.query(
    `INSERT INTO member_authenticators (member_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at, last_step = NULL
     WHERE member_authenticators.confirmed_at IS NULL RETURNING member_id`,
    [memberId, box.seal(sealName(memberId), secret), now],
  );
  if (rows.length === 0) throw enrolled();
  return secret;
}

/** The first code confirms the enrolment; answers the recovery codes (shown once). Nothing changes on a wrong code. */
export function confirmAuthenticator(db: Database, box: SecretBox, memberId: number, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, memberId, true);
    if (!row) throw notEnrolled();
    if (row.confirmed_at) throw enrolled();
    const step = totpStepOf(box.open(sealName(memberId), row.secret), code, now);
    if (step === null) throw codeInvalid();
    await tx.query('UPDATE member_authenticators SET confirmed_at = $2, last_step = $3 WHERE member_id = $1', [
      memberId,
      now,
      step,
    ]);
    return issueRecoveryCodes(tx, memberId);
  });
}

/**
 * Checks a code of the member's confirmed authenticator, or one of its recovery codes, and spends it (in `db`, a
 * transaction the caller holds, so a refusal further on undoes the spending). Throws totp_code_invalid (wrong, or no
 * authenticator) or totp_code_used (this code's step was spent already).
 */
export async function spendAuthenticatorCode(
  db: Database,
  box: SecretBox,
  memberId: number,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery'> {
  const row = await rowOf(db, memberId, true);
  if (!row?.confirmed_at) throw codeInvalid();
  if (looksLikeRecoveryCode(code)) {
    if (await spendRecoveryCode(db, memberId, code, now)) return 'recovery';
    throw codeInvalid();
  }
  const step = totpStepOf(box.open(sealName(memberId), row.secret), code.trim(), now);
  if (step === null) throw codeInvalid();
  const spent = await db.query(
    `UPDATE member_authenticators SET last_step = $2
     WHERE member_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING 1`,
    [memberId, step],
  );
  if (spent.length === 0) throw codeUsed();
  return 'totp';
}

/** Turns the authenticator off (with its recovery codes); authenticator_not_enrolled when there is none. */
export async function removeAuthenticator(db: Database, memberId: number): Promise<void> {
  const rows = await db.query('DELETE FROM member_authenticators WHERE member_id = $1 RETURNING 1', [memberId]);
  if (rows.length === 0) throw notEnrolled();
}

/** Turns it off with one of its codes (or a recovery code): the code is checked and the authenticator goes, together. */
export function removeAuthenticatorWithCode(db: Database, box: SecretBox, memberId: number, code: string, now: Date) {
  return db.transaction(async (tx) => {
    await spendAuthenticatorCode(tx, box, memberId, code, now);
    await removeAuthenticator(tx, memberId);
  });
}
