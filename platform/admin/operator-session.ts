/**
 * How an operator's browser stays signed in on the operator page.
 *
 * The operator signs in as a person (username, password, TOTP code: routes.ts) and gets an HttpOnly cookie holding
 * a random 256-bit token; the database keeps only its SHA-256 (table operator_sessions), like members' sessions, so
 * a leaked table cannot be replayed. A session lasts SESSION_HOURS, names its operator (every action is theirs) and
 * is revoked at sign-out, when the operator is disabled and when their password and second factor are reset. No
 * script on any origin can read the cookie.
 *
 * What a cookie adds is cross-site request forgery, so the cookie counts only on a request that also carries
 * OPERATOR_REQUEST_HEADER: a page on another origin cannot add a custom header without a CORS preflight, which
 * the platform never grants, and a plain form cannot add one at all. SameSite=Strict (a page of another site never
 * sends it) and a Sec-Fetch-Site other than same-origin (browsers that say where a request comes from) are two more
 * locks on the same door. Scripts, curl and the tests may use the admin bearer token instead, which needs none of this.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { OperatorRole } from '../../src/api/calls/admin-operators';
import type { Database } from '../db/database';
import { randomToken, sha256Hex, TOKEN_FORMAT } from '../security/tokens';

export const OPERATOR_COOKIE = 'operator_session';
/** The header the operator page sends with every call (any value): proof the call comes from a same-origin script. */
export const OPERATOR_REQUEST_HEADER = 'x-operator-request';
export const SESSION_HOURS = 8;
/** Sent only to the operator API's paths, never to anything else the host might serve. */
const COOKIE_PATH = '/admin';

/** A live session's operator. */
export interface OperatorSession {
  tokenHash: string;
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** Merchant codes of their CMS scope; null: every merchant. */
  merchants: string[] | null;
  expiresAt: Date;
}

/** Signs the operator in on this browser until the returned time. `secure`: the request came over https. */
export async function issueOperatorSession(
  c: Context,
  db: Database,
  operatorId: number,
  now: Date,
  secure: boolean,
): Promise<Date> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db.query(
    'INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256Hex(token), operatorId, now, expiresAt],
  );
  setCookie(c, OPERATOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: COOKIE_PATH,
    maxAge: SESSION_HOURS * 3600,
  });
  return expiresAt;
}

/** Revokes the session and clears the cookie. */
export async function endOperatorSession(c: Context, db: Database, session: OperatorSession | null, now: Date) {
  if (session) {
    await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
      session.tokenHash,
      now,
    ]);
  }
  deleteCookie(c, OPERATOR_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict' });
}

/** Ends every session of an operator (disabled, or credentials reset). */
export async function revokeOperatorSessions(db: Database, operatorId: number, now: Date): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [
    operatorId,
    now,
  ]);
}

/**
 * The request's operator session, or null when it has none that counts: no cookie, an unknown, expired or revoked
 * one, a disabled operator, or a request that is not the operator page's own script (see above).
 */
export async function operatorSessionOf(c: Context, db: Database, now: Date): Promise<OperatorSession | null> {
  if (c.req.header(OPERATOR_REQUEST_HEADER) === undefined) return null;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return null;
  const token = getCookie(c, OPERATOR_COOKIE) ?? '';
  if (!TOKEN_FORMAT.test(token)) return null;
  const tokenHash = sha256Hex(token);
  const [row] = await db.query<{
    id: number;
    username: string;
    role: OperatorRole;
    merchants: string[] | null;
    expires_at: Date;
  }>(
    `SELECT o.id, o.username, o.role, o.merchants, s.expires_at FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT o.disabled`,
    [tokenHash, now],
  );
  if (!row) return null;
  return {
    tokenHash,
    operatorId: row.id,
    username: row.username,
    role: row.role,
    merchants: row.merchants,
    expiresAt: row.expires_at,
  };
}
