/**
 * Who the relying party is for one request: the site's host as the request's Origin names it. A browser sends Origin
 * on every POST, and the sites may sit on another host than the platform, so the Host header would name the wrong
 * one. The host must be one of the merchant's production domains over https; in demo mode also `<tenantId>.localhost`
 * or `localhost` over http. A page elsewhere gets no options, and a response signed for another site or origin does
 * not verify against these. Production refuses the local names: any machine is "localhost" to itself, so a passkey
 * made there would be a passkey for every local page that can reach the platform.
 */
import { PlatformError } from '../core/platform-error';
import type { PlatformMode } from '../core/platform-settings';
import type { PlatformContext } from '../http/context';
import type { Merchant } from '../merchants/merchants';

export interface RelyingParty {
  /** The WebAuthn RP ID: the site's host name. */
  rpID: string;
  /** The page origin the browser must report in clientDataJSON. */
  origin: string;
  /** Shown by the authenticator next to the passkey. */
  name: string;
}

export const refused = (message: string) => new PlatformError(400, 'passkey_invalid', message);

export function relyingParty(c: PlatformContext, merchant: Merchant, mode: PlatformMode): RelyingParty {
  const header = c.req.header('origin');
  let url: URL;
  try {
    url = new URL(header ?? '');
  } catch {
    throw refused('a passkey needs the page origin (the Origin header)');
  }
  const host = url.hostname.toLowerCase();
  const local = mode === 'demo' && (host === 'localhost' || host === `${merchant.tenant.id}.localhost`);
  const ours = local || merchant.tenant.domains.includes(host);
  // WebAuthn runs in secure contexts only: https, or http on localhost in development.
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && local);
  if (!ours || !secure) throw refused(`passkeys are not offered on ${url.origin}`);
  return { rpID: host, origin: url.origin, name: merchant.tenant.name };
}
