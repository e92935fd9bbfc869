/**
 * `npm run bench:site`: for each merchant's home page served by `npm start`, what a browser downloads and its
 * Lighthouse 13 mobile scores, in Debian Chromium. Weight is measured the way a browser sees it
 * (tests/bench/lib/browser-weight.ts): a fresh profile on a 360 px phone, popups and all, brotli bytes:
 *   - a first visit (a visitor, whose popup is due), and the same visitor staying on until the banner
 *     strip's first autoplay step (5 s), when its swiper loads (src/features/home/banners/banner-start.ts);
 *   - a signed-in player's visit: the whole page, and the app island alone: what the signed-in visit
 *     fetches that the same page without a session does not (both with the popups closed);
 *   - a repeat visit to every language's home: a first visit, then a reload in the same profile, counting every
 *     byte that still reaches the network once the site's service worker keeps the home and its shell.
 * Lighthouse's CPU slowdown is calibrated to the host (lib/cpu-calibration.ts) and printed with the scores; each
 * home is measured three times (BENCH_LIGHTHOUSE_RUNS) and reported by its median run, with every run's score.
 * Lighthouse loads the homes over HTTPS with HTTP/2, as a visitor gets them from the CDN in front of a real site:
 * over the local server's plain HTTP/1.1, Lighthouse's network model queues the page's 40-odd requests six at a time
 * on a 150 ms line, a wait no visitor of a real site has. BENCH_HTTP1=1 measures over HTTP/1.1 instead. Each run
 * is also audited with the page's main-thread tasks at their CPU time (lib/cpu-time-trace.ts), printed beside it.
 * Prints figures and compares them to the targets; it never fails on a timing. `--port <n>` measures a
 * server already running (with `--tls-port <m>`, over its HTTPS port); `--weight-only` skips Lighthouse.
 * Each home is also audited, run for run, as its JavaScript-free twin (the same HTML without its scripts, the same
 * CSS and fonts, through a proxy in front of the same server: lib/no-script-twin.ts): the page's own limit in this run. Both are printed with the ratios and their
 * targets (performance ≥ 0.97× the twin's, total blocking time ≤ 1.5× the twin's, medians of the runs; CLS ≤ 0.05).
 * `--home <tenant>[:<lang>]` measures that merchant only (and that language's home only), to try a change quickly.
 */
import { isApiPath } from '../../scripts/lib/site-server';
import { formatTable } from '../../scripts/lib/table';
import { loadAllTenants } from '../../src/config/load-tenants';
import { signIn, withToken } from '../e2e/support/sign-in';
import { benchPort } from './lib/both-ways';
import { launchChromium, measureRepeatVisit, measureVisit, sum, type VisitWeight } from './lib/browser-weight';
import { portArgument, startChildServer } from './lib/child-server';
import { type CpuCalibration, calibrateCpu } from './lib/cpu-calibration';
import { formatLighthouseTable, formatTwinTable, type HomeFigures, lighthouseHomes } from './lib/lighthouse';
import { makeLocalCertificate } from './lib/local-certificate';
import { startNoScriptTwin } from './lib/no-script-twin';

/**
 * The JavaScript budget: a first visit, popup included, ≤ 30 kB of JS; a signed-in player's JS ≤ 90 kB; a repeat
 * visit (the service worker keeps the home and its shell) ≤ 5 kB from the network, all of it counted.
 */
const TARGETS = { firstVisitJs: 30 * 1024, signedInJs: 90 * 1024, repeatVisit: 5 * 1024 };
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const kB = (n: number) => (n / 1024).toFixed(1);
const weight = (visit: VisitWeight) => `${kB(visit.js.brotli)} (${visit.files.filter((f) => f.kind === 'js').length})`;
/** The scripts of `visit` that `base` did not fetch: what a session adds to the page. */
function added(visit: VisitWeight, base: VisitWeight): VisitWeight {
  const inBase = new Set(base.files.map((f) => `${f.kind} ${f.url === 'inline' ? f.raw : f.url}`));
  const files = visit.files.filter((f) => !inBase.has(`${f.kind} ${f.url === 'inline' ? f.raw : f.url}`));
  return { files, js: sum(files, 'js'), css: sum(files, 'css'), dialogShown: visit.dialogShown };
}
/** The banner strip's swiper has started: its first autoplay step was due, or the visitor reached for it. */
const BANNER_STARTED = '[data-banner-carousel][data-carousel-ready]';

