/**
 * A smooth random bend of a glyph's skeleton, as a hand bends a digit: each point moves along a slow
 * displacement field (two sine waves per axis with random phase, frequency and amplitude), so neighbouring
 * points move together. A loop stays a loop and a bar stays a bar; the picture a pixel-comparing reader
 * matches against is a new one each time. The random source is a parameter so a test can seed it.
 */
import type { Glyph, Point } from './captcha-glyphs';

/** Uniform in [0, 1): `Math.random`-shaped, so a test can pass a seeded generator. */
export type Random = () => number;

interface Wave {
  amplitude: number;
  frequency: number;
  phase: number;
}

const wave = (random: Random, amount: number): Wave => ({
  amplitude: (random() * 2 - 1) * amount,
  // One to two half-periods over a glyph's 16 grid units: a bend, never a ripple.
  frequency: (Math.PI / 16) * (1 + random()),
  phase: random() * Math.PI * 2,
});

/** Moves every point by up to `amount` grid units (a glyph is 10 × 16); shared points move alike. */
export function elasticWarp(glyph: Glyph, amount: number, random: Random): Glyph {
  const [xa, xb, ya, yb] = [wave(random, amount), wave(random, amount), wave(random, amount), wave(random, amount)];
  const along = (w: Wave, t: number) => w.amplitude * Math.sin(w.frequency * t + w.phase);
  return glyph.map((stroke) =>
    stroke.map(([x, y]): Point => [x + (along(xa, y) + along(xb, x)) / 2, y + (along(ya, x) + along(yb, y)) / 2]),
  );
}
