/**
 * The site a provider flow starts from, as the request's Origin names it (the sites may sit on another host than the
 * platform, so Host would name the wrong one). It must be one of the merchant's hosts (a production domain,
 * `<tenantId>.localhost` or `localhost`), over https or, on a local host, http: the provider sends the browser back
 * there, so a page elsewhere cannot start a flow that returns a code to itself.
 */
import type { PlatformContext } from '../http/context';
import type { Merchant } from '../merchants/merchants';
import { stateInvalid } from './errors';

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost');

export function siteOrigin(c: PlatformContext, merchant: Merchant): string {
  let url: URL;
  try {
    url = new URL(c.req.header('origin') ?? '');
  } catch {
    throw stateInvalid('a provider sign-in needs the page origin (the Origin header)');
  }
  const host = url.hostname.toLowerCase();
  const ours =
    host === 'localhost' || host === `${merchant.tenant.id}.localhost` || merchant.tenant.domains.includes(host);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLocal(host));
  if (!ours || !secure) throw stateInvalid(`provider sign-in is not offered on ${url.origin}`);
  return url.origin;
}
