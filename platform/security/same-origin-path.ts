/**
 * The one check for a link that must stay on the site it was sent from (a game's "back" link).
 *
 * A browser does not read a link the way a string test does: it drops tabs and new lines inside it, reads a
 * backslash as a slash (`/\evil.example` is `//evil.example`, another host), resolves `/..//evil.example` to the
 * path `//evil.example`, and some server or proxy on the way may decode `%2F` or `%5C` once more. So the link is
 * parsed with the WHATWG URL parser (the browsers' own) against the site's origin, and only what provably lands on
 * that origin passes; the answer is the normalised path (path, query, fragment), never the text as sent, so what
 * is stored and rendered is what was checked. Anything odd is refused rather than repaired: the clients only
 * ever send `location.pathname`, so a refusal costs a real player nothing.
 */

/** Longest link taken (the API's limit). */
export const MAX_LINK_LENGTH = 500;

/**
 * Characters the URL parser removes or trims before it reads a link (ASCII tab, new lines, other controls and
 * spaces), and Unicode spaces and invisible marks a browser or a copy-paste may treat as nothing.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/**
 * A percent-escape that a second decoding (a proxy, a server's redirect) would turn into something that changes
 * where the link goes: `/` and `\` (`/%5Cevil`, `%2F%2F`), `%` itself (double encoding: `%252F`), controls and
 * space; or a `%` not followed by two hex digits.
 */
const RISKY_ESCAPE = /%(?:[01][0-9a-f]|2[0f5]|5c|7f)|%(?![0-9a-f]{2})/i;

/** An absolute link names its scheme and host in full; `http:/x`, `http:\\x` and `//x` are not that. */
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\]/i;

/**
 * The normalised same-origin path of `link` (e.g. `/en/rng/?x=1#top`), or null when it could leave `siteOrigin`
 * (an origin such as `https://shaplaplay.example` or a request URL, whose path is ignored). A link is either a path
 * (`/…`, not `//…`) or an absolute http(s) URL of exactly that origin, without user info.
 */
export function sameOriginPath(link: string, siteOrigin: string): string | null {
  if (!link || link.length > MAX_LINK_LENGTH) return null;
  if (INVISIBLE.test(link) || link.includes('\\') || RISKY_ESCAPE.test(link)) return null;
  const isPath = link.startsWith('/') && !link.startsWith('//');
  if (!isPath && !ABSOLUTE_HTTP.test(link)) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(link, site.origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//host` behind (`/..//evil.example`): what is handed back must read as a path too.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}
