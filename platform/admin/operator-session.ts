/**
 * How the operator's browser stays signed in on the operator page.
 *
 * Why a cookie and not the token in sessionStorage: the page already lives on its own origin (operator-host.ts), so
 * no players' site can read that origin's storage either way. But PLATFORM_ADMIN_TOKEN is a long-lived master secret:
 * kept in storage, any script that ever ran on the operator origin (a mistake in the page, a compromised file) could
 * read it and use it from anywhere until the token is changed. So the page sends the token once, in a sign-in
 * exchange (POST /admin/session with the bearer token), and gets back an HttpOnly cookie holding a derived,
 * expiring credential: no script on any origin can read it, it is worth nothing after SESSION_HOURS, and the
 * master token is never kept by the browser. The page's form field is cleared once it is sent.
 *
 * What a cookie adds is cross-site request forgery, so the cookie counts only on a request that also carries
 * OPERATOR_REQUEST_HEADER: a page on another origin cannot add a custom header without a CORS preflight, which
 * the platform never grants, and a plain form cannot add one at all. SameSite=Strict (a page of another site never
 * sends it) and a Sec-Fetch-Site other than same-origin (browsers that say where a request comes from) are two more
 * locks on the same door. Scripts, curl and the tests keep using the bearer token, which needs none of this.
 *
 * The credential is `<expiry ms>.<HMAC-SHA256 of the expiry, keyed with the admin token>`: no table, valid in every
 * platform process, and changing the admin token ends every operator session at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const OPERATOR_COOKIE = 'operator_session';
/** The header the operator page sends with every call (any value): proof the call comes from a same-origin script. */
export const OPERATOR_REQUEST_HEADER = 'x-operator-request';
export const SESSION_HOURS = 8;
/** Sent only to the operator API's paths, never to anything else the host might serve. */
const COOKIE_PATH = '/admin';

function signature(adminToken: string, expiresAt: number): Buffer {
  return createHmac('sha256', adminToken).update(`operator-session:${expiresAt}`).digest();
}

/** Signs the operator in on this browser until the returned time. `secure`: the request came over https. */
export function issueOperatorSession(c: Context, adminToken: string, now: Date, secure: boolean): Date {
  const expiresAt = now.getTime() + SESSION_HOURS * 3_600_000;
  const value = `${expiresAt}.${signature(adminToken, expiresAt).toString('base64url')}`;
  setCookie(c, OPERATOR_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: COOKIE_PATH,
    maxAge: SESSION_HOURS * 3600,
  });
  return new Date(expiresAt);
}

export function endOperatorSession(c: Context, secure: boolean): void {
  deleteCookie(c, OPERATOR_COOKIE, { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'Strict' });
}

/**
 * When the request's operator session ends, or null when it has none that counts: no cookie, a forged or expired
 * one, or a request that is not the operator page's own script (see above).
 */
export function operatorSessionOf(c: Context, adminToken: string, now: Date): Date | null {
  if (c.req.header(OPERATOR_REQUEST_HEADER) === undefined) return null;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return null;
  const [expiry, mac, ...rest] = (getCookie(c, OPERATOR_COOKIE) ?? '').split('.');
  if (!expiry || !mac || rest.length || !/^\d{1,15}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(adminToken, expiresAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAt > now.getTime() ? new Date(expiresAt) : null;
}
