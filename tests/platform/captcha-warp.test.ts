// @vitest-environment node
/**
 * The captcha's per-glyph bend (platform/security/captcha-warp.ts): with a seeded random source it is
 * repeatable, it moves no point further than asked, it keeps strokes joined where they share a point, and it
 * bends rather than scatters (points close together move almost alike), which is what keeps a digit readable.
 */
import { expect, it } from 'vitest';
import { DIGIT_GLYPHS, type Glyph } from '../../platform/security/captcha-glyphs';
import { elasticWarp, type Random } from '../../platform/security/captcha-warp';

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const allGlyphs = Object.values(DIGIT_GLYPHS).flat();
/** A row of points one grid unit apart across the 10 × 16 grid, as one stroke. */
const ladder: Glyph = [Array.from({ length: 17 }, (_, y) => [y % 11, y] as const)];

it('bends a glyph the same way for the same seed and differently for another', () => {
  const glyph = allGlyphs[3] as Glyph;
  expect(elasticWarp(glyph, 1, seeded(7))).toEqual(elasticWarp(glyph, 1, seeded(7)));
  expect(elasticWarp(glyph, 1, seeded(7))).not.toEqual(elasticWarp(glyph, 1, seeded(8)));
  expect(elasticWarp(glyph, 0, seeded(7))).toEqual(glyph);
});

it('moves no point further than the amount asked, on either axis', () => {
  for (let seed = 1; seed <= 50; seed++) {
    for (const glyph of allGlyphs) {
      const warped = elasticWarp(glyph, 1.2, seeded(seed));
      for (const [s, stroke] of glyph.entries()) {
        for (const [p, [x, y]] of stroke.entries()) {
          const [wx, wy] = warped[s]?.[p] ?? [Number.NaN, Number.NaN];
          expect(Math.abs(wx - x)).toBeLessThanOrEqual(1.2);
          expect(Math.abs(wy - y)).toBeLessThanOrEqual(1.2);
        }
      }
    }
  }
});

it('keeps the strokes of a glyph joined where they share a point', () => {
  // The 4's stem meets its bar, the 1's flag meets its stem: a shared point must land in one place.
  for (let seed = 1; seed <= 20; seed++) {
    for (const glyph of allGlyphs) {
      const warped = elasticWarp(glyph, 1.2, seeded(seed));
      const landed = new Map<string, string>();
      for (const [s, stroke] of glyph.entries()) {
        for (const [p, point] of stroke.entries()) {
          const where = String(warped[s]?.[p]);
          expect(landed.get(String(point)) ?? where).toBe(where);
          landed.set(String(point), where);
        }
      }
    }
  }
});

it('bends rather than scatters: points a grid unit apart move almost alike', () => {
  for (let seed = 1; seed <= 50; seed++) {
    const [before] = ladder;
    const [after] = elasticWarp(ladder, 1.2, seeded(seed));
    for (let i = 1; i < (before?.length ?? 0); i++) {
      const moved = (j: number) => [
        (after?.[j]?.[0] ?? 0) - (before?.[j]?.[0] ?? 0),
        (after?.[j]?.[1] ?? 0) - (before?.[j]?.[1] ?? 0),
      ];
      const [[ax, ay], [bx, by]] = [moved(i - 1), moved(i)] as [number[], number[]];
      // Neighbours one unit apart (a step up, and a step across of up to 10 units at the wrap-around row).
      const step = Math.hypot((before?.[i]?.[0] ?? 0) - (before?.[i - 1]?.[0] ?? 0), 1);
      expect(Math.hypot((ax ?? 0) - (bx ?? 0), (ay ?? 0) - (by ?? 0))).toBeLessThanOrEqual(0.5 * step);
    }
  }
});
