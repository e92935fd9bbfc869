/**
 * Sends a visitor who opened the site on a host the merchant does not list (a failed domain check) to the
 * invalid-domain page. Local development and test hosts (localhost, *.localhost, 127.0.0.1) are never
 * checked: they are the machine's own, not a domain anyone could be misled by.
 */
import { domainAllowed, invalidDomainPage } from '../../api/domain-check';
import { platformValue } from '../../api/platform-value';
import { isLocalHost } from './dev-hosts';

/** `prefix` is the page language's path prefix ('' or '/ur'). */
export async function guardDomain(prefix: string, merchantCode: string): Promise<void> {
  if (isLocalHost(location.hostname)) return;
  try {
    const allowed = domainAllowed(await platformValue('/wps/system/domainRoute', {}), merchantCode, location.hostname);
    if (allowed === false) location.replace(invalidDomainPage(prefix));
  } catch {
    // An unreachable platform must not lock players out of the static pages.
  }
}
