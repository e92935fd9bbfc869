/**
 * Figures for the generated game artwork (platform/games/svg.ts, art-raster.ts, asset-routes.ts):
 * - the SVG: bytes per tile plain, brotli and gzip as served, and the cost of drawing and compressing one, over
 *   every title of a merchant's seed catalogue (about 10,150);
 * - the WebP the seeds link: bytes and drawing time per tile, over the first 300 titles;
 * - what each costs the browser: the main-thread time Chromium spends loading a page of 24 tiles as SVG and as
 *   WebP (a trace's tasks, unthrottled; Lighthouse's phone multiplies them), the median of 5 rounds.
 * No database: the route adds one indexed lookup per first request.
 *
 *   npx tsx tests/bench/game-artwork.ts
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { gameTileWebp } from '../../platform/games/art-raster';
import { gameRows, vendorRows } from '../../platform/games/seed-rows';
import { gameTileDrawing, gameTileSvg } from '../../platform/games/svg';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/fixtures/e2e-env';

const vendorNames = new Map(vendorRows().map((v) => [`${v.gameType}:${v.vassalage}`, v.name]));
const rows = gameRows('SHAPLA_BD');
const sizes = { plain: [] as number[], br: [] as number[], gzip: [] as number[] };
let drawMs = 0;
let brMs = 0;
const distinct = new Set<string>();
for (const row of rows) {
  const start = performance.now();
  const svg = gameTileSvg(row.gameId, {
    name: row.displayName,
    vendor: vendorNames.get(`${row.gameType}:${row.vassalage}`),
  });
  const drawn = performance.now();
  const br = brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  brMs += performance.now() - drawn;
  drawMs += drawn - start;
  sizes.plain.push(Buffer.byteLength(svg));
  sizes.br.push(br.length);
  sizes.gzip.push(gzipSync(svg, { level: 9 }).length);
  distinct.add(svg);
}
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return `mean ${mean.toFixed(0)} B, median ${sorted[Math.floor(sorted.length / 2)]} B, max ${sorted.at(-1)} B`;
};
console.log(`titles: ${rows.length}, distinct images: ${distinct.size}`);
console.log(`plain SVG: ${stats(sizes.plain)}`);
console.log(`brotli q5: ${stats(sizes.br)}`);
console.log(`gzip -9:   ${stats(sizes.gzip)}`);
console.log(
  `draw: ${((drawMs / rows.length) * 1000).toFixed(0)} µs per tile; brotli: ${((brMs / rows.length) * 1000).toFixed(0)} µs per tile`,
);

const sample = rows.slice(0, 300);
const webps: Uint8Array[] = [];
const webpStart = performance.now();
for (const row of sample) {
  const title = { name: row.displayName, vendor: vendorNames.get(`${row.gameType}:${row.vassalage}`) };
  webps.push(await gameTileWebp(gameTileDrawing(row.gameId, title)));
}
const webpMs = (performance.now() - webpStart) / sample.length;
console.log(
  `WebP (first ${sample.length} titles): ${stats(webps.map((w) => w.length))}; draw ${webpMs.toFixed(1)} ms per tile`,
);

/** Main-thread milliseconds of a page of 24 tiles in `format`, from load until 2.5 s later. */
async function pageCost(browser: Awaited<ReturnType<typeof chromium.launch>>, format: 'svg' | 'webp') {
  const tiles = sample.slice(0, 24);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.route('http://tiles.test/**', (route) => {
    const index = /\/(\d+)\.(svg|webp)$/.exec(new URL(route.request().url()).pathname);
    if (!index) {
      const images = tiles.map(
        (_, i) => `<img width="120" height="120" style="width:100%;height:auto" src="/${i}.${format}">`,
      );
      const body = `<!doctype html><body style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px">${images.join('')}`;
      return route.fulfill({ body, contentType: 'text/html' });
    }
    const i = Number(index[1]);
    const row = tiles[i];
    if (!row) return route.fulfill({ status: 404 });
    if (format === 'webp') return route.fulfill({ body: Buffer.from(webps[i] ?? []), contentType: 'image/webp' });
    const title = { name: row.displayName, vendor: vendorNames.get(`${row.gameType}:${row.vassalage}`) };
    return route.fulfill({ body: gameTileSvg(row.gameId, title), contentType: 'image/svg+xml' });
  });
  const cdp = await context.newCDPSession(page);
  const events: { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string } }[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as typeof events)));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata',
    transferMode: 'ReportEvents',
  });
  await page.goto('http://tiles.test/');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
try {
  const costs = { svg: [] as number[], webp: [] as number[] };
  for (let round = 0; round < 5; round += 1) {
    for (const format of ['svg', 'webp'] as const) costs[format].push(await pageCost(browser, format));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `browser main thread, a page of 24 tiles (median of 5, unthrottled): SVG ${median(costs.svg).toFixed(0)} ms, WebP ${median(costs.webp).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
}
