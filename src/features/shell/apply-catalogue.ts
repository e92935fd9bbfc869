/**
 * The navigation rules applied to the static header and side menu markup: every element with
 * data-catalogue="<key>" is a category entry. Without vendors it is hidden; with a single vendor (and not
 * one of the categories that always open their page) its link gets the vendor to launch; an entry marked
 * data-launch-first (the side menu's LOTT and ELOTT) launches its first vendor whatever the count; the
 * drop-menu chevron shows only when there are vendors to list. nav-client.ts handles the clicks.
 */
import type { Vendor } from '../../api/calls/games/game';
import { type Catalogue, type CatalogueKey, navTarget, vendorsOf } from '../../config/catalogue-shape';

const LOTTERY_KEYS: readonly string[] = ['LOTT', 'ELOTT'];

function setLaunch(anchor: HTMLAnchorElement, vendor: Vendor | null, catalogue: Catalogue): void {
  if (!vendor) {
    delete anchor.dataset.launchVassalage;
    delete anchor.dataset.launchType;
    delete anchor.dataset.launchMode;
    return;
  }
  anchor.dataset.launchVassalage = vendor.vassalage;
  anchor.dataset.launchType = vendor.gameType;
  if (LOTTERY_KEYS.includes(anchor.closest<HTMLElement>('[data-catalogue]')?.dataset.catalogue ?? ''))
    anchor.dataset.launchMode = catalogue.prizeMode;
}

/** Applies the vendor map to every category entry of the header and the side menu. */
export function applyCatalogue(root: ParentNode, catalogue: Catalogue): void {
  for (const entry of root.querySelectorAll<HTMLElement>('[data-catalogue]')) {
    const key = entry.dataset.catalogue as CatalogueKey;
    const vendors = vendorsOf(catalogue, key);
    const target = navTarget(key, vendors);
    entry.hidden = target.kind === 'hidden';
    const anchor = entry.querySelector<HTMLAnchorElement>('a');
    if (!anchor) continue;
    // Side menu: LOTT and ELOTT launch their first vendor whatever the count.
    const first = entry.hasAttribute('data-launch-first') ? (vendors[0] ?? null) : null;
    setLaunch(anchor, target.kind === 'launch' ? target.vendor : first, catalogue);
    const toggle = entry.querySelector<HTMLButtonElement>('[data-drop-toggle]');
    if (toggle) toggle.hidden = vendors.length === 0;
  }
}
