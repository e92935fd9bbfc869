/**
 * The attacker's third step: turn a piece of ink into a vector a nearest-neighbour search can compare.
 * Each glyph is cropped to its ink, deskewed by its second moments (what lifts kNN on MNIST from 97 to 98%),
 * and scaled into a square keeping its aspect ratio; then either its pixels or a HOG-like histogram of
 * gradient directions per cell (robust to stroke width and small shifts).
 */
import type { InkMask } from './ink';

export type Features = 'pixels' | 'hog';

/** The ink's bounding box, centre and slant (x drift per row), from its moments. */
function moments(mask: InkMask) {
  let n = 0;
  let sx = 0;
  let sy = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < mask.ink.length; i++) {
    if (!mask.ink[i]) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    n++;
    sx += x;
    sy += y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (!n) return null;
  const [cx, cy] = [sx / n, sy / n];
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < mask.ink.length; i++) {
    if (!mask.ink[i]) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    sxy += (x - cx) * (y - cy);
    syy += (y - cy) ** 2;
  }
  const slant = syy > 0 ? Math.max(-0.6, Math.min(0.6, sxy / syy)) : 0;
  return { cx, cy, slant, minX, maxX, minY, maxY };
}

/** The glyph deskewed and scaled into size×size (values 0..1), aspect kept, centred. */
export function normalisedGlyph(mask: InkMask, size: number, deskew = true): Float32Array {
  const out = new Float32Array(size * size);
  const m = moments(mask);
  if (!m) return out;
  const slant = deskew ? m.slant : 0;
  // Box of the deskewed ink: x' = x - slant·(y - cy).
  let minX = Infinity;
  let maxX = -Infinity;
  for (let i = 0; i < mask.ink.length; i++) {
    if (!mask.ink[i]) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    const straight = x - slant * (y - m.cy);
    minX = Math.min(minX, straight);
    maxX = Math.max(maxX, straight);
  }
  const boxW = maxX - minX + 1;
  const boxH = m.maxY - m.minY + 1;
  const scale = Math.max(boxW, boxH) / (size - 2);
  const offX = (size - boxW / scale) / 2;
  const offY = (size - boxH / scale) / 2;
  const sub = 3;
  for (let oy = 0; oy < size; oy++) {
    for (let ox = 0; ox < size; ox++) {
      let sum = 0;
      for (let sy = 0; sy < sub; sy++) {
        for (let sx = 0; sx < sub; sx++) {
          const y = m.minY + (oy + (sy + 0.5) / sub - offY) * scale;
          const xStraight = minX + (ox + (sx + 0.5) / sub - offX) * scale;
          const x = xStraight + slant * (y - m.cy);
          const [px, py] = [Math.floor(x), Math.floor(y)];
          if (px >= 0 && py >= 0 && px < mask.width && py < mask.height) sum += mask.ink[py * mask.width + px] ?? 0;
        }
      }
      out[oy * size + ox] = sum / (sub * sub);
    }
  }
  return out;
}

/** Scales the whole mask to w×h by area (for the whole-image reader). */
export function shrunk(mask: InkMask, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  const [fx, fy] = [mask.width / w, mask.height / h];
  for (let i = 0; i < mask.ink.length; i++) {
    if (!mask.ink[i]) continue;
    const x = i % mask.width;
    const y = (i - x) / mask.width;
    const o = Math.min(h - 1, Math.floor(y / fy)) * w + Math.min(w - 1, Math.floor(x / fx));
    out[o] = (out[o] ?? 0) + 1 / (fx * fy);
  }
  return out;
}

/** Histogram of gradient directions (9 unsigned bins) per cell×cell block, each block L2-normalised. */
export function hog(image: Float32Array, w: number, h: number, cell: number): Float32Array {
  const [cw, ch] = [Math.floor(w / cell), Math.floor(h / cell)];
  const bins = 9;
  const out = new Float32Array(cw * ch * bins);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const gx = (image[y * w + x + 1] ?? 0) - (image[y * w + x - 1] ?? 0);
      const gy = (image[(y + 1) * w + x] ?? 0) - (image[(y - 1) * w + x] ?? 0);
      const magnitude = Math.hypot(gx, gy);
      if (!magnitude) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(bins - 1, Math.floor((angle / Math.PI) * bins));
      const [cx, cy] = [Math.min(cw - 1, Math.floor(x / cell)), Math.min(ch - 1, Math.floor(y / cell))];
      const o = (cy * cw + cx) * bins + bin;
      out[o] = (out[o] ?? 0) + magnitude;
    }
  }
  for (let b = 0; b < cw * ch; b++) {
    let norm = 1e-6;
    for (let k = 0; k < bins; k++) norm += (out[b * bins + k] ?? 0) ** 2;
    norm = Math.sqrt(norm);
    for (let k = 0; k < bins; k++) out[b * bins + k] = (out[b * bins + k] ?? 0) / norm;
  }
  return out;
}

export const GLYPH_SIZE = 16;

export function glyphFeatures(piece: InkMask, kind: Features): Float32Array {
  const glyph = normalisedGlyph(piece, GLYPH_SIZE);
  return kind === 'pixels' ? glyph : hog(glyph, GLYPH_SIZE, GLYPH_SIZE, 4);
}

/** Whole-image vectors: the ink shrunk to 60×20, or its HOG in 5-pixel cells. */
export function imageFeatures(mask: InkMask, kind: Features): Float32Array {
  const small = shrunk(mask, 60, 20);
  return kind === 'pixels' ? small : hog(small, 60, 20, 5);
}
