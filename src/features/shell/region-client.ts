/**
 * The browser side of region-choice.ts: the regions the page's region select carries (data-regions), the
 * `?country=` / `?currency=` switch on arrival, a choice made in the region select, and the select opening by
 * itself for a visitor whose country the merchant does not serve, at its turn among the page's overlays
 * (stores/overlays.ts).
 */

import { getToken } from '../../api/session';
import type { StatusReading } from '../../api/system-status-reading';
import { showOverPage } from '../../components/ui/show-over-page';
import { expectOverlay, offerOverlay, overlayClosed, withdrawOverlay } from '../../stores/overlays';
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

/** Remembers that the visitor has answered the region select: closing it is an answer too. */
function markAsked(): void {
  try {
    markRegionAsked(localStorage);
  } catch {
    // storage disabled: the select may ask again on a later visit
  }
}

/**
 * Whether the select may still open by itself on this page: no choice stored, never closed, and no session (a member
 * has chosen this merchant). Without storage it never does, or it would open on every page.
 */
function mayAsk(): boolean {
  try {
    // A sign-in link in the address is a session too, not yet exchanged.
    if (getToken() || new URLSearchParams(location.search).has('token')) {
      markAsked();
      return false;
    }
    return !regionSettled(localStorage);
  } catch {
    return false;
  }
}

/**
 * On a page that may ask, tells the overlay queue at once, so the visitors' popups wait for the country answer
 * instead of opening first and being covered by the select. Any close of the select (its ✕, Escape, a choice) is
 * remembered, whoever opened it.
 */
export function expectRegionQuestion(): void {
  const select = dialog();
  if (!select) return;
  select.addEventListener('close', markAsked);
  if (mayAsk()) expectOverlay('region');
}

/**
 * Opens the region select, at its turn among the page's overlays, when the visitor's country is unknown or not served
 * here; once per visitor. The country comes with the status reading every page makes (`reading`, the page staying):
 * a first visit on a slow network waits for one answer, not for that one and then a country-code call.
 */
export async function askRegionIfNeeded(reading: StatusReading): Promise<void> {
  const select = dialog();
  if (!select || !mayAsk()) return withdrawOverlay('region');
  const promptCountries = (select.dataset.promptCountries ?? '').split(',').filter(Boolean);
  if (!countryNeedsRegion(reading.countryCode, promptCountries)) return withdrawOverlay('region');
  await offerOverlay('region', {
    show: () => {
      // The visitor may have opened it themselves, or signed in, while other overlays had their turn.
      if (select.open || !mayAsk()) return false;
      select.addEventListener('close', () => overlayClosed('region'), { once: true });
      showOverPage(select);
      return true;
    },
  });
}
