/**
 * What makes a game page URL safe to hand to a browser (issue 9 item 4):
 *
 * - the ticket is one-time: the first visit claims it and gets a "seat" cookie (HttpOnly, scoped to that
 *   page's path); later visits (a reload) need that cookie, so a copied or leaked URL shows nothing;
 * - it is bound to the session that launched it: once that session ends (logout, password change,
 *   expiry) the page stops opening (launch-routes.ts joins the sessions table);
 * - the page's "back" link only goes to the merchant's own sites: a path, one of the tenant's domains, or
 *   the host the launch request came to (local and preview hosts); anything else is refused at launch.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { badRequest } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { randomToken, sha256Hex } from '../security/tokens';

const SEAT_COOKIE = 'game_seat';

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The back URL to store, or a 400 when it leads off the merchant's sites. */
export function merchantBackUrl(merchant: Merchant, backUrl: string, requestUrl: string): string {
  if (backUrl.startsWith('/') && !backUrl.startsWith('//')) return backUrl;
  const host = hostOf(backUrl);
  const own = [...merchant.tenant.domains.map((domain) => domain.toLowerCase()), hostOf(requestUrl)];
  const hostname = host?.replace(/:\d+$/, '');
  if (host && hostname && (own.includes(host) || own.includes(hostname))) return backUrl;
  throw badRequest("backUrl must be a path or an address on one of the merchant's domains", {
    issues: [{ path: 'backUrl', code: 'invalid_value', message: 'not one of the merchant domains' }],
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
