/**
 * Page weight the way a browser sees it: a fresh Chromium profile (a new context: empty cache and storage)
 * on a 360 px phone viewport opens a page, lets whatever is due on that visit happen (the session's popups,
 * the app island when a session exists), and every script and stylesheet it fetched is counted once,
 * brotli-compressed at the build's level (scripts/lib/compress.ts). Nothing is inferred from the HTML:
 * dynamic imports, on-demand islands and lazily loaded dialogs count exactly when the browser loaded them.
 */
import { type Browser, type BrowserContext, chromium, type Page, type Request } from '@playwright/test';
import { brotliBytes } from '../../../scripts/lib/compress';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../../e2e/fixtures/e2e-env';

export interface Fetched {
  kind: 'js' | 'css';
  url: string;
  raw: number;
  brotli: number;
}

export interface VisitWeight {
  files: Fetched[];
  js: { raw: number; brotli: number };
  css: { raw: number; brotli: number };
  /** Whether a dialog (a popup) was showing when the visit was measured. */
  dialogShown: boolean;
}

/** A phone: the viewport players use most (the JavaScript budget is measured at 360 px). */
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** How long a visit may take to show its popup; most tenants' popups appear well within a second. */
const POPUP_WAIT_MS = 8000;
/** How long a visit that stays on the page waits for what it stays for (the banner's first step is at 5 s). */
const STAY_WAIT_MS = 15_000;

export function launchChromium(): Promise<Browser> {
  // Chromium resolves *.localhost itself; the rule pins it to the IPv4 address the server listens on.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

/** The raw and brotli bytes of the files of one kind. */
export function sum(files: Fetched[], kind: Fetched['kind']) {
  return files
    .filter((file) => file.kind === kind)
    .reduce((total, file) => ({ raw: total.raw + file.raw, brotli: total.brotli + file.brotli }), {
      raw: 0,
      brotli: 0,
    });
}

/** How long no script or stylesheet may start before the visit counts as settled. */
const QUIET_MS = 1500;

/**
 * Resolves once no script or stylesheet is in flight and none has started for QUIET_MS. Not "network idle":
 * a signed-in page keeps a live balance stream open, so the network never goes quiet.
 */
function assetsQuiet(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const isAsset = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType());
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    page.on('request', (request) => {
      if (!isAsset(request)) return;
      inFlight.add(request);
      clearTimeout(timer);
    });
    // Only requests seen starting are waited for; measureVisit counts every response anyway.
    const done = (request: Request) => {
      if (inFlight.delete(request)) arm();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    arm();
  });
}

/** Lets the visit finish what it does on its own: popups appear, islands hydrate, their chunks arrive. */
async function settle(page: Page, expectDialog: boolean, stayUntil: string | undefined): Promise<boolean> {
  await page.waitForLoadState('load');
  const shown = expectDialog
    ? await page
        .getByRole('dialog')
        .first()
        .waitFor({ state: 'visible', timeout: POPUP_WAIT_MS })
        .then(() => true)
        .catch(() => false)
    : false;
  if (stayUntil) await page.locator(stayUntil).first().waitFor({ state: 'attached', timeout: STAY_WAIT_MS });
  // The islands' and dialogs' own chunks (sanitiser, translations) may still be on their way.
  await assetsQuiet(page);
  return shown;
}

export interface VisitOptions {
  /** The visit is due a popup: wait (up to a few seconds) for it to show before counting. */
  expectDialog: boolean;
  /** The session's popups were closed earlier in this tab (USER_POPUP / ANONYMOUS_POPUP set). */
  popupsClosed?: boolean;
  /** The visitor's country, as a CDN in front of the platform reports it (x-country-code). */
  country?: string;
  /**
   * The device's language. A merchant that follows the device's language on a first visit (myanmar) sends a
   * device in another language on to that language's page: the visit would measure two pages, the first one cut off.
   */
  language?: string;
  /**
   * The visitor stays on the page until this element is there (e.g. the banner carousel started, which is
   * due at its first autoplay step), and everything fetched until then counts too.
   */
  stayUntil?: string;
}

