/**
 * Figures for the generated game artwork (platform/games/svg.ts, asset-routes.ts): bytes per tile plain,
 * brotli and gzip as served, and the cost of drawing and compressing one, over every title of a merchant's
 * seed catalogue (about 10,150). No database: the route adds one indexed lookup per first request.
 *
 *   npx tsx tests/bench/game-artwork.ts
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gameRows, vendorRows } from '../../platform/games/seed-rows';
import { gameTileSvg } from '../../platform/games/svg';

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
