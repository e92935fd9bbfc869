/**
 * Where the operator's surface lives: the review page at /admin/ and the /admin API answer only on an operator host,
 * never on a players' host. Its own host name gives the operator page its own browser origin, so no script of a
 * players' site can read its storage, cookies or DOM, and an operator host can be fenced off at the proxy (VPN, IP
 * allow-list) without touching the sites.
 *
 * Setting PLATFORM_OPERATOR_HOST: one host name, or several separated by commas (e.g. `ops.example.net`: a name of
 * the operator's own, independent of every tenant's domains). Default `admin.localhost`, which browsers resolve to
 * this machine, so `npm start` serves the operator page at http://admin.localhost:4321/admin/; that default is for
 * demo mode only: production with an admin token refuses to start without the setting (core/start-checks.ts).
 * core/platform-settings.ts reads the setting; this file holds its format rule and the hosts' matching.
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

/** The setting's host names, lower case and without a trailing dot (default `admin.localhost`), before any check. */
const hostsOf = (setting: string | undefined) =>
  (setting?.trim() ? setting : DEFAULT_OPERATOR_HOST)
    .split(',')
    .map((part) => part.trim().toLowerCase().replace(/\.$/, ''));

/**
 * The operator host names the setting names, or why it names none: the one place the format rule lives. The start
 * checks (core/start-checks.ts, handed this function) ask it before the database opens, so a typo stops the start
 * instead of serving the page nowhere, or everywhere. Plain localhost and IP addresses serve the fallback merchant's
 * site: never the operator's.
 */
export function readOperatorHosts(setting: string | undefined): { hosts: string[] } | { problem: string } {
  const hosts = hostsOf(setting);
  const bad = hosts.find((host) => !HOST_NAME.test(host) || host === 'localhost' || IPV4.test(host));
  if (bad === undefined) return { hosts: [...new Set(hosts)] };
  return { problem: `must be host names separated by commas (e.g. ops.example.net), got ${JSON.stringify(bad)}` };
}

/** The operator host names (default `admin.localhost`); throws, naming the setting, when malformed. */
export function operatorHostsFrom(setting: string | undefined): string[] {
  const read = readOperatorHosts(setting);
  if ('problem' in read) throw new Error(`${OPERATOR_HOST_SETTING} ${read.problem}`);
  return read.hosts;
}

/** Whether a request's Host (or, over HTTP/2, its URL's authority) is one of the operator hosts. */
export function isOperatorHost(host: string | null | undefined, operatorHosts: readonly string[]): boolean {
  return operatorHosts.includes(hostNameOf(host));
}

/** Whether `path` belongs to the operator's surface (the page, its files and the API). */
export const isOperatorPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