const weightOnly = process.argv.includes('--weight-only');
/** `--home <tenant>[:<lang>]`: one merchant, or one merchant × language. */
const homeArgument = process.argv[process.argv.indexOf('--home') + 1];
const [onlyTenant, onlyLang] = process.argv.includes('--home') && homeArgument ? homeArgument.split(':') : [];
const tenants = loadAllTenants().filter((t) => !onlyTenant || t.id === onlyTenant);
if (tenants.length === 0) throw new Error(`--home: no tenant ${onlyTenant}`);
const existingPort = portArgument();
const port = existingPort ?? benchPort(4398);
const overHttp1 = process.env.BENCH_HTTP1 === '1';
// The HTTPS port: the given one of a running server, or the next one of the server started here.
const tlsPort = existingPort ? portArgument('--tls-port') : overHttp1 ? undefined : port + 1;
const certificate = !existingPort && tlsPort ? makeLocalCertificate() : undefined;
const server = existingPort
  ? { origin: `http://127.0.0.1:${port}`, stop: async () => {} }
  : await startChildServer('scripts/start.ts', port, {
      PLATFORM_DATA_DIR: 'memory://',
      // Visitors arrive through a CDN that names their country (x-country-code, read behind a trusted proxy):
      // without one the region select would open by itself on every first visit (the country is unknown).
      TRUST_PROXY: '1',
      // The demo sign-in provider defaults to the site port + 1, which is the HTTPS port here; the twins take + 2.
      PLATFORM_DEMO_OIDC_PORT: String(port + 3),
      ...(certificate && tlsPort
        ? { TLS_PORT: String(tlsPort), TLS_CERT: certificate.certFile, TLS_KEY: certificate.keyFile }
        : {}),
    });
/** Where Lighthouse loads the homes from, and how Chromium is to trust the local certificate. */
const lighthouseOrigin = (id: string) =>
  tlsPort ? `https://${id}.localhost:${tlsPort}` : `http://${id}.localhost:${port}`;
const trustFlags = !tlsPort
  ? []
  : certificate
    ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`]
    : ['--ignore-certificate-errors'];
const transport = tlsPort ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1';
/**
 * The twins' port, after the server's two. Over HTTPS with the bench's own certificate; a running server's
 * (--port) certificate is not at hand, so its twins are served over plain HTTP/1.1 and the ratio is not like for like.
 */
const twinPort = port + 2;
const twinOrigin = (id: string) =>
  certificate ? `https://${id}.localhost:${twinPort}` : `http://${id}.localhost:${twinPort}`;
if (tlsPort && !certificate)
  console.warn("the twins are served over plain HTTP/1.1: the running server's certificate is not at hand");

