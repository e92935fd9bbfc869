/**
 * The page's side of the service worker (scripts/lib/pwa-service-worker.ts). Once the page has loaded and the
 * browser is idle, it registers /sw.js (with workbox-window, in its own chunk, on a returning visit: see start). On
 * the first install it asks the worker to keep this page and what it loaded, which it fetched before the worker
 * existed; from then on the worker caches pages itself. When a deploy's worker waits, the
 * visitor is offered the new version at its turn among the overlays; "Reload" lets the new worker take over, and
 * the page reloads once it has.
 */
import { offerOverlay, overlayClosed } from '../../stores/overlays';

/** The request header the worker caches a page for on request (scripts/lib/pwa-routes.ts CACHE_PAGE_HEADER). */
const CACHE_PAGE_HEADER = 'x-cache-page';

type Workbox = import('workbox-window').Workbox;

/** This page (without query or hash) and the same-origin files it loaded, for the worker to keep. */
function loadedHere(): (string | [string, RequestInit])[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === location.origin &&
        (url.pathname.startsWith('/_astro/') || /\.(svg|png|webp|jpe?g|avif)$/.test(url.pathname)),
    )
    .map((url) => url.href);
  return [[location.pathname, { headers: { [CACHE_PAGE_HEADER]: '1' } }], ...new Set(files)];
}

function offerUpdate(workbox: Workbox): void {
  const template = document.getElementById('pwa-update') as HTMLTemplateElement | null;
  const banner = template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!banner) return;
  banner.querySelector('[data-update="later"]')?.addEventListener('click', () => {
    banner.remove();
    overlayClosed('update');
  });
  banner.querySelector('[data-update="reload"]')?.addEventListener('click', () => {
    // The new worker takes over (it was waiting for this); the page reloads under it.
    workbox.addEventListener('controlling', () => location.reload());
    workbox.messageSkipWaiting();
  });
  void offerOverlay('update', {
    show: () => {
      document.body.append(banner);
      return true;
    },
    hide: () => banner.remove(),
  });
}

/**
 * A first visit (no worker controls the page) registers the worker with the browser's own call and asks it to keep
 * this page: there is no older version to replace yet, so the visit does not download workbox-window. A returning
 * visit (the worker controls the page, and serves workbox-window from the device) watches for a deploy's worker.
 */
async function start(): Promise<void> {
  const worker = navigator.serviceWorker;
  if (!worker.controller) {
    await worker.register('/sw.js');
    (await worker.ready).active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedHere() } });
    return;
  }
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  await workbox.register();
}

function whenIdle(): void {
  // A browser without service workers, or one that blocks them (the browser tests do), keeps the plain site.
  const run = () => void start().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
