/**
 * Where the operator's surface lives (issue 31 item 6): the review page at /admin/ and the /admin API answer only on
 * an operator host, never on a players' host. Its own host name gives the operator page its own browser origin, so no
 * script of a players' site can read its storage, cookies or DOM, and an operator host can be fenced off at the proxy
 * (VPN, IP allow-list) without touching the sites.
 *
 * Setting PLATFORM_OPERATOR_HOST: one host name, or several separated by commas (e.g. `ops.example.net`: a name of
 * the operator's own, independent of every tenant's domains). Default `admin.localhost`, which browsers resolve to
 * this machine, so `npm start` serves the operator page at http://admin.localhost:4321/admin/.
 */

export const OPERATOR_HOST_SETTING = 'PLATFORM_OPERATOR_HOST';
export const DEFAULT_OPERATOR_HOST = 'admin.localhost';

/** A DNS name: labels of letters, digits and inner hyphens, dot-separated (no port, no scheme, no path). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A dotted IPv4 address: a host name by the pattern above, but one that serves the fallback merchant's site. */
const IPV4 = /^\d+(\.\d+){3}$/;

/** Lower-case host name of a Host header or URL authority, without port or trailing dot. */
export function hostNameOf(host: string | null | undefined): string {
  const name = (host ?? '').trim().toLowerCase();
  return (name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d*$/, '')).replace(/\.$/, '');
}

/**
 * The operator host names the setting names (default `admin.localhost`); throws, naming the setting and the value,
 * when one is not a plain host name, so a typo stops the start instead of serving the page nowhere (or everywhere).
 */
export function operatorHostsFrom(setting: string | undefined): string[] {
  const raw = setting?.trim() ? setting : DEFAULT_OPERATOR_HOST;
  const hosts = raw.split(',').map((part) => part.trim().toLowerCase().replace(/\.$/, ''));
  // Plain localhost and IP addresses serve the fallback merchant's site: never the operator's.
  const bad = hosts.find((host) => !HOST_NAME.test(host) || host === 'localhost' || IPV4.test(host));
  if (bad !== undefined) {
    throw new Error(
      `${OPERATOR_HOST_SETTING} must be host names separated by commas (e.g. ops.example.net), got ${JSON.stringify(bad)}`,
    );
  }
  return [...new Set(hosts)];
}

/**
 * The operator host that is also a players' host (`isSiteHost`: a merchant's `<id>.localhost` or domain), if any:
 * that would put the operator page back on a players' origin, so the platform refuses to start with it.
 */
export function operatorHostOnSite(
  operatorHosts: readonly string[],
  isSiteHost: (host: string) => boolean,
): string | undefined {
  return operatorHosts.find(isSiteHost);
}

/** Whether a request's Host (or, over HTTP/2, its URL's authority) is one of the operator hosts. */
export function isOperatorHost(host: string | null | undefined, operatorHosts: readonly string[]): boolean {
  return operatorHosts.includes(hostNameOf(host));
}

/** Whether `path` belongs to the operator's surface (the page, its files and the API). */
export const isOperatorPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
