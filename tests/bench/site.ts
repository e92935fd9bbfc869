/**
 * `npm run bench:site`: for each merchant's home page served by `npm start`, what a browser downloads and its
 * Lighthouse 13 mobile scores, in Debian Chromium. Weight is measured the way a browser sees it
 * (tests/bench/lib/browser-weight.ts): a fresh profile on a 360 px phone, popups and all, brotli bytes:
 *   - a first visit (a visitor, whose popup is due);
 *   - a signed-in player's visit (the app island and everything it pulls).
 * Prints figures and compares them to the targets; it never fails on a timing. `--port <n>` measures a
 * server already running; `--weight-only` skips Lighthouse.
 */
import { formatTable } from '../../scripts/lib/table';
import { loadAllTenants } from '../../src/config/load-tenants';
import { signIn, withToken } from '../e2e/support/sign-in';
import { launchChromium, measureVisit, type VisitWeight } from './lib/browser-weight';
import { portArgument, startChildServer } from './lib/child-server';
import { formatLighthouseTable, type HomeFigures, lighthouseHomes } from './lib/lighthouse';

/** Issue 7 item 6: a first visit, popup included, ≤ 30 kB of JS; a signed-in player's JS ≤ 90 kB. */
const TARGETS = { firstVisitJs: 30 * 1024, signedInJs: 90 * 1024 };
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const kB = (n: number) => (n / 1024).toFixed(1);
const weight = (visit: VisitWeight) => `${kB(visit.js.brotli)} (${visit.files.filter((f) => f.kind === 'js').length})`;

const weightOnly = process.argv.includes('--weight-only');
const existingPort = portArgument();
const port = existingPort ?? 4398;
const server = existingPort
  ? { origin: `http://127.0.0.1:${port}`, stop: async () => {} }
  : await startChildServer('scripts/start.ts', port, {
      PLATFORM_DATA_DIR: 'memory://',
      // Visitors arrive through a CDN that names their country (x-country-code, read behind a trusted proxy):
      // without one the region select would open by itself on every first visit (spec §4 "Region").
      TRUST_PROXY: '1',
    });

const sizeRows: string[][] = [];
let homes: HomeFigures[] = [];
const details: string[] = [];
const browser = await launchChromium();
try {
  for (const tenant of loadAllTenants()) {
    const site = `http://${tenant.id}.localhost:${port}`;
    console.log(`${tenant.id}: measuring a first visit and a signed-in visit, then Lighthouse (mobile)…`);
    const first = await measureVisit(browser, `${site}/`, { expectDialog: true, country: tenant.country });
    const { token } = await signIn(site, `${tenant.country.toLowerCase()}player1`, 'Player123');
    const member = await measureVisit(browser, await withToken(`${site}/`, token), {
      expectDialog: true,
      country: tenant.country,
    });
    // The app island alone: a signed-in page once the session's popups were closed.
    const island = await measureVisit(browser, await withToken(`${site}/`, token), {
      expectDialog: false,
      popupsClosed: true,
      country: tenant.country,
    });
    sizeRows.push([
      tenant.id,
      weight(first),
      kB(first.css.brotli),
      first.dialogShown ? 'yes' : 'no',
      `${mark(first.js.brotli <= TARGETS.firstVisitJs)} (≤ ${kB(TARGETS.firstVisitJs)})`,
      weight(member),
      weight(island),
      `${mark(island.js.brotli <= TARGETS.signedInJs)} (≤ ${kB(TARGETS.signedInJs)})`,
    ]);
    for (const [label, visit] of [
      ['first visit', first],
      ['signed in', member],
      ['signed in, popups closed', island],
    ] as const) {
      const files = [...visit.files].sort((a, b) => b.brotli - a.brotli);
      details.push(
        `${tenant.id}, ${label}: ${files.map((f) => `${f.url.replace(site, '')} ${kB(f.brotli)}`).join(', ')}`,
      );
    }
  }
  // Every language's home, not only each merchant's default (tests/bench/lib/lighthouse.ts).
  if (!weightOnly) homes = await lighthouseHomes(loadAllTenants(), (tenant) => `http://${tenant.id}.localhost:${port}`);
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nHome page as a fresh Chromium profile on a 360 px phone downloads it, kB brotli (files):');
console.log('a first visit (the visitor popup included); a signed-in player with the players popup (and its');
console.log('sanitiser) and once the popups are closed (the app island and what it pulls)\n');
console.log(
  formatTable(
    ['tenant', 'first visit JS', 'CSS', 'popup shown', 'target', 'signed in + popup', 'signed in', 'target'],
    sizeRows,
  ),
);
console.log(`\nFiles, largest first (kB brotli):\n${details.join('\n')}`);
if (!weightOnly) {
  console.log(`\n${formatLighthouseTable(homes)}`);
}
