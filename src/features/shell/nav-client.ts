/**
 * The navigation rules on top of the static header and side menu, in plain DOM (no island):
 * - categories without vendors are hidden (the HTML lists them all, so it works without the vendor map);
 * - a category with a single vendor launches it (HOME, PROMO, PVP, FISH, RNG, INHOUSE always open their
 *   page); the side menu's LOTT and ELOTT launch their first vendor;
 * - the vendor drop menu: hover with a mouse, the chevron button for keyboard and touch, Escape closes;
 * - favourites while logged out open the login dialog.
 * A launch loads the typed client only on click; if it fails, the link's own page opens instead.
 */
import type { Vendor } from '../../api/calls/games/game';
import { showCdnImage } from '../../components/ui/cdn-image';
import { type CatalogueKey, LARGE_VENDOR_GRID_ABOVE, vendorsOf } from '../../config/catalogue-shape';
import { $catalogue, loadCatalogue } from '../../stores/catalogue';
import { applyCatalogue } from './apply-catalogue';

// --- vendor drop menu -------------------------------------------------------------------------------

const panel = document.getElementById('nav-vendors');
const area = panel?.closest<HTMLElement>('[data-nav-area]') ?? null;
let openEntry: HTMLElement | null = null;

function vendorItem(template: HTMLTemplateElement, vendor: Vendor, page: string, launches: boolean): Node {
  const item = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
  const anchor = item.querySelector('a') as HTMLAnchorElement;
  anchor.href = `${page}?vassalage=${encodeURIComponent(vendor.vassalage)}`;
  if (launches) {
    anchor.dataset.launchVassalage = vendor.vassalage;
    anchor.dataset.launchType = vendor.gameType;
  }
  const logo = item.querySelector('img');
  if (logo) showCdnImage(logo, vendor.logoUrl); // from the visit's CDN image hosts
  const name = item.querySelector('span');
  if (name) name.textContent = vendor.name;
  return item;
}

function closeDrop(returnFocus = false): void {
  if (!panel || !openEntry) return;
  const toggle = openEntry.querySelector<HTMLButtonElement>('[data-drop-toggle]');
  toggle?.setAttribute('aria-expanded', 'false');
  panel.hidden = true;
  openEntry = null;
  if (returnFocus) toggle?.focus();
}

function openDrop(entry: HTMLElement, focusFirst: boolean): void {
  const catalogue = $catalogue.get();
  const list = panel?.querySelector<HTMLElement>('[data-drop-list]');
  const template = panel?.querySelector<HTMLTemplateElement>('template[data-drop-item]');
  if (!panel || !catalogue || !list || !template) return;
  const vendors = vendorsOf(catalogue, entry.dataset.catalogue as CatalogueKey);
  if (vendors.length === 0) return;
  if (openEntry !== entry) {
    closeDrop();
    const title = panel.querySelector('[data-drop-title]');
    if (title) title.textContent = entry.dataset.dropHeading ?? '';
    const page = entry.dataset.page ?? '/';
    list.replaceChildren(...vendors.map((v) => vendorItem(template, v, page, v.launchLobby)));
    list.toggleAttribute('data-large', vendors.length > LARGE_VENDOR_GRID_ABOVE);
    panel.hidden = false;
    entry.querySelector('[data-drop-toggle]')?.setAttribute('aria-expanded', 'true');
    openEntry = entry;
  }
  if (focusFirst) list.querySelector('a')?.focus();
}

if (panel && area) {
  area.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const entry = (event.target as Element).closest<HTMLElement>('li[data-catalogue]');
    if (entry) openDrop(entry, false);
    else if ((event.target as Element).closest('li[data-nav-entry]')) closeDrop();
  });
  area.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') closeDrop();
  });
  area.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest<HTMLButtonElement>('[data-drop-toggle]');
    if (!toggle) return;
    const entry = toggle.closest<HTMLElement>('li[data-catalogue]');
    if (!entry) return;
    if (openEntry === entry && toggle.getAttribute('aria-expanded') === 'true') closeDrop();
    else openDrop(entry, true);
  });
  area.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && openEntry) {
      event.stopPropagation();
      closeDrop(true);
    }
  });
  area.addEventListener('focusout', (event) => {
    if (!area.contains(event.relatedTarget as Node | null)) closeDrop();
  });
  document.addEventListener('pointerdown', (event) => {
    if (openEntry && !area.contains(event.target as Node)) closeDrop();
  });
}

// --- clicks: direct launches and favourites ------------------------------------------------------------

function hasSession(): boolean {
  try {
    return Boolean(sessionStorage.getItem('token') || new URLSearchParams(location.search).get('token'));
  } catch {
    return false;
  }
}

async function launchFrom(anchor: HTMLAnchorElement): Promise<void> {
  const { launchVendor } = await import('../../stores/catalogue-launch');
  const { launchVassalage, launchType, launchMode } = anchor.dataset;
  try {
    await launchVendor({
      vassalage: launchVassalage as string,
      gameType: launchType as Vendor['gameType'],
      ...(launchMode ? { launchMode: launchMode as 'LOTT' | 'ELOTT' } : {}),
    });
  } catch {
    location.assign(anchor.href); // the category page shows the vendor and says what went wrong
  }
}

async function guardFavourites(anchor: HTMLAnchorElement): Promise<void> {
  const { requireMemberAfterSignIn } = await import('../../stores/access');
  if (await requireMemberAfterSignIn()) location.assign(anchor.href);
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-launch-vassalage]');
  if (anchor) {
    event.preventDefault();
    closeDrop();
    void launchFrom(anchor);
    return;
  }
  const favourites = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-requires-login]');
  if (favourites && !hasSession()) {
    event.preventDefault();
    void guardFavourites(favourites);
  }
});

// System-state pages (maintenance, region restriction) have no navigation to shape.
if (document.querySelector('[data-catalogue]')) {
  $catalogue.subscribe((catalogue) => {
    if (catalogue) applyCatalogue(document, catalogue);
  });
  void loadCatalogue();
}
