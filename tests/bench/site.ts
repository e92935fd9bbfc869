/**
 * `npm run bench:site`: for each merchant's home page served by `npm start`, what a browser downloads and its
 * Lighthouse 13 mobile scores, in Debian Chromium. Weight is measured the way a browser sees it
 * (tests/bench/lib/browser-weight.ts): a fresh profile on a 360 px phone, popups and all, brotli bytes:
 *   - a first visit (a visitor, whose popup is due);
 *   - a signed-in player's visit (the app island and everything it pulls).
 * Prints figures and compares them to the targets; it never fails on a timing. `--port <n>` measures a
 * server already running; `--weight-only` skips Lighthouse.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatTable } from '../../scripts/lib/table';
import { loadAllTenants } from '../../src/config/load-tenants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/e2e-env';
import { signIn, withToken } from '../e2e/support/sign-in';
import { launchChromium, measureVisit, type VisitWeight } from './lib/browser-weight';
import { portArgument, ROOT, startChildServer } from './lib/child-server';

/** Issue 7 item 6: a first visit, popup included, ≤ 30 kB of JS; a signed-in player's JS ≤ 90 kB. */
const TARGETS = { firstVisitJs: 30 * 1024, signedInJs: 90 * 1024, performance: 95, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
function runLighthouse(url: string): Promise<Record<(typeof CATEGORIES)[number], number>> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  // Chromium resolves *.localhost itself; the rule pins it to the IPv4 address the server listens on.
  const flags = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${flags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.slice(-2000)}`);
        const result = JSON.parse(readFileSync(report, 'utf8'));
        const runtimeError = result.runtimeError?.message;
        if (runtimeError) throw new Error(`lighthouse: ${runtimeError}`);
        resolve(
          Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((result.categories[c]?.score ?? 0) * 100)]),
          ) as Record<(typeof CATEGORIES)[number], number>,
        );
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
const kB = (n: number) => (n / 1024).toFixed(1);
const weight = (visit: VisitWeight) => `${kB(visit.js.brotli)} (${visit.files.filter((f) => f.kind === 'js').length})`;

const weightOnly = process.argv.includes('--weight-only');
const existingPort = portArgument();
const port = existingPort ?? 4398;
const server = existingPort
  ? { origin: `http://127.0.0.1:${port}`, stop: async () => {} }
  : await startChildServer('scripts/start.ts', port, { PLATFORM_DATA_DIR: 'memory://' });

const sizeRows: string[][] = [];
const scoreRows: string[][] = [];
const details: string[] = [];
const browser = await launchChromium();
try {
  for (const tenant of loadAllTenants()) {
    const site = `http://${tenant.id}.localhost:${port}`;
    console.log(`${tenant.id}: measuring a first visit and a signed-in visit, then Lighthouse (mobile)…`);
    const first = await measureVisit(browser, `${site}/`, true);
    const { token } = await signIn(site, `${tenant.country.toLowerCase()}player1`, 'Player123');
    const member = await measureVisit(browser, withToken(`${site}/`, token), true);
    sizeRows.push([
      tenant.id,
      weight(first),
      kB(first.css.brotli),
      first.dialogShown ? 'yes' : 'no',
      `${mark(first.js.brotli <= TARGETS.firstVisitJs)} (≤ ${kB(TARGETS.firstVisitJs)})`,
      weight(member),
      `${mark(member.js.brotli <= TARGETS.signedInJs)} (≤ ${kB(TARGETS.signedInJs)})`,
    ]);
    for (const [label, visit] of [
      ['first visit', first],
      ['signed in', member],
    ] as const) {
      const files = [...visit.files].sort((a, b) => b.brotli - a.brotli);
      details.push(
        `${tenant.id}, ${label}: ${files.map((f) => `${f.url.replace(site, '')} ${kB(f.brotli)}`).join(', ')}`,
      );
    }
    if (weightOnly) continue;
    const scores = await runLighthouse(`${site}/`);
    scoreRows.push([
      tenant.id,
      ...CATEGORIES.map((c) => String(scores[c])),
      mark(scores.performance >= TARGETS.performance),
      mark(scores.accessibility >= TARGETS.accessibility),
    ]);
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nHome page as a fresh Chromium profile on a 360 px phone downloads it, kB brotli (files):');
console.log('a first visit (the visitor popup included) and a signed-in player (the app island and what it pulls)\n');
console.log(
  formatTable(['tenant', 'first visit JS', 'CSS', 'popup shown', 'target', 'signed-in JS', 'target'], sizeRows),
);
console.log(`\nFiles, largest first (kB brotli):\n${details.join('\n')}`);
if (!weightOnly) {
  console.log('\nLighthouse 13, mobile preset (targets: performance ≥ 95, accessibility ≥ 95)\n');
  console.log(formatTable(['tenant', 'perf', 'a11y', 'best-pr.', 'SEO', 'perf ≥ 95', 'a11y ≥ 95'], scoreRows));
}
