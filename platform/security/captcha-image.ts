/**
 * Draws a captcha's digits so that a person reads them and a trained script does not (issue 31 finding 5: a
 * nearest-neighbour reader trained on 10,000 of the previous images read 43% of them; `npm run bench:captcha`
 * measures such readers on this drawing). What each step takes away from a reader:
 *
 * - hand-written digits, two ways of writing each (captcha-glyphs.ts), every point of every stroke moved a
 *   little, each glyph with its own size, width, slant, rotation and baseline: no fixed template;
 * - each glyph starts where the previous one ends, give or take a few pixels, and glyph widths differ: no
 *   empty column between digits, and no fixed or evenly split slot holds one digit;
 * - a glyph drawn over an earlier one cuts a thin gap around itself (a halo in the background's colour): a
 *   person sees which digit is in front and reads both, while the ink of the one behind falls into pieces;
 * - two slanted curves and a loose piece of a digit stroke, in the digits' own inks and widths: the ink is not
 *   only digits, pieces join into blobs (no connected-component cut) and a glyph's box is not its own;
 * - the whole image warped by two sine waves, so strokes are curved differently each time.
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
 * image there lets a person follow a stroke through the clutter where an upscaled blur would not.
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

/** Moves every point a little; a point shared by two strokes moves once, so corners stay joined. */
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

const inkColour = (hue: number) => `hsl(${hue + randomInt(-30, 31)}, ${randomInt(50, 71)}%, ${randomInt(16, 33)}%)`;
const strokeWidth = () => between(2.3, 3.3);
/** Gap a glyph cuts around itself where it crosses an earlier one (CSS pixels). */
const HALO = 1.1;
const CROSSING_HALO = 0.5;

/** How one glyph is drawn: its centre, its size in pixels per grid unit, slant and turn. */
interface Pose {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  shear: number;
  angle: number;
}

function randomPose(height: number): Pose {
  const scaleY = height / GRID_HEIGHT;
  return {
    x: 0,
    y: CAPTCHA_HEIGHT / 2 + between(-3.5, 3.5),
    scaleY,
    scaleX: scaleY * between(0.9, 1.25),
    shear: between(-0.35, 0.35),
    angle: (between(-20, 20) * Math.PI) / 180,
  };
}

/** Where a grid point lands, relative to the glyph's centre (the same steps as drawStrokes, by hand). */
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
 * Draws strokes of the 10 × 16 grid in one glyph's pose. With a `halo` colour (the background's), a wider
 * stroke of it goes first: where this glyph crosses an earlier one it cuts a gap, so a person sees which digit
 * lies in front and reads both, while the ink of the one behind falls apart into pieces.
 */
function drawStrokes(ctx: SKRSContext2D, strokes: readonly Stroke[], pose: Pose, inkHue: number, halo?: string): void {
  ctx.save();
  ctx.translate(pose.x, pose.y);
  ctx.rotate(pose.angle);
  ctx.transform(1, 0, pose.shear, 1, 0, 0);
  ctx.scale(pose.scaleX, pose.scaleY);
  ctx.translate(-GRID_WIDTH / 2, -GRID_HEIGHT / 2);
  // Widths are in grid units here; dividing by the scale gives widths in CSS pixels.
  const perPixel = 1 / Math.sqrt(pose.scaleX * pose.scaleY);
  const width = strokeWidth();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (halo) {
    ctx.strokeStyle = halo;
    ctx.lineWidth = (width + 2 * HALO) * perPixel;
    for (const stroke of strokes) traceStroke(ctx, stroke);
  }
  ctx.lineWidth = width * perPixel;
  for (const stroke of strokes) {
    ctx.strokeStyle = inkColour(inkHue);
    traceStroke(ctx, stroke);
  }
  ctx.restore();
}

/**
 * Poses for the glyphs, left to right: each starts where the previous one ends, give or take a few pixels, so
 * neighbours touch or cross a little (no clean cut between them) without covering each other. Glyph widths
 * differ, so the centres are irregular, and the run starts anywhere it fits.
 */
function layOut(glyphs: readonly Glyph[]): Pose[] {
  const poses = glyphs.map(() => randomPose(between(24, 31)));
  let right = 0;
  for (const [i, glyph] of glyphs.entries()) {
    const pose = poses[i] as Pose;
    const [left, width] = extent(glyph, pose);
    pose.x = i === 0 ? -left : right - left + between(-2.5, 1.5);
    right = pose.x + width;
  }
  const first = poses[0] as Pose;
  const runStart = first.x + extent(glyphs[0] as Glyph, first)[0];
  const room = CAPTCHA_WIDTH - 8 - (right - runStart);
  const shift = 4 - runStart + between(0, Math.max(0, room));
  for (const pose of poses) pose.x += shift;
  return poses;
}

