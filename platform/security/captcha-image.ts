/**
 * Draws a captcha's digits so that a person on a phone reads them at a glance (the site shows the image at 120
 * × 40 CSS px) while a trained script still has work to do (`npm run bench:captcha` measures nearest-neighbour
 * readers on this drawing). Readability wins every conflict: a captcha people fail loses players, while scripts
 * are priced by the proof-of-work bot check that every route showing a captcha also asks for (bot-check.ts). So
 * every step below must leave a digit's shape whole for a person:
 *
 * - hand-written digits, two clear ways of writing most of them (captcha-glyphs.ts), every point moved a
 *   little, each glyph bent smoothly (captcha-warp.ts) and by hand (tapered, bowed), with its own height,
 *   width, stroke width, slant, turn and baseline: no fixed template. Each of these moves a
 *   nearest-neighbour reader's pixels far more than it changes the shape a person follows;
 * - one dark ink family per image for the digits and the crossing curve alike: no hue tells a digit from its
 *   neighbour or from the curve, so a reader that sorts pixels by colour gains nothing over one by luminance;
 * - each glyph starts about where the previous one ends, up to 3 px into it or 1.5 px away from it: no wide
 *   empty column, and digits of different widths and heights, so equal slots over the run cut through digits;
 * - one crossing curve as wide and as dark as the digits' strokes, through the middle of every digit: people
 *   see a line over the digits, while a reader can neither threshold it away nor strip it by opening (a
 *   thinner one went with a 2×2 opening), so the digits become one blob and every slot gets a stroke;
 * - light lines and specks under the ink, and a gentle warp by two sine waves, so strokes bend differently
 *   each time without losing their shape.
 *
 * It is drawn at twice the size the site shows (CAPTCHA_PIXEL_RATIO), so a phone shows sharp strokes.
 */
import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { DIGIT_GLYPHS, type Glyph, GRID_HEIGHT, GRID_WIDTH, type Point, type Stroke } from './captcha-glyphs';
import { elasticWarp } from './captcha-warp';

/** The box the site shows the image in (CSS pixels); every length below is in these units. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/**
 * Image pixels per CSS pixel: phones show the 120 × 40 box on 2-3 device pixels per CSS pixel, and a sharp
 * image there lets a person follow a stroke where an upscaled blur would not.
 */
export const CAPTCHA_PIXEL_RATIO = 2;

const secureRandom = () => randomInt(0, 1_000_000) / 1_000_000;
const between = (min: number, max: number) => min + secureRandom() * (max - min);
const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)] as T;

/** A smooth curve through the points (Catmull-Rom as cubic Béziers); a closed stroke wraps around. */
function traceStroke(ctx: SKRSContext2D, points: readonly Point[]): void {
  const closed = points.length > 3 && points[0]?.[0] === points.at(-1)?.[0] && points[0]?.[1] === points.at(-1)?.[1];
  const at = (i: number): Point => {
    if (closed) return points[(i + points.length - 1) % (points.length - 1)] as Point;
    return points[Math.max(0, Math.min(points.length - 1, i))] as Point;
  };
  ctx.beginPath();
  ctx.moveTo(...at(0));
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    ctx.bezierCurveTo(
      p1[0] + (p2[0] - p0[0]) / 6,
      p1[1] + (p2[1] - p0[1]) / 6,
      p2[0] - (p3[0] - p1[0]) / 6,
      p2[1] - (p3[1] - p1[1]) / 6,
      p2[0],
      p2[1],
    );
  }
  ctx.stroke();
}

/**
 * Moves every point a little (grid units; a glyph is 16 tall; 0.5 here, below 2e9cebc's, whose heavier
 * jitter with its halos had people confuse 3 and 7): enough that no two drawings of a digit match,
 * little enough that a loop stays a loop. A point shared by two strokes moves once, so corners stay joined.
 */
function jitter(glyph: Glyph, amount: number): Glyph {
  const moved = new Map<string, Point>();
  const move = ([x, y]: Point): Point => {
    const key = `${x},${y}`;
    const point = moved.get(key) ?? ([x + between(-amount, amount), y + between(-amount, amount)] as const);
    moved.set(key, point);
    return point;
  };
  return glyph.map((stroke) => stroke.map(move));
}

/**
 * Bends a glyph as a hand does: one end a little wider than the other (taper) and the middle pushed sideways
 * (bow), by a grid unit or two of its 10. A loop stays a loop and a bar stays a bar, so people read it as the
 * same digit; to a reader comparing pixels it is another picture, and a deskew does not undo a bow.
 */