const sizeRows: string[][] = [];
const repeatRows: string[][] = [];
let homes: HomeFigures[] = [];
const details: string[] = [];
let cpu: CpuCalibration | undefined;
// Launched inside the try, so a browser that cannot start still stops the server.
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  browser = await launchChromium();
  for (const tenant of tenants) {
    const site = `http://${tenant.id}.localhost:${port}`;
    console.log(`${tenant.id}: measuring a first visit and a signed-in visit, then Lighthouse (mobile)…`);
    // A local visitor: in the merchant's country, on a device in its default language.
    const local = { country: tenant.country, language: tenant.defaultLanguage };
    const first = await measureVisit(browser, `${site}/`, { expectDialog: true, ...local });
    const staying = await measureVisit(browser, `${site}/`, {
      expectDialog: true,
      ...local,
      stayUntil: BANNER_STARTED,
    });
    // The page a session is added to: the same home without one, popups closed. Both stay until the banners
    // start (5 s), so the swiper chunk is in both and the difference is the session's own, whatever the timing.
    const visitor = await measureVisit(browser, `${site}/`, {
      expectDialog: false,
      popupsClosed: true,
      ...local,
      stayUntil: BANNER_STARTED,
    });
    const { token } = await signIn(site, `${tenant.country.toLowerCase()}player1`, 'Player123');
    const member = await measureVisit(browser, await withToken(`${site}/`, token), {
      expectDialog: true,
      ...local,
    });
    // The app island alone: a signed-in page once the session's popups were closed.
    const island = await measureVisit(browser, await withToken(`${site}/`, token), {
      expectDialog: false,
      popupsClosed: true,
      ...local,
      stayUntil: BANNER_STARTED,
    });
    const appIsland = added(island, visitor);
    // Every language's home: a first visit, then the same visitor again (a reload in the same profile).
    for (const lang of tenant.languages) {
      const home = `${site}${lang === tenant.defaultLanguage ? '' : `/${lang}`}/`;
      const repeat = await measureRepeatVisit(browser, home, { country: tenant.country, language: lang });
      // The platform's answers (its calls and artwork, under its paths) apart from the site's own files.
      const platformBytes = repeat.requests
        .filter((r) => isApiPath(new URL(r.url).pathname))
        .reduce((total, r) => total + r.bytes, 0);
      repeatRows.push([
        `${tenant.id} ${lang}`,
        kB(repeat.bytes - platformBytes),
        kB(platformBytes),
        kB(repeat.bytes),
        String(repeat.requests.length),
        `${mark(repeat.bytes <= TARGETS.repeatVisit)} (≤ ${kB(TARGETS.repeatVisit)})`,
      ]);
      const requests = repeat.requests.map(
        (r) => `${r.byWorker ? '(worker) ' : ''}${r.url.replace(site, '')} ${r.status} ${kB(r.bytes)}`,
      );
      details.push(`${tenant.id} ${lang}, repeat visit from the network: ${requests.join(', ') || 'nothing'}`);
    }
    sizeRows.push([
      tenant.id,
      weight(first),
      kB(first.css.brotli),
      first.dialogShown ? 'yes' : 'no',
      `${mark(first.js.brotli <= TARGETS.firstVisitJs)} (≤ ${kB(TARGETS.firstVisitJs)})`,
      weight(staying),
      weight(member),
      weight(island),
      weight(appIsland),
      `${mark(appIsland.js.brotli <= TARGETS.signedInJs)} (≤ ${kB(TARGETS.signedInJs)})`,
    ]);
    for (const [label, visit] of [
      ['first visit', first],
      ['first visit, staying for the first banner step', staying],
      ['signed in', member],
      ['signed in, popups closed', island],
      ['app island (signed in, popups closed, minus the same page without a session)', appIsland],
    ] as const) {
      const files = [...visit.files].sort((a, b) => b.brotli - a.brotli);
      details.push(
        `${tenant.id}, ${label}: ${files.map((f) => `${f.url.replace(site, '')} ${kB(f.brotli)}`).join(', ')}`,
      );
    }
  }
  // Every language's home, not only each merchant's default (tests/bench/lib/lighthouse.ts).
  if (!weightOnly) {
    cpu = await calibrateCpu(browser);
    const twin = await startNoScriptTwin(port, twinPort, certificate);
    try {
      homes = await lighthouseHomes(tenants, (tenant) => lighthouseOrigin(tenant.id), cpu, {
        chromeFlags: trustFlags,
        only: (_, lang) => !onlyLang || lang === onlyLang,
        twinOrigin: (tenant) => twinOrigin(tenant.id),
      });
    } finally {
      await twin.stop();
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}

console.log('\nHome page as a fresh Chromium profile on a 360 px phone downloads it, kB brotli (files):');
console.log('a first visit (the visitor popup included), and staying until the banners first move (swiper');
console.log('loads then); a signed-in player with the players popup (and its sanitiser), once the popups are');
console.log('closed staying until the banners move (the whole page), and the app island alone (what the session');
console.log('adds to that page)\n');
console.log(
  formatTable(
    [
      'tenant',
      'first visit JS',
      'CSS',
      'popup shown',
      'target',
      'staying 5 s',
      'signed in + popup',
      'signed in, page',
      'app island',
      'target',
    ],
    sizeRows,
  ),
);
console.log('\nA repeat visit to each home (a first visit, then a reload in the same profile): kB from the network,');
console.log('headers included, whoever asked (the page, or the service worker checking the page): the');
console.log("site's own files, and the platform's calls the page makes on every visit (never cached: /wps/ …)\n");
console.log(
  formatTable(['home', 'site files (kB)', 'platform (kB)', 'repeat visit (kB)', 'requests', 'target'], repeatRows),
);
console.log(`\nFiles, largest first (kB brotli):\n${details.join('\n')}`);
if (cpu) {
  console.log(`\n${formatLighthouseTable(homes, cpu, transport)}`);
  console.log(`\n${formatTwinTable(homes)}`);
}
