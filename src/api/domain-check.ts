/**
 * The domain check ("Domain check failed / Invalid URL, contact customer service"): a site opened on a host its
 * merchant does not list in the platform's domain routes (domainRouteCall) is not the operator's. Read without zod,
 * like system-status-reading.ts: anything unreadable passes, because an unreachable or odd platform answer must never
 * lock players out of a real domain.
 */

/** Whether `hostname` may show `merchantCode`'s site, given a domainRouteCall value; null: cannot tell. */
export function domainAllowed(value: unknown, merchantCode: string, hostname: string): boolean | null {
  if (!Array.isArray(value)) return null;
  const listed = value.flatMap((route) => {
    const { domain, merchantCode: code } = (route ?? {}) as { domain?: unknown; merchantCode?: unknown };
    return typeof domain === 'string' && code === merchantCode ? [domain.toLowerCase()] : [];
  });
  if (listed.length === 0) return null;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // www.<domain> is the same site as <domain>, as operators publish both.
  return listed.some((domain) => host === domain || host === `www.${domain}`);
}

/** The page the visitor is sent to, under the page language's prefix ('' or '/ur'). */
export const invalidDomainPage = (prefix: string) => `${prefix}/invalid-domain/`;