function bend(glyph: Glyph): Glyph {
  const taper = between(-0.4, 0.4);
  const bow = between(-1.5, 1.5);
  return glyph.map((stroke) =>
    stroke.map(([x, y]) => {
      const t = y / GRID_HEIGHT;
      return [
        GRID_WIDTH / 2 + (x - GRID_WIDTH / 2) * (1 + taper * (t - 0.5)) + bow * Math.sin(Math.PI * t),
        y,
      ] as const;
    }),
  );
}

/**
 * A dark ink of the image's hue family, drifting only a little from glyph to glyph and to the crossing curve:
 * digits that each had their own hue could be cut apart by colour, and a curve of another hue peeled off.
 * Lightness stays low, so every digit stands well off the background.
 */
const glyphInk = (hue: number) =>
  `hsl(${(hue + randomInt(-12, 13) + 360) % 360}, ${randomInt(55, 76)}%, ${randomInt(16, 28)}%)`;
/** How one glyph is drawn: its centre, its size in pixels per grid unit, slant, turn, ink and stroke width. */
interface Pose {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  shear: number;
  angle: number;
  ink: string;
  width: number;
}

/**
 * Mild slants and turns only (up to 12°): a 1 turned 20° reads as a 7 and a 6 as a 0 on a small screen.
 * Heights (22-31 px) and widths (0.65-1.45 of the height's share) differ from glyph to glyph, which people
 * hardly notice and which puts a reader's equal slots across digits; a smaller digit also sits higher or lower.
 */
function randomPose(inkHue: number): Pose {
  const scaleY = between(22, 31) / GRID_HEIGHT;
  return {
    x: 0,
    y: CAPTCHA_HEIGHT / 2 + between(-4.5, 4.5),
    scaleY,
    scaleX: scaleY * between(0.65, 1.45),
    shear: between(-0.22, 0.22),
    angle: (between(-12, 12) * Math.PI) / 180,
    ink: glyphInk(inkHue),
    width: between(2, 3.2),
  };
}

/** Where a grid point lands, relative to the glyph's centre (the same steps as drawGlyph, by hand). */
function placed([gx, gy]: Point, pose: Pose): Point {
  const v = (gy - GRID_HEIGHT / 2) * pose.scaleY;
  const u = (gx - GRID_WIDTH / 2) * pose.scaleX + pose.shear * v;
  return [u * Math.cos(pose.angle) - v * Math.sin(pose.angle), u * Math.sin(pose.angle) + v * Math.cos(pose.angle)];
}

/** Left and right edge of a posed glyph's skeleton, relative to its centre. */
function extent(glyph: Glyph, pose: Pose): [number, number] {
  const xs = glyph.flat().map((point) => placed(point, pose)[0]);
  return [Math.min(...xs), Math.max(...xs)];
}

/**
 * Draws a glyph's strokes (10 × 16 grid) in its pose. No halo where neighbours overlap: a halo cuts gaps into
 * the digit behind, and those gaps are what made people misread 1/4/9 and 5/6/8 (commit 2e9cebc).
 */
function drawGlyph(ctx: SKRSContext2D, strokes: readonly Stroke[], pose: Pose): void {
  ctx.save();
  ctx.translate(pose.x, pose.y);
  ctx.rotate(pose.angle);
  ctx.transform(1, 0, pose.shear, 1, 0, 0);
  ctx.scale(pose.scaleX, pose.scaleY);
  ctx.translate(-GRID_WIDTH / 2, -GRID_HEIGHT / 2);
  // Widths are in grid units here; dividing by the scale gives widths in CSS pixels.
  const perPixel = 1 / Math.sqrt(pose.scaleX * pose.scaleY);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = pose.ink;
  ctx.lineWidth = pose.width * perPixel;
  for (const stroke of strokes) traceStroke(ctx, stroke);
  ctx.restore();
}

/**
 * Poses for the glyphs, left to right: each starts about where the previous one ends (up to 3 px into it or
 * 1.5 px away from it), so there is seldom a clean empty column between digits, and an overlap of about a
 * stroke's width leaves both digits whole to the eye (with 4 px the session that tuned it misread merged
 * digits). Glyph widths differ, so the centres are irregular, and the run starts anywhere it fits.
 */
function layOut(glyphs: readonly Glyph[], inkHue: number): Pose[] {
  const poses = glyphs.map(() => randomPose(inkHue));
  let right = 0;
  for (const [i, glyph] of glyphs.entries()) {
    const pose = poses[i] as Pose;
    const [left, width] = extent(glyph, pose);
    // Skeleton to skeleton; the strokes' own width (2-3.2 px) makes a gap under that a touch, under 0 an overlap.
    pose.x = i === 0 ? -left : right - left + between(-3, 1.5);
    right = pose.x + width;
  }
  const first = poses[0] as Pose;
  const runStart = first.x + extent(glyphs[0] as Glyph, first)[0];
  const room = CAPTCHA_WIDTH - 10 - (right - runStart);
  const shift = 5 - runStart + between(0, Math.max(0, room));
  for (const pose of poses) pose.x += shift;
  return poses;
}

