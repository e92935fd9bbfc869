/**
 * The shell's only script (a couple of kB): dialogs (native ones by id, app dialogs by name through the
 * $dialog store), the phone drawer, side-menu collapse, language choice, local host mapping and
 * scroll-to-top. Everything else in the shell is plain HTML and CSS.
 */
import { showOverPage } from '../../components/ui/show-over-page';
import { openDialog as openAppDialog, type PlainDialogName } from '../../stores/dialogs';
import { withdrawOverlay } from '../../stores/overlays';
import { isLocalHost, localTenantUrl } from './dev-hosts';
import { guardDomain } from './domain-guard';
import { rememberLanguageChoice } from './language-preference';
import './notice-language';
import { applyRegionSwitch, askRegionIfNeeded, expectRegionQuestion, rememberThisRegion } from './region-client';
import { guardSystemStatus } from './status-guard';

const COLLAPSED_KEY = 'sideMenuCollapsed';

function openDialog(id: string, opener: HTMLElement): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) return;
  showOverPage(dialog);
  // Return focus to the control that opened the dialog.
  dialog.addEventListener('close', () => opener.focus(), { once: true });
}

function setCollapsed(collapsed: boolean): void {
  document.documentElement.toggleAttribute('data-side-collapsed', collapsed);
  for (const button of document.querySelectorAll('[data-toggle-side]')) {
    button.setAttribute('aria-expanded', String(!collapsed));
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode): the shell still works, choices are not kept
  }
}

const root = document.documentElement;
const merchantCode = root.dataset.merchantCode ?? '';
if (!root.hasAttribute('data-system-page')) {
  applyRegionSwitch(merchantCode, root.lang);
  expectRegionQuestion();
  void guardSystemStatus(root.dataset.langPrefix ?? '').then((reading) => {
    // Only a page that stays (status 0) offers the region select.
    if (reading) void askRegionIfNeeded(reading);
    else withdrawOverlay('region');
  });
  void guardDomain(root.dataset.langPrefix ?? '', merchantCode);
}

const storage = safeStorage();
setCollapsed(storage?.getItem(COLLAPSED_KEY) === '1');

if (isLocalHost(location.hostname)) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-tenant-link]')) {
    link.href = localTenantUrl(link.href, link.dataset.tenantLink as string, location);
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  // An app dialog (login, feedback …) named in static markup: the app island renders it.
  const appDialog = target?.closest<HTMLElement>('[data-app-dialog]');
  if (appDialog) {
    event.preventDefault();
    openAppDialog(appDialog.dataset.appDialog as PlainDialogName);
    return;
  }
  const dialogOpener = target?.closest<HTMLElement>('[data-open-dialog]');
  if (dialogOpener) {
    openDialog(dialogOpener.dataset.openDialog as string, dialogOpener);
    return;
  }
  if (target?.closest('[data-open-drawer]')) {
    const toggle = document.getElementById('side-menu-toggle') as HTMLInputElement | null;
    if (toggle) toggle.checked = true;
    document.querySelector<HTMLElement>('#side-menu a, #side-menu button')?.focus();
    return;
  }
  if (target?.closest('[data-toggle-side]')) {
    const collapsed = !document.documentElement.hasAttribute('data-side-collapsed');
    setCollapsed(collapsed);
    storage?.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
    return;
  }
  const languageLink = target?.closest<HTMLElement>('[data-set-language]');
  if (languageLink && storage) {
    rememberLanguageChoice(storage, languageLink.dataset.setLanguage as string);
    rememberThisRegion(merchantCode);
  }
  if (target?.closest('[data-scroll-top]')) window.scrollTo({ top: 0, behavior: 'smooth' });
});

// Escape closes the phone drawer, like a dialog.
document.addEventListener('keydown', (event) => {
  const toggle = document.getElementById('side-menu-toggle') as HTMLInputElement | null;
  if (event.key === 'Escape' && toggle?.checked) toggle.checked = false;
});

// The scroll-to-top button shows once the page's first 400 px (its sentinel) are out of view. An observer, not
// scrollY read on each scroll event: reading it lays the page out, and on load that was a forced layout of the
// whole page.
const scrollTop = document.querySelector<HTMLElement>('[data-scroll-top]');
const scrollTopSentinel = document.querySelector('[data-scroll-top-sentinel]');
if (scrollTop && scrollTopSentinel) {
  new IntersectionObserver(([entry]) => {
    scrollTop.hidden = entry?.isIntersecting ?? true;
  }).observe(scrollTopSentinel);
}
