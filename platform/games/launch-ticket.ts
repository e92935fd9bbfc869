/**
 * What makes a game page URL safe to hand to a browser:
 *
 * - the ticket is one-time: the first visit claims it and gets a "seat" cookie (HttpOnly, scoped to that
 *   page's path); later visits (a reload) need that cookie, so a copied or leaked URL shows nothing;
 * - it is bound to the session that launched it: once that session ends (logout, password change,
 *   expiry) the page stops opening (launch-routes.ts joins the sessions table);
 * - the page's "back" link stays on the site the game was launched from: a same-origin path, checked by
 *   security/same-origin-path.ts when the launch is accepted (anything else is a 400) and again where the link is
 *   rendered (vendors/simulator), which only ever shows the normalised path.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { badRequest } from '../core/platform-error';
import type { Database } from '../db/database';
import { sameOriginPath } from '../security/same-origin-path';
import { randomToken, sha256Hex } from '../security/tokens';

const SEAT_COOKIE = 'game_seat';

/** The back link to store (the normalised path), or a 400 when it could lead off the site it came from. */
export function siteBackPath(backUrl: string, requestUrl: string): string {
  const path = sameOriginPath(backUrl, requestUrl);
  if (path !== null) return path;
  throw badRequest('backUrl must be a path on the site the game is launched from', {
    issues: [{ path: 'backUrl', code: 'invalid_value', message: 'not a same-origin path' }],
  });
}

/**
 * Claims the ticket's seat for this browser on its first visit, or checks this browser holds it. False
 * when another browser (or none) holds the seat: the caller shows the "expired" page.
 */
export async function takeSeat(db: Database, c: Context, ticket: string): Promise<boolean> {
  const ticketHash = sha256Hex(ticket);
  const held = getCookie(c, SEAT_COOKIE);
  if (held) {
    const [row] = await db.query('SELECT 1 FROM game_launch WHERE ticket_hash = $1 AND seat_hash = $2', [
      ticketHash,
      sha256Hex(held),
    ]);
    if (row) return true;
  }
  const seat = randomToken();
  const claimed = await db.query(
    'UPDATE game_launch SET seat_hash = $2 WHERE ticket_hash = $1 AND seat_hash IS NULL RETURNING ticket_hash',
    [ticketHash, sha256Hex(seat)],
  );
  if (!claimed.length) return false;
  setCookie(c, SEAT_COOKIE, seat, {
    httpOnly: true,
    sameSite: 'Lax',
    path: new URL(c.req.url).pathname,
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return true;
}