/**
 * One long curve across the image through the middle band, so it passes through every digit, in the digits'
 * ink and stroke width: a person sees a line over the digits (it cuts no gap into them, unlike a halo), while a
 * reader's threshold and opening keep it as ink, joining the digits into one piece and adding a stroke to
 * every slot. It stays in the middle band: wandering up to the digits' tops, it made a 1 read as a 7. A second
 * curve as wide lowers the benchmark's readers further, but the session that tuned it then misread digits by eye
 * (tried, not kept).
 */
function drawCrossing(ctx: SKRSContext2D, inkHue: number): void {
  const middle = CAPTCHA_HEIGHT / 2;
  ctx.strokeStyle = glyphInk(inkHue);
  ctx.lineWidth = between(2, 3.2);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(between(0, 4), middle + between(-7, 7));
  ctx.bezierCurveTo(
    between(30, 50),
    middle + between(-11, 11),
    between(70, 90),
    middle + between(-11, 11),
    between(CAPTCHA_WIDTH - 4, CAPTCHA_WIDTH),
    middle + between(-7, 7),
  );
  ctx.stroke();
}

/** Light lines and specks under the ink: clutter for a reader, faint enough that the eye skips it. */
function drawNoise(ctx: SKRSContext2D): void {
  for (let i = 0; i < 8; i++) {
    ctx.strokeStyle = `hsla(${randomInt(0, 360)}, 45%, ${randomInt(66, 78)}%, 0.8)`;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT));
    ctx.lineTo(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = `hsla(${randomInt(0, 360)}, 40%, ${randomInt(45, 75)}%, 0.8)`;
    ctx.fillRect(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), 1, 1);
  }
}

/** Shifts columns up and down and rows left and right along slow sine waves: strokes bend, shapes stay. */
function warp(ctx: SKRSContext2D): void {
  const r = CAPTCHA_PIXEL_RATIO;
  const [width, height] = [CAPTCHA_WIDTH * r, CAPTCHA_HEIGHT * r];
  const source = ctx.getImageData(0, 0, width, height);
  const target = ctx.createImageData(width, height);
  const [ay, py, fy] = [between(1, 2) * r, between(0, Math.PI * 2), between(14, 22) * r];
  const [ax, px, fx] = [between(0.8, 1.5) * r, between(0, Math.PI * 2), between(8, 12) * r];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + ax * Math.sin(y / fx + px));
      const sy = Math.round(y + ay * Math.sin(x / fy + py));
      const from = (Math.min(height - 1, Math.max(0, sy)) * width + Math.min(width - 1, Math.max(0, sx))) * 4;
      const to = (y * width + x) * 4;
      for (let k = 0; k < 4; k++) target.data[to + k] = source.data[from + k] ?? 255;
    }
  }
  ctx.putImageData(target, 0, 0);
}

/** PNG bytes of the answer's digits, CAPTCHA_WIDTH × CAPTCHA_HEIGHT times CAPTCHA_PIXEL_RATIO. */
export function drawCaptcha(text: string): Promise<Buffer> {
  // Answers are digits (the input is numeric on every form); anything else is a caller's bug, not a glyph.
  if (!/^\d+$/.test(text)) throw new Error(`captcha answers are digits, got "${text}"`);
  const canvas = createCanvas(CAPTCHA_WIDTH * CAPTCHA_PIXEL_RATIO, CAPTCHA_HEIGHT * CAPTCHA_PIXEL_RATIO);
  const ctx = canvas.getContext('2d');
  ctx.scale(CAPTCHA_PIXEL_RATIO, CAPTCHA_PIXEL_RATIO);
  const background = `hsl(${randomInt(0, 360)}, ${randomInt(30, 46)}%, ${randomInt(91, 96)}%)`;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  drawNoise(ctx);
  const inkHue = randomInt(0, 360);
  const glyphs = [...text].map((digit) =>
    bend(elasticWarp(jitter(pick(DIGIT_GLYPHS[digit] ?? []), 0.5), 1, secureRandom)),
  );
  const poses = layOut(glyphs, inkHue);
  for (const [i, glyph] of glyphs.entries()) drawGlyph(ctx, glyph, poses[i] as Pose);
  drawCrossing(ctx, inkHue);
  warp(ctx);
  return canvas.encode('png');
}
