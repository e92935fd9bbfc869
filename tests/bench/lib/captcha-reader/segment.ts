/**
 * The attacker's second step: cut the ink into one piece per character. Three ways, each the usual one in
 * captcha solvers; the benchmark runs all and reports each:
 * - slots: the span of the glyphs (columns with real ink) split into equal parts;
 * - projection: cuts at the emptiest columns near those equal parts (column projection);
 * - each of those two again with the span found above the floor that whole-width crossing strokes lay
 *   ('slots above crossings', 'projection above crossings'): thick crossings fool the plain span, the floor
 *   trims a digit's faint edge, so the benchmark runs both and keeps the better;
 * - components: connected ink pieces, the smallest merged into a neighbour and the widest split until there
 *   are as many pieces as characters.
 */
import { components, type InkMask } from './ink';

/** One character's ink: a mask the size of the image holding only that piece. */
export type Piece = InkMask;
export type Segmentation =
  | 'slots'
  | 'projection'
  | 'slots above crossings'
  | 'projection above crossings'
  | 'components';

function columnCounts(mask: InkMask, keep?: (i: number) => boolean): number[] {
  const counts = new Array<number>(mask.width).fill(0);
  for (let i = 0; i < mask.ink.length; i++) {
    if (mask.ink[i] && (!keep || keep(i))) counts[i % mask.width] = (counts[i % mask.width] ?? 0) + 1;
  }
  return counts;
}

/**
 * First and last column (inclusive) holding more ink than a crossing stroke leaves. With `aboveCrossings`,
 * the floor that strokes running the whole width lay on every column (a low percentile of the inked
 * columns) is taken off first: however many or thick the crossings, the span is then the digits'.
 */
function glyphSpan(counts: number[], aboveCrossings: boolean): [number, number] {
  const inked = counts.filter((n) => n > 0).sort((a, b) => a - b);
  const floor = aboveCrossings ? (inked[Math.floor(inked.length * 0.1)] ?? 0) : 0;
  const busy = floor + Math.max(3, (Math.max(...counts) - floor) * 0.2);
  const first = counts.findIndex((n) => n >= busy);
  const last = counts.length - 1 - [...counts].reverse().findIndex((n) => n >= busy);
  return first < 0 ? [0, counts.length - 1] : [first, last];
}

function byColumns(mask: InkMask, cuts: number[]): Piece[] {
  const pieces: Piece[] = [];
  for (let p = 0; p + 1 < cuts.length; p++) {
    const [from, to] = [cuts[p] ?? 0, cuts[p + 1] ?? 0];
    const ink = new Uint8Array(mask.ink.length);
    for (let i = 0; i < ink.length; i++) {
      const x = i % mask.width;
      if (x >= from && x < to) ink[i] = mask.ink[i] ?? 0;
    }
    pieces.push({ width: mask.width, height: mask.height, ink });
  }
  return pieces;
}

function slots(mask: InkMask, count: number, aboveCrossings: boolean): Piece[] {
  const [first, last] = glyphSpan(columnCounts(mask), aboveCrossings);
  const step = (last + 1 - first) / count;
  return byColumns(
    mask,
    Array.from({ length: count + 1 }, (_, i) => Math.round(first + i * step)),
  );
}

function projection(mask: InkMask, count: number, aboveCrossings: boolean): Piece[] {
  const counts = columnCounts(mask);
  const [first, last] = glyphSpan(counts, aboveCrossings);
  const step = (last + 1 - first) / count;
  const smooth = counts.map((n, x) => n + ((counts[x - 1] ?? n) + (counts[x + 1] ?? n)) / 2);
  const cuts = [first];
  for (let c = 1; c < count; c++) {
    const ideal = first + c * step;
    let best = Math.round(ideal);
    for (let x = Math.round(ideal - step * 0.35); x <= Math.round(ideal + step * 0.35); x++) {
      // Emptiest column, ties broken towards the ideal place.
      const score = (smooth[x] ?? Infinity) + Math.abs(x - ideal) * 0.15;
      if (score < (smooth[best] ?? Infinity) + Math.abs(best - ideal) * 0.15) best = x;
    }
    cuts.push(Math.max(best, (cuts.at(-1) ?? 0) + 1));
  }
  cuts.push(last + 1);
  return byColumns(mask, cuts);
}

interface Blob {
  pixels: number[];
  minX: number;
  maxX: number;
}

function blobOf(pixels: number[], width: number): Blob {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const i of pixels) {
    minX = Math.min(minX, i % width);
    maxX = Math.max(maxX, i % width);
  }
  return { pixels, minX, maxX };
}

function connected(mask: InkMask, count: number): Piece[] {
  const { labels, sizes } = components(mask);
  const byLabel = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] ?? 0;
    if (!label || (sizes[label] ?? 0) < 12) continue;
    const list = byLabel.get(label) ?? [];
    list.push(i);
    byLabel.set(label, list);
  }
  let blobs = [...byLabel.values()].map((pixels) => blobOf(pixels, mask.width));
  // Too many: the smallest piece joins the piece whose columns are nearest (a broken stroke, an i's dot).
  while (blobs.length > count) {
    blobs.sort((a, b) => a.pixels.length - b.pixels.length);
    const [small, ...rest] = blobs as [Blob, ...Blob[]];
    const centre = (small.minX + small.maxX) / 2;
    let nearest = rest[0] as Blob;
    for (const blob of rest) {
      const gap = (b: Blob) => Math.max(0, b.minX - centre, centre - b.maxX);
      if (gap(blob) < gap(nearest)) nearest = blob;
    }
    rest.splice(rest.indexOf(nearest), 1, blobOf([...nearest.pixels, ...small.pixels], mask.width));
    blobs = rest;
  }
  // Too few: the widest piece is cut at its emptiest column in its middle half (touching characters).
  while (blobs.length < count && blobs.length > 0) {
    blobs.sort((a, b) => b.maxX - b.minX - (a.maxX - a.minX));
    const [wide, ...rest] = blobs as [Blob, ...Blob[]];
    const set = new Set(wide.pixels);
    const counts = columnCounts(mask, (i) => set.has(i));
    const span = wide.maxX - wide.minX + 1;
    let cut = wide.minX + Math.floor(span / 2);
    for (let x = wide.minX + Math.floor(span / 4); x <= wide.minX + Math.ceil((span * 3) / 4); x++) {
      if ((counts[x] ?? 0) < (counts[cut] ?? 0)) cut = x;
    }
    const left = wide.pixels.filter((i) => i % mask.width < cut);
    const right = wide.pixels.filter((i) => i % mask.width >= cut);
    if (!left.length || !right.length) break;
    blobs = [...rest, blobOf(left, mask.width), blobOf(right, mask.width)];
  }
  blobs.sort((a, b) => a.minX + a.maxX - (b.minX + b.maxX));
  return blobs.map((blob) => {
    const ink = new Uint8Array(mask.ink.length);
    for (const i of blob.pixels) ink[i] = 1;
    return { width: mask.width, height: mask.height, ink };
  });
}

/** Exactly `count` pieces, left to right (an empty piece when the ink ran out). */
export function segment(mask: InkMask, how: Segmentation, count: number): Piece[] {
  const pieces =
    how === 'components'
      ? connected(mask, count)
      : how.startsWith('slots')
        ? slots(mask, count, how.endsWith('crossings'))
        : projection(mask, count, how.endsWith('crossings'));
  while (pieces.length < count)
    pieces.push({ width: mask.width, height: mask.height, ink: new Uint8Array(mask.ink.length) });
  return pieces;
}
