/**
 * The browser side of region-choice.ts: the regions the page's region select carries (data-regions), the
 * `?country=` / `?currency=` switch on arrival, a choice made in the region select, and the select opening by
 * itself for a visitor whose country the merchant does not serve.
 */

import { platformValue } from '../../api/platform-value';
import { showOverPage } from '../../components/ui/show-over-page';
import { isLocalHost, localTenantUrl } from './dev-hosts';
import {
  clearKeepingLanguage,
  countryNeedsRegion,
  markRegionAsked,
  regionForSwitch,
  regionSettled,
  rememberRegion,
  type SwitchRegion,
  switchUrl,
} from './region-choice';

const dialog = () => document.getElementById('region-dialog') as HTMLDialogElement | null;

function pageRegions(): SwitchRegion[] {
  try {
    return JSON.parse(dialog()?.dataset.regions ?? '[]') as SwitchRegion[];
  } catch {
    return [];
  }
}

/** A production address of another merchant, mapped to <id>.localhost on a developer's machine. */
const siteUrl = (url: string, id: string) => (isLocalHost(location.hostname) ? localTenantUrl(url, id, location) : url);

/**
 * Applies a switch the address asks for: stores the merchant (storage cleared, language kept), then stays
 * when it is this merchant (the switch leaves the address) or goes to `/` of the other one.
 */
export function applyRegionSwitch(merchantCode: string, lang: string): void {
  const query = new URLSearchParams(location.search);
  const region = regionForSwitch(query, pageRegions());
  if (!region) return;
  try {
    clearKeepingLanguage(localStorage, sessionStorage);
    rememberRegion(localStorage, region);
  } catch {
    // storage disabled: the switch still happens, it is just not remembered
  }
  if (region.merchantCode !== merchantCode) {
    location.replace(siteUrl(switchUrl(region, lang), region.id));
    return;
  }
  query.delete('country');
  query.delete('currency');
  const search = query.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}

/** A language of this merchant picked in the region select is a choice of this merchant too. */
export function rememberThisRegion(merchantCode: string): void {
  const region = pageRegions().find((candidate) => candidate.merchantCode === merchantCode);
  try {
    if (region) rememberRegion(localStorage, region);
  } catch {
    // storage disabled
  }
}

/**
 * Opens the region select once per visit when the visitor's country (the country-code call) is unknown or not
 * served here. A visitor who chose, or was asked this visit, costs no call.
 */
export async function askRegionIfNeeded(): Promise<void> {
  const select = dialog();
  try {
    if (!select || regionSettled(localStorage, sessionStorage)) return;
  } catch {
    return; // without storage the select would open on every page
  }
  const value = (await platformValue('/wps/system/countryCode', {}).catch(() => null)) as {
    countryCode?: unknown;
  } | null;
  if (!value) return; // no answer: better not to ask than to ask everyone
  const countryCode =
    typeof value.countryCode === 'string' && /^[A-Z]{2}$/.test(value.countryCode) ? value.countryCode : null;
  const promptCountries = (select.dataset.promptCountries ?? '').split(',').filter(Boolean);
  if (select.open || !countryNeedsRegion(countryCode, promptCountries)) return;
  markRegionAsked(sessionStorage);
  showOverPage(select);
}
