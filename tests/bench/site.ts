/**
 * `npm run bench:site`: for each merchant's home page served by `npm start`, the JS and CSS it ships
 * (raw, gzip, brotli bytes) and its Lighthouse 13 mobile scores, in Debian Chromium. Prints figures and
 * compares them to the targets; it never fails on a timing. `--port <n>` measures a server already running.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageAssets, totals } from '../../scripts/lib/page-assets';
import { formatTable } from '../../scripts/lib/table';
import { loadAllTenants } from '../../src/config/load-tenants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/e2e-env';
import { portArgument, ROOT, startChildServer } from './lib/child-server';

const TARGETS = { jsBrotli: 60 * 1024, performance: 95, accessibility: 95 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * GET with a Host header (fetch drops it, so node:http), identity encoding, raw bytes; undefined on 404.
 * The Host header picks the merchant, exactly as a browser on http://<id>.localhost does.
 */
function fetchBytes(origin: string, host: string, path: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const request = get(new URL(path, origin), { headers: { host, 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode === 404) resolve(undefined);
        else if (response.statusCode !== 200) reject(new Error(`GET ${host}${path} answered ${response.statusCode}`));
        else resolve(Buffer.concat(chunks));
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

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
const bytes = (n: number) => (n / 1024).toFixed(1);

const existingPort = portArgument();
const port = existingPort ?? 4398;
const server = existingPort
  ? { origin: `http://127.0.0.1:${port}`, stop: async () => {} }
  : await startChildServer('scripts/start.ts', port, { PLATFORM_DATA_DIR: 'memory://' });

const sizeRows: string[][] = [];
const scoreRows: string[][] = [];
try {
  for (const tenant of loadAllTenants()) {
    const host = `${tenant.id}.localhost:${port}`;
    console.log(`${tenant.id}: measuring bytes and running Lighthouse (mobile)…`);
    const html = await fetchBytes(server.origin, host, '/');
    if (!html) throw new Error(`${host}/ answered 404`);
    if (!html.toString('utf8').includes(tenant.name)) throw new Error(`${host}/ is not ${tenant.name}'s site`);
    const load = (path: string) => fetchBytes(server.origin, host, path);
    const assets = await pageAssets(html.toString('utf8'), '/index.html', load);
    // What a signed-in player (or a visitor opening a dialog) loads on top: the on-demand app island.
    const withApp = await pageAssets(html.toString('utf8'), '/index.html', load, { withOnDemand: true });
    const js = totals(assets, 'js');
    const css = totals(assets, 'css');
    const appJs = totals(withApp, 'js');
    sizeRows.push([
      tenant.id,
      `${bytes(js.raw)} / ${bytes(js.gzip)} / ${bytes(js.brotli)}`,
      `${bytes(css.raw)} / ${bytes(css.gzip)} / ${bytes(css.brotli)}`,
      `${js.brotli <= TARGETS.jsBrotli ? 'ok' : 'MISS'} (≤ ${bytes(TARGETS.jsBrotli)})`,
      `${bytes(appJs.raw)} / ${bytes(appJs.gzip)} / ${bytes(appJs.brotli)}`,
    ]);
    const scores = await runLighthouse(`http://${host}/`);
    scoreRows.push([
      tenant.id,
      ...CATEGORIES.map((c) => String(scores[c])),
      mark(scores.performance >= TARGETS.performance),
      mark(scores.accessibility >= TARGETS.accessibility),
    ]);
  }
} finally {
  await server.stop();
}

console.log('\nHome page JS and CSS shipped on load, kB raw / gzip / brotli (target: JS ≤ 60 kB brotli),');
console.log('and the JS with the on-demand app island (sessions, dialogs, popups)\n');
console.log(formatTable(['tenant', 'JS on load', 'CSS', 'JS target', 'JS with app'], sizeRows));
console.log('\nLighthouse 13, mobile preset (targets: performance ≥ 95, accessibility ≥ 95)\n');
console.log(formatTable(['tenant', 'perf', 'a11y', 'best-pr.', 'SEO', 'perf ≥ 95', 'a11y ≥ 95'], scoreRows));