/**
 * Long curves across the digits, as dark and as thick as their strokes, each with a gap around it (a halo in
 * the background's colour): a person sees a line lying over the digits; a reader sees digits cut in pieces
 * and joined to a stroke that is not theirs.
 */
function drawCrossings(ctx: SKRSContext2D, inkHue: number, background: string, count: number): void {
  ctx.lineCap = 'round';
  for (let i = 0; i < count; i++) {
    const width = between(2, 2.8);
    // From high on one side to low on the other: a slanted line cuts digits across their strokes, where a
    // level one would lie along their bars and turn a 1 into a 7 or a 3 into a 5 for a person too.
    const [high, low] = [between(2, 12), between(CAPTCHA_HEIGHT - 12, CAPTCHA_HEIGHT - 2)];
    const [startY, endY] = randomInt(0, 2) ? [high, low] : [low, high];
    const curve = [
      between(0, 12),
      startY,
      between(25, 50),
      between(0, CAPTCHA_HEIGHT),
      between(60, 95),
      between(0, CAPTCHA_HEIGHT),
      between(CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH),
      endY,
    ] as const;
    // A thinner gap than a glyph's: enough to cut the digits' ink, little enough to leave their shape.
    const passes: [string, number][] = [
      [background, width + 2 * CROSSING_HALO],
      [inkColour(inkHue), width],
    ];
    for (const [colour, lineWidth] of passes) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = lineWidth;
      ctx.beginPath();
      ctx.moveTo(curve[0], curve[1]);
      ctx.bezierCurveTo(curve[2], curve[3], curve[4], curve[5], curve[6], curve[7]);
      ctx.stroke();
    }
  }
}

/**
 * Short pieces of digit strokes (two or three points of a random digit's stroke) laid over the digits' run,
 * never beside it, so a person does not count them as a fifth digit.
 */
function drawFragments(ctx: SKRSContext2D, inkHue: number, count: number, from: number, to: number): void {
  for (let i = 0; i < count; i++) {
    const stroke = pick(pick(DIGIT_GLYPHS[String(randomInt(0, 10))] ?? []));
    const length = Math.min(stroke.length, randomInt(2, 4));
    const start = randomInt(0, stroke.length - length + 1);
    const pose = { ...randomPose(between(14, 22)), x: between(from, to) };
    drawStrokes(ctx, [stroke.slice(start, start + length)], pose, inkHue);
  }
}

/** Faint lines and specks under the ink. */
function drawNoise(ctx: SKRSContext2D): void {
  for (let i = 0; i < 8; i++) {
    ctx.strokeStyle = `hsla(${randomInt(0, 360)}, 50%, 60%, 0.7)`;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT));
    ctx.lineTo(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = `hsla(${randomInt(0, 360)}, 40%, ${randomInt(25, 70)}%, 0.8)`;
    ctx.fillRect(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), 1, 1);
  }
}

/** Shifts columns up and down and rows left and right along sine waves. */
function warp(ctx: SKRSContext2D): void {
  const r = CAPTCHA_PIXEL_RATIO;
  const [width, height] = [CAPTCHA_WIDTH * r, CAPTCHA_HEIGHT * r];
  const source = ctx.getImageData(0, 0, width, height);
  const target = ctx.createImageData(width, height);
  const [ay, py, fy] = [between(1.5, 3) * r, between(0, Math.PI * 2), between(12, 22) * r];
  const [ax, px, fx] = [between(1.5, 3) * r, between(0, Math.PI * 2), between(6, 12) * r];
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
  const background = `hsl(${randomInt(0, 360)}, ${randomInt(30, 46)}%, ${randomInt(88, 95)}%)`;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  drawNoise(ctx);
  const inkHue = randomInt(0, 360);
  const glyphs = [...text].map((digit) => jitter(pick(DIGIT_GLYPHS[digit] ?? []), 0.7));
  const poses = layOut(glyphs);
  for (const [i, glyph] of glyphs.entries()) drawStrokes(ctx, glyph, poses[i] as Pose, inkHue, background);
  drawFragments(ctx, inkHue, 1, poses[0]?.x ?? 0, poses.at(-1)?.x ?? CAPTCHA_WIDTH);
  drawCrossings(ctx, inkHue, background, 2);
  warp(ctx);
  return canvas.encode('png');
}
