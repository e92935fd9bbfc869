/**
 * Draws a captcha's digits so that a person on a phone reads them at a glance (the site shows the image at
 * 120 × 40 CSS px) while a trained script still has work to do (issue 31 finding 5; `npm run bench:captcha`
 * measures nearest-neighbour readers on this drawing). Readability wins every conflict: a captcha people fail
 * loses players, while scripts are priced by the proof-of-work bot check that every route showing a captcha
 * also asks for (bot-check.ts). So every step below must leave a digit's shape whole for a person:
 *
 * - hand-written digits, two clear ways of writing most of them (captcha-glyphs.ts), every point moved a
 *   little, each glyph with its own size, width, slant, turn, baseline and dark ink: no fixed template, and
 *   no colour that names a digit;
 * - each glyph starts about where the previous one ends: neighbours touch or nearly touch (no wide empty
 *   column, no even slot per digit) but never cover each other, so a person still sees four whole digits;
 * - one thin crossing curve in a mid-tone of another hue: people see it as a line over the digits, a reader's
 *   threshold either keeps it (joining the digits into one blob) or loses it together with thin digit ends;
 * - light lines and specks under the ink, and a gentle warp by two sine waves, so strokes bend differently
 *   each time without losing their shape.
 *
 * It is drawn at twice the size the site shows (CAPTCHA_PIXEL_RATIO), so a phone shows sharp strokes.
 */
import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { DIGIT_GLYPHS, type Glyph, GRID_HEIGHT, GRID_WIDTH, type Point, type Stroke } from './captcha-glyphs';

/** The box the site shows the image in (CSS pixels); every length below is in these units. */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
/**
 * Image pixels per CSS pixel: phones show the 120 × 40 box on 2-3 device pixels per CSS pixel, and a sharp
 * image there lets a person follow a stroke where an upscaled blur would not.
 */
export const CAPTCHA_PIXEL_RATIO = 2;

const between = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
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
 * Moves every point a little (grid units; a glyph is 16 tall): enough that no two drawings of a digit match,
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
 * One dark ink per glyph, the hue drifting from glyph to glyph: a person sees each digit as one colour, a
 * reader cannot key a digit by colour. Lightness stays low, so every digit stands well off the background.
 */
const glyphInk = (hue: number) =>
  `hsl(${(hue + randomInt(-50, 51) + 360) % 360}, ${randomInt(55, 76)}%, ${randomInt(16, 28)}%)`;
/** Gap a glyph cuts around itself where it touches an earlier one (CSS pixels): shows which one is in front. */
const HALO = 0.8;

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

/** Mild slants and turns only: a 1 turned 20° reads as a 7 and a 6 as a 0 on a small screen. */
function randomPose(inkHue: number): Pose {
  const scaleY = between(25, 30) / GRID_HEIGHT;
  return {
    x: 0,
    y: CAPTCHA_HEIGHT / 2 + between(-2.5, 2.5),
    scaleY,
    scaleX: scaleY * between(0.8, 1.3),
    shear: between(-0.22, 0.22),
    angle: (between(-10, 10) * Math.PI) / 180,
    ink: glyphInk(inkHue),
    width: between(2.4, 3),
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
 * Draws a glyph's strokes (10 × 16 grid) in its pose. A wider stroke in the background's colour goes first:
 * where this glyph touches the one before, a thin gap shows which lies in front, and the reader's ink mask
 * gets a cut that does not fall between two digits' boxes.
 */
function drawGlyph(ctx: SKRSContext2D, strokes: readonly Stroke[], pose: Pose, halo: string): void {
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
  for (const [colour, width] of [
    [halo, pose.width + 2 * HALO],
    [pose.ink, pose.width],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width * perPixel;
    for (const stroke of strokes) traceStroke(ctx, stroke);
  }
  ctx.restore();
}

/**
 * Poses for the glyphs, left to right: each starts about where the previous one ends (a pixel or two into it
 * or away from it), so there is no clean empty column between digits, yet none hides part of another. Glyph
 * widths differ, so the centres are irregular, and the run starts anywhere it fits.
 */
function layOut(glyphs: readonly Glyph[], inkHue: number): Pose[] {
  const poses = glyphs.map(() => randomPose(inkHue));
  let right = 0;
  for (const [i, glyph] of glyphs.entries()) {
    const pose = poses[i] as Pose;
    const [left, width] = extent(glyph, pose);
    // Skeleton to skeleton; the strokes' own width (about 2.7 px) makes a gap under 2.7 px a touch.
    pose.x = i === 0 ? -left : right - left + between(0.5, 5);
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
 * One long thin curve across the digits, in a mid-tone of the opposite hue: clearly a line, not a stroke, to a
 * person (thinner, lighter, another colour), while on a reader's grey threshold it sits at the ink's edge.
 * Slanted from high to low, so it cuts strokes across instead of lying along a bar (a level line turns a 1
 * into a 7 for people too).
 */
function drawCrossing(ctx: SKRSContext2D, inkHue: number): void {
  const [high, low] = [between(6, 14), between(CAPTCHA_HEIGHT - 14, CAPTCHA_HEIGHT - 6)];
  const [startY, endY] = randomInt(0, 2) ? [high, low] : [low, high];
  ctx.strokeStyle = `hsl(${(inkHue + 180 + randomInt(-30, 31)) % 360}, ${randomInt(45, 66)}%, ${randomInt(40, 49)}%)`;
  ctx.lineWidth = between(1.5, 1.9);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(between(0, 10), startY);
  ctx.bezierCurveTo(
    between(30, 50),
    between(8, CAPTCHA_HEIGHT - 8),
    between(70, 90),
    between(8, CAPTCHA_HEIGHT - 8),
    between(CAPTCHA_WIDTH - 10, CAPTCHA_WIDTH),
    endY,
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
  const glyphs = [...text].map((digit) => jitter(pick(DIGIT_GLYPHS[digit] ?? []), 0.35));
  const poses = layOut(glyphs, inkHue);
  for (const [i, glyph] of glyphs.entries()) drawGlyph(ctx, glyph, poses[i] as Pose, background);
  drawCrossing(ctx, inkHue);
  warp(ctx);
  return canvas.encode('png');
}
