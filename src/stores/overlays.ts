/**
 * Which of the page's unasked-for overlays shows: the region sheet, a first login's popups, the session's popups
 * ("New here?", a player's announcements), the contract offers, "a new version is available" and the analytics consent
 * banner. They arrive on
 * their own (each after a call of its own), and used to open together, one's close button floating over another's.
 * Here they queue: one at a time, in OVERLAY_PRIORITY's order, the next one showing when the current one closes, and
 * none while the visitor has an app dialog open (login, registration, a forced password change: what they asked
 * for comes first).
 *
 * An overlay's owner offers it with a `show` (which answers whether it did show anything) and tells the queue when
 * it closes. An overlay that may still come (the region sheet, while the country call runs) can be expected first:
 * the lower ones wait for it, for a while (EXPECT_LAPSE_MS), rather than show and then be pushed behind it. The
 * consent banner does not cover the page, so it has a `hide`: a higher overlay or an app dialog puts it away, and it
 * comes back after them.
 */
import { atom } from 'nanostores';
import { $dialog } from './dialogs';

/** First asked, first shown: where the visitor is (it may send them to another site), then greetings, then the rest. */
export const OVERLAY_PRIORITY = ['region', 'first-login', 'popups', 'contracts', 'update', 'consent'] as const;

export type OverlayName = (typeof OVERLAY_PRIORITY)[number];

export interface OverlayOffer {
  /** Shows the overlay; false (or a promise of false) when there turned out to be nothing to show. */
  show: () => boolean | Promise<boolean>;
  /** Puts a showing overlay away for a higher one or an app dialog (only for one that does not cover the page). */
  hide?: () => void;
}

/**
 * How long an expected overlay holds the lower ones back, in case its owner's calls hang: as long as the site's API
 * client waits for a call (src/api/client.ts DEFAULT_TIMEOUT_MS, not imported: this module is on every page, the
 * client is not). A shorter wait turned a slow answer into the wrong order (the popup first, the region sheet
 * pushed behind it) on a phone on a slow network, and on a loaded test machine.
 */
export const EXPECT_LAPSE_MS = 15_000;

interface Waiting {
  offer: OverlayOffer | null;
  /** Settles the owner's offerOverlay promise (shown, or dropped). */
  settle: () => void;
  lapse?: ReturnType<typeof setTimeout>;
}

/** The overlay showing now, or null. */
export const $overlay = atom<OverlayName | null>(null);
/** The overlays waiting their turn (offered, or expected), in priority order. */
export const $waitingOverlays = atom<OverlayName[]>([]);

const waiting = new Map<OverlayName, Waiting>();
let current: { name: OverlayName; offer: OverlayOffer } | null = null;

function publish(): void {
  $waitingOverlays.set(OVERLAY_PRIORITY.filter((name) => waiting.has(name)));
}

const rank = (name: OverlayName) => OVERLAY_PRIORITY.indexOf(name);

function forget(name: OverlayName): Waiting | undefined {
  const entry = waiting.get(name);
  if (!entry) return undefined;
  clearTimeout(entry.lapse);
  waiting.delete(name);
  return entry;
}

function finish(name: OverlayName): void {
  if (current?.name !== name) return;
  current = null;
  $overlay.set(null);
  // In a microtask: an overlay that closes to open an app dialog ("Register" in a popup) opens it first.
  queueMicrotask(pump);
}

function start(name: OverlayName, entry: Waiting, offer: OverlayOffer): void {
  forget(name);
  publish();
  current = { name, offer };
  $overlay.set(name);
  const shown = (() => {
    try {
      return Promise.resolve(offer.show());
    } catch (error) {
      return Promise.reject(error);
    }
  })();
  shown.then(
    (did) => {
      entry.settle();
      if (!did) finish(name);
    },
    () => {
      // An overlay that failed to show must not hold the others back.
      entry.settle();
      finish(name);
    },
  );
}

let awaitingPageScripts = false;

/**
 * Whether the page's DOMContentLoaded has come. The page's own scripts are module scripts: they run in document order
 * once the page is parsed (readyState is already 'interactive' then) and before DOMContentLoaded. Navigation timing
 * tells the moments in between apart; without it, nothing waits.
 */
function contentLoaded(): boolean {
  if (typeof document === 'undefined' || document.readyState === 'complete') return true;
  if (document.readyState === 'loading') return false;
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return navigation ? navigation.domContentLoadedEventStart > 0 : true;
}

/**
 * Whether every one of the page's own scripts has run. A later one may still expect a higher overlay: the shell's
 * script, which expects the region select, comes after the popups' in the page. Until then nothing shows: a visitors'
 * popup whose call answered while the shell's file was still on its way (a first visit, a slow network) showed first
 * and pushed the region select behind it. The queue looks again once they have run.
 */
function pageScriptsRan(): boolean {
  if (contentLoaded()) return true;
  if (!awaitingPageScripts) {
    awaitingPageScripts = true;
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        awaitingPageScripts = false;
        pump();
      },
      { once: true },
    );
  }
  return false;
}

function pump(): void {
  if (!pageScriptsRan()) return;
  const dialogOpen = $dialog.get() !== null;
  if (current) {
    const { name, offer } = current;
    const higher = OVERLAY_PRIORITY.some((other) => rank(other) < rank(name) && waiting.get(other)?.offer);
    if (!offer.hide || !(dialogOpen || higher)) return;
    offer.hide();
    current = null;
    $overlay.set(null);
    waiting.set(name, { offer, settle: () => undefined });
    publish();
  }
  if (dialogOpen) return;
  for (const name of OVERLAY_PRIORITY) {
    const entry = waiting.get(name);
    if (!entry) continue;
    // An expected overlay keeps its turn: the ones after it wait.
    if (entry.offer) start(name, entry, entry.offer);
    return;
  }
}

$dialog.listen(() => queueMicrotask(pump));

/**
 * Says `name` may be offered soon (its owner is still asking the platform): lower overlays wait for it to be offered
 * or withdrawn, at most `lapseMs`.
 */
export function expectOverlay(name: OverlayName, lapseMs = EXPECT_LAPSE_MS): void {
  if (waiting.has(name) || current?.name === name) return;
  const entry: Waiting = { offer: null, settle: () => undefined };
  entry.lapse = setTimeout(() => {
    if (waiting.get(name) === entry && !entry.offer) withdrawOverlay(name);
  }, lapseMs);
  waiting.set(name, entry);
  publish();
}

/**
 * Queues `name`; it shows at its turn. The promise settles once it has shown (or found nothing to show), or was
 * withdrawn. Offering an overlay already showing or waiting changes nothing.
 */
export function offerOverlay(name: OverlayName, offer: OverlayOffer): Promise<void> {
  if (current?.name === name || waiting.get(name)?.offer) return Promise.resolve();
  const expected = waiting.get(name);
  if (expected) clearTimeout(expected.lapse);
  return new Promise((resolve) => {
    waiting.set(name, { offer, settle: resolve });
    publish();
    pump();
  });
}

/** Takes back an expected or offered overlay that has not shown (nothing to show after all). */
export function withdrawOverlay(name: OverlayName): void {
  const entry = forget(name);
  if (!entry) return;
  entry.settle();
  publish();
  pump();
}

/** The owner's word that its overlay closed: the next one may show. */
export function overlayClosed(name: OverlayName): void {
  finish(name);
}

/** Forgets every overlay (tests). */
export function resetOverlays(): void {
  for (const name of [...waiting.keys()]) forget(name)?.settle();
  current = null;
  $overlay.set(null);
  publish();
}
