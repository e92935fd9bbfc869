/**
 * CDN hosts (permission info `imageCDNs`, `launchGameCDNs`): the platform lists hosts, the site picks among them at
 * random. Once per visit (session storage) the site asks the permission call for the lists and puts each in a random
 * order; images and game launches then use the first host of their list, and an image that fails to load tries the next
 * one (its own origin last). A host that failed moves to the end of the visit's order, so images shown later start on
 * one that works.
 *
 * The hosts front the platform's game gateway: only same-origin paths under `/lgw/` (game artwork, game
 * pages) are moved to a host; the site's own pages and files stay where they are. `''` is the site's own
 * origin (the reference platform's default answer).
 *
 * The lists are read with a plain GET (platformValue), not the typed client: the home page's winner boards and
 * banners and the header's vendor menu use them too (cdn-image.ts), on pages where a visitor loads no zod.
 * The answer is read defensively; anything unexpected means the own origin.
 */
import { atom } from 'nanostores';
import { platformValue } from '../api/platform-value';

export interface CdnHosts {
  images: string[];
  launches: string[];
}

export const CDN_HOSTS_KEY = 'cdnHosts';
/** Paths the CDN hosts serve: the platform's game gateway. */
const GATEWAY = '/lgw/';
/** How long the first images wait for the permission answer before using the own origin. */
export const CDN_WAIT_MS = 3000;

/** `list` in a random order (Fisher-Yates); `random` returns [0, 1) like Math.random. */
export function shuffled<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The strings of a list from the permission answer (anything else is no list). */
const hostList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((host): host is string => typeof host === 'string') : [];

/** A host list as the visit uses it: random order, no repeats, never empty ('' = own origin). */
export function visitOrder(hosts: readonly string[], random: () => number = Math.random): string[] {
  const unique = [...new Set(hosts.filter((host) => host === '' || /^https:\/\/[^/]+$/.test(host)))];
  return unique.length ? shuffled(unique, random) : [''];
}

/** Whether `url` is a path of the platform's game gateway, which the CDN hosts serve. */
export const isGatewayPath = (url: string): boolean => url.startsWith(GATEWAY);

/** `url` served from `host` when it is a gateway path (`/lgw/…`); anything else is returned as it is. */
export function withHost(host: string, url: string): string {
  return host && isGatewayPath(url) ? `${host}${url}` : url;
}

/**
 * The addresses an image tries in turn: each host of the order, then the own origin when no host was it.
 * A URL that is not a gateway path has one address.
 */
export function imageCandidates(hosts: readonly string[], url: string): string[] {
  if (!isGatewayPath(url)) return [url];
  const candidates = hosts.map((host) => withHost(host, url));
  return candidates.includes(url) ? candidates : [...candidates, url];
}

/** The image hosts of this visit in their current order; null until known. */
export const $imageHosts = atom<string[] | null>(null);
let launchHosts: string[] | null = null;
let loading: Promise<CdnHosts> | null = null;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readStored(): CdnHosts | null {
  try {
    const value = JSON.parse(storage()?.getItem(CDN_HOSTS_KEY) ?? 'null') as Partial<CdnHosts> | null;
    const valid = (list: unknown): list is string[] =>
      Array.isArray(list) && list.length > 0 && list.every((host) => typeof host === 'string');
    return value && valid(value.images) && valid(value.launches)
      ? { images: value.images, launches: value.launches }
      : null;
  } catch {
    return null;
  }
}

function keep(hosts: CdnHosts): void {
  $imageHosts.set(hosts.images);
  launchHosts = hosts.launches;
  try {
    storage()?.setItem(CDN_HOSTS_KEY, JSON.stringify(hosts));
  } catch {
    // Storage full or refused: the next page asks again.
  }
}

/**
 * This visit's hosts: from session storage, else the permission call (once per page). A failed call answers
 * the own origin for this page and is not kept, so the next page asks again.
 */
export function loadCdnHosts(): Promise<CdnHosts> {
  if (loading) return loading;
  const stored = readStored();
  if (stored) {
    $imageHosts.set(stored.images);
    launchHosts = stored.launches;
    loading = Promise.resolve(stored);
    return loading;
  }
  loading = platformValue('/wps/system/permission', {})
    .then((value) => {
      const permission = value as { imageCDNs?: unknown; launchGameCDNs?: unknown } | null;
      if (!permission) throw new Error('no permission answer');
      const hosts = {
        images: visitOrder(hostList(permission.imageCDNs)),
        launches: visitOrder(hostList(permission.launchGameCDNs)),
      };
      keep(hosts);
      return hosts;
    })
    .catch(() => {
      const own = { images: [''], launches: [''] };
      $imageHosts.set(own.images);
      launchHosts = own.launches;
      return own;
    });
  return loading;
}

/** Starts loading the hosts and, should the answer be slow, lets images use the own origin meanwhile. */
export function requireImageHosts(wait = CDN_WAIT_MS): void {
  void loadCdnHosts();
  if ($imageHosts.get() !== null) return;
  setTimeout(() => {
    if ($imageHosts.get() === null) $imageHosts.set(['']);
  }, wait);
}

/** An image failed on `host`: later images of the visit start on the others. */
export function demoteImageHost(host: string): void {
  const hosts = $imageHosts.get();
  if (!hosts || hosts.length < 2 || !hosts.includes(host) || hosts.at(-1) === host) return;
  const order = [...hosts.filter((h) => h !== host), host];
  keep({ images: order, launches: launchHosts ?? [''] });
}

/** A game launch URL on this visit's launch host (a gateway path; other URLs as they are). */
export async function launchAddress(url: string): Promise<string> {
  const hosts = await loadCdnHosts();
  return withHost(hosts.launches[0] ?? '', url);
}

/** Forgets this page's state (tests). */
export function resetCdnHosts(): void {
  loading = null;
  launchHosts = null;
  $imageHosts.set(null);
}
