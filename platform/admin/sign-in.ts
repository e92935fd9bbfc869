/**
 * An operator's sign-in: username, password and the current TOTP code, all three right, of an enabled account; a
 * code signs in once (its step is used up). One of the operator's recovery codes stands in for the TOTP code, once;
 * each use is audited (with how many codes are left), and a wrong one is a failure like a wrong code.
 * Every failure answers the same 401 (which of the three was wrong is not said) and is audited; 10 failures of a
 * username in 15 minutes, or 30 attempts of an IP in a minute, stop further tries for the window (429). A wrong
 * username still costs one scrypt, so timing does not tell names apart.
 */
import type { Context } from 'hono';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import { enforceLimit, rateLimited } from '../security/limits';
import { hashPassword, verifyPassword } from '../security/passwords';
import { hit, peek } from '../security/rate-limit';
import { looksLikeRecoveryCode } from '../security/recovery-codes';
import { totpStepOf } from '../security/totp';
import { appendAudit } from './audit';
import { spendOperatorRecoveryCode } from './operator-recovery-codes';
import { endOperatorSession, issueOperatorSession, type OperatorSession } from './operator-session';
import { findOperator, type OperatorRow, spendTotpStep, totpSecretOf } from './operators';

const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURES_PER_USERNAME = 10;
const ATTEMPTS_PER_IP_PER_MINUTE = 30;

let decoyHash: Promise<string> | undefined;

export const signInFailed = () =>
  new PlatformError(401, 'unauthorized', 'wrong username, password or code, or the account is disabled');

export async function signInOperator(
  deps: PlatformDeps,
  attempt: { username: string; password: string; code: string },
  ip: string,
): Promise<OperatorRow> {
  const { db, clock } = deps;
  const now = clock();
  await enforceLimit(deps, `operator-sign-in-ip:${ip}`, ATTEMPTS_PER_IP_PER_MINUTE, 60_000);
  const failuresKey = `operator-sign-in-failures:${attempt.username}`;
  if ((await peek(db, failuresKey, FAILURE_WINDOW_MS, now)) >= FAILURES_PER_USERNAME) {
    throw rateLimited(new Date(now.getTime() + FAILURE_WINDOW_MS), now);
  }
  const row = await findOperator(db, attempt.username);
  decoyHash ??= hashPassword('not any operator password');
  const passwordRight = await verifyPassword(attempt.password, row?.password_hash ?? (await decoyHash));
  const byRecoveryCode = looksLikeRecoveryCode(attempt.code);
  const step = row && !byRecoveryCode ? totpStepOf(totpSecretOf(deps.secrets.totpBox, row), attempt.code, now) : null;
  const admissible = row && passwordRight && !row.disabled;
  const fresh = byRecoveryCode
    ? admissible && (await spendRecoveryCode(deps, row, attempt.code, ip))
    : admissible && step !== null && (await spendTotpStep(db, row.id, step));
  if (row && fresh) return row;
  await hit(db, failuresKey, FAILURE_WINDOW_MS, now);
  await appendAudit(
    db,
    { operatorId: row?.id ?? null, name: attempt.username },
    ip,
    {
      action: 'operator.sign_in_failed',
      target: `operator:${attempt.username}`,
      reason: !row
        ? 'unknown username'
        : row.disabled
          ? 'disabled'
          : !passwordRight
            ? 'wrong password'
            : byRecoveryCode
              ? 'wrong or used recovery code'
              : step === null
                ? 'wrong code'
                : 'code used already',
    },
    now,
  );
  throw signInFailed();
}

/** Spends one of the operator's recovery codes and audits its use, in one transaction; false when it is not theirs. */
function spendRecoveryCode(deps: PlatformDeps, row: OperatorRow, code: string, ip: string): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const left = await spendOperatorRecoveryCode(tx, row.id, code, now);
    if (left === null) return false;
    const actor = { operatorId: row.id, name: row.username };
    const record = { action: 'operator.recovery_code_used', target: `operator:${row.username}`, after: { left } };
    await appendAudit(tx, actor, ip, record, now);
    return true;
  });
}

/** Opens the signed-in operator's session (the cookie) and audits the sign-in, in one transaction. */
export function openOperatorSession(c: Context, deps: PlatformDeps, row: OperatorRow, ip: string, secure: boolean) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const expiresAt = await issueOperatorSession(c, tx, row.id, now, secure);
    const actor = { operatorId: row.id, name: row.username };
    await appendAudit(tx, actor, ip, { action: 'operator.sign_in', target: `operator:${row.username}` }, now);
    return expiresAt;
  });
}

/** Revokes the session, clears the cookie and audits the sign-out, in one transaction. */
export function closeOperatorSession(c: Context, deps: PlatformDeps, session: OperatorSession | null, ip: string) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await endOperatorSession(c, tx, session, now);
    if (!session) return;
    const actor = { operatorId: session.operatorId, name: session.username };
    await appendAudit(tx, actor, ip, { action: 'operator.sign_out', target: `operator:${session.username}` }, now);
  });
}