/** Opens `url` in a fresh context and measures what it fetched. */
export async function measureVisit(
  browser: Browser,
  url: string,
  { expectDialog, popupsClosed = false, country, language, stayUntil }: VisitOptions,
): Promise<VisitWeight> {
  const context = await browser.newContext({
    ...PHONE,
    ...(country ? { extraHTTPHeaders: { 'x-country-code': country } } : {}),
    ...(language ? { locale: language } : {}),
  });
  try {
    if (popupsClosed) {
      await context.addInitScript(() => {
        sessionStorage.setItem('USER_POPUP', 'closed');
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      });
    }
    const page = await context.newPage();
    const pending: Promise<Fetched | undefined>[] = [];
    const seen = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind: Fetched['kind'] | undefined = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
      if (!kind || seen.has(response.url())) return;
      seen.add(response.url());
      pending.push(
        response
          .body()
          // A page the visit left (a redirect by script) takes its bodies with it: the same file is fetched again
          // by the page now shown, rather than left out of the visit's weight.
          .catch(() =>
            page
              .evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], response.url())
              .then((bytes) => Buffer.from(bytes)),
          )
          .then(async (body) => ({
            kind,
            url: response.url(),
            raw: body.length,
            brotli: (await brotliBytes(body)).length,
          }))
          .catch(() => undefined),
      );
    });
    await page.goto(url);
    const dialogShown = await settle(page, expectDialog, stayUntil);
    const files = (await Promise.all(pending)).filter((file): file is Fetched => file !== undefined);
    // Code inside the HTML is downloaded too (with the page): counted as one `inline` entry per kind.
    const inline = await page.evaluate(() => ({
      js: [...document.querySelectorAll('script:not([src])')]
        .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
        .map((s) => s.textContent ?? '')
        .join('\n'),
      css: [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    }));
    for (const kind of ['js', 'css'] as const) {
      if (!inline[kind].trim()) continue;
      const raw = Buffer.from(inline[kind]);
      files.push({ kind, url: 'inline', raw: raw.length, brotli: (await brotliBytes(raw)).length });
    }
    return { files, js: sum(files, 'js'), css: sum(files, 'css'), dialogShown };
  } finally {
    await context.close();
  }
}

/** One request of a repeat visit that reached the network (not answered by the service worker). */
export interface NetworkRequest {
  url: string;
  status: number;
  /** Request and response headers and the response body as transferred (compressed), in bytes. */
  bytes: number;
  /** Made by the service worker itself (a page's background check, a file it caches), not by the page. */
  byWorker: boolean;
}

export interface RepeatVisit {
  requests: NetworkRequest[];
  bytes: number;
}

/** Resolves once no request of `context` has been in flight for QUIET_MS (the worker's background checks included). */
function networkQuiet(context: BrowserContext): Promise<void> {
  let inFlight = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
    };
    context.on('request', () => {
      inFlight += 1;
      clearTimeout(timer);
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    arm();
  });
}

/**
 * A first visit to `url` in a fresh profile, then the same visitor coming back (a reload): what the second visit
 * takes from the network once the site's service worker keeps the page and its shell. Everything that reached the
 * network counts, whoever asked (the page, or the worker checking the page in the background), headers included;
 * what the worker answered from the device does not. The browser's own check of sw.js (a conditional request: a
 * 304 of a few hundred bytes when nothing changed) was not among the requests Playwright reported in our runs.
 */
export async function measureRepeatVisit(
  browser: Browser,
  url: string,
  { country, language }: Pick<VisitOptions, 'country' | 'language'>,
): Promise<RepeatVisit> {
  const context = await browser.newContext({
    ...PHONE,
    serviceWorkers: 'allow',
    ...(country ? { extraHTTPHeaders: { 'x-country-code': country } } : {}),
    ...(language ? { locale: language } : {}),
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForLoadState('load');
    // The worker installed, took the page and kept it (src/features/pwa/pwa-client.ts asks it to).
    await page.waitForFunction(
      async () => {
        if (!navigator.serviceWorker.controller) return false;
        const kept = await (await caches.open('pages')).keys();
        return kept.some((request) => new URL(request.url).pathname === location.pathname);
      },
      undefined,
      { timeout: STAY_WAIT_MS },
    );
    await networkQuiet(context);
    const pending: Promise<NetworkRequest | undefined>[] = [];
    context.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response || response.fromServiceWorker()) return undefined;
          const sizes = await request.sizes();
          return {
            url: request.url(),
            status: response.status(),
            bytes: sizes.requestHeadersSize + sizes.responseHeadersSize + sizes.responseBodySize,
            byWorker: request.serviceWorker() !== null,
          };
        })().catch(() => undefined),
      );
    });
    await page.reload();
    await page.waitForLoadState('load');
    await networkQuiet(context);
    const requests = (await Promise.all(pending)).filter((r): r is NetworkRequest => r !== undefined);
    return { requests, bytes: requests.reduce((total, r) => total + r.bytes, 0) };
  } finally {
    await context.close();
  }
}
