/**
 * One-time codes (SMS codes, second factors, password-reset codes). Only a hash bound to the target is
 * stored; a new code replaces the unused ones for the same purpose and target; a code survives at most
 * CODE_MAX_ATTEMPTS wrong guesses and is used once.
 */

import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { sha256Hex } from '../security/tokens';
import { CODE_MAX_ATTEMPTS } from './policy';

export type CodePurpose =
  | 'nologin'
  | 'register'
  | 'second_factor'
  | 'reset'
  | 'sign_in_link'
  // security centre (platform/security-centre): confirms a number or address a member binds
  | 'bind_mobile'
  | 'bind_email';

export interface CodeTarget {
  merchantCode: string;
  purpose: CodePurpose;
  /** E.164 number, or a member id / challenge fingerprint for codes sent elsewhere. */
  target: string;
}

const hashOf = (target: string, code: string) => sha256Hex(`${target}\u0000${code.trim()}`);

export async function issueCode(
  db: Database,
  key: CodeTarget,
  code: string,
  expiresAt: Date,
  now: Date,
  extra: { memberId?: number; ip?: string } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'UPDATE one_time_codes SET used_at = $4 WHERE merchant_code = $1 AND purpose = $2 AND target = $3 AND used_at IS NULL',
      [key.merchantCode, key.purpose, key.target, now],
    );
    await tx.query(
      `INSERT INTO one_time_codes (merchant_code, purpose, target, code_hash, member_id, ip, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        key.merchantCode,
        key.purpose,
        key.target,
        hashOf(key.target, code),
        extra.memberId ?? null,
        extra.ip ?? null,
        expiresAt,
        now,
      ],
    );
  });
}

export interface UsedCode {
  memberId: number | null;
  ip: string | null;
}

const invalid = () => new PlatformError(400, 'verification_code_invalid', 'Enter a valid verification code');

interface LiveCodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  member_id: number | null;
  ip: string | null;
}

/** The newest unused, unexpired code for `key`, its row locked for the rest of the transaction. */
async function liveCodeRow(tx: Database, key: CodeTarget, now: Date): Promise<LiveCodeRow | undefined> {
  const [row] = await tx.query<LiveCodeRow>(
    `SELECT id, code_hash, attempts, member_id, ip FROM one_time_codes
      WHERE merchant_code = $1 AND purpose = $2 AND target = $3 AND used_at IS NULL AND expires_at > $4
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [key.merchantCode, key.purpose, key.target, now],
  );
  return row;
}

/** Uses the live code for `key` if `code` matches; otherwise counts a wrong guess and throws verification_code_invalid. */
export async function consumeCode(db: Database, key: CodeTarget, code: string, now: Date): Promise<UsedCode> {
  const result = await db.transaction(async (tx) => {
    const row = await liveCodeRow(tx, key, now);
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return null;
    if (row.code_hash !== hashOf(key.target, code)) {
      await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return null;
    }
    await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return { memberId: row.member_id, ip: row.ip };
  });
  if (!result) throw invalid();
  return result;
}

export interface OpenChallenge extends UsedCode {
  /** Whether `code` is the code this row was issued with. */
  codeIs(code: string): boolean;
}

/**
 * A verification step answered by any of its factors (second-factor.ts): `answer` judges the answer inside the
 * step's locked row and answers null (right: the step is used) or the refusal to throw. A refusal counts one of the
 * step's CODE_MAX_ATTEMPTS wrong answers, whichever factor it was; a step that has had them all is refused as
 * verification_attempts_exceeded, and an unknown, used or expired one as verification_code_invalid. `answer` must
 * write nothing when it refuses (the count is kept, the transaction commits).
 */
export async function answerChallenge(
  db: Database,
  key: CodeTarget,
  now: Date,
  answer: (tx: Database, challenge: OpenChallenge) => Promise<PlatformError | null>,
): Promise<UsedCode> {
  const result = await db.transaction(async (tx): Promise<UsedCode | PlatformError> => {
    const row = await liveCodeRow(tx, key, now);
    if (!row) return invalid();
    if (row.attempts >= CODE_MAX_ATTEMPTS) return attemptsExceeded();
    const used = { memberId: row.member_id, ip: row.ip };
    const refusal = await answer(tx, { ...used, codeIs: (code) => row.code_hash === hashOf(key.target, code) });
    if (refusal) {
      await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
      return refusal;
    }
    await tx.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    return used;
  });
  if (result instanceof PlatformError) throw result;
  return result;
}

const attemptsExceeded = () =>
  new PlatformError(400, 'verification_attempts_exceeded', 'Too many wrong answers: sign in again for a new step');
