/**
 * Draws captcha digits as strokes (seven-segment shapes, so no font is needed) in a way that resists the
 * simple reading that broke the first version (issue 9 item 1: threshold the ink, cut at empty columns,
 * match each piece):
 *
 * - the digits overlap (narrow spacing, random scale, rotation and shear), so no empty column separates them;
 * - dark strokes as thick as the digits' run through them (same colours), so the ink is not only digits;
 * - the whole image is warped by two sine waves (columns and rows), so segments are curved, not straight;
 * - speckle and light lines add noise below the ink.
 *
 * Returns PNG bytes of WIDTH × HEIGHT (what the site shows).
 */
import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

// Segments a-g as line endpoints in a 1×2 cell: a top, b top-right, c bottom-right, d bottom, e bottom-left,
// f top-left, g middle.
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const WIDTH = 120;
const HEIGHT = 40;

const between = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

function drawDigit(ctx: SKRSContext2D, digit: string, x: number, inkHue: number): void {
  const segments = DIGITS[Number(digit)] ?? '';
  const scale = between(1, 1.15);
  ctx.save();
  ctx.translate(x, between(4, 7));
  ctx.rotate((between(-12, 12) * Math.PI) / 180);
  ctx.transform(1, 0, between(-0.3, 0.3), 1, 0, 0);
  // Taller than wide, so the eye still reads the shapes through the clutter.
  ctx.scale(scale, scale * 1.2);
  ctx.strokeStyle = `hsl(${inkHue + randomInt(-25, 26)}, 65%, ${randomInt(18, 32)}%)`;
  ctx.lineWidth = between(2.6, 3.6);
  ctx.lineCap = 'round';
  for (const name of segments) {
    const [x1, y1, x2, y2] = SEGMENTS[name] as [number, number, number, number];
    ctx.beginPath();
    // Slightly bent segments: a straight-segment template does not fit them exactly.
    ctx.moveTo(x1 * 14, y1 * 12);
    ctx.quadraticCurveTo(
      ((x1 + x2) / 2) * 14 + between(-2, 2),
      ((y1 + y2) / 2) * 12 + between(-2, 2),
      x2 * 14,
      y2 * 12,
    );
    ctx.stroke();
  }
  ctx.restore();
}

/** Dark strokes like the digits' own, running through them. */
function drawDecoys(ctx: SKRSContext2D, inkHue: number): void {
  for (let i = 0; i < 2; i++) {
    ctx.strokeStyle = `hsl(${inkHue + randomInt(-25, 26)}, 65%, ${randomInt(18, 32)}%)`;
    ctx.lineWidth = between(1.6, 2.2);
    ctx.beginPath();
    const y = between(8, HEIGHT - 8);
    ctx.moveTo(between(0, 10), y);
    ctx.bezierCurveTo(
      between(25, 50),
      between(0, HEIGHT),
      between(60, 95),
      between(0, HEIGHT),
      between(WIDTH - 10, WIDTH),
      between(8, HEIGHT - 8),
    );
    ctx.stroke();
  }
}

function drawNoise(ctx: SKRSContext2D): void {
  for (let i = 0; i < 8; i++) {
    ctx.strokeStyle = `hsla(${randomInt(0, 360)}, 50%, 60%, 0.7)`;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(randomInt(0, WIDTH), randomInt(0, HEIGHT));
    ctx.lineTo(randomInt(0, WIDTH), randomInt(0, HEIGHT));
    ctx.stroke();
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = `hsla(${randomInt(0, 360)}, 40%, ${randomInt(25, 70)}%, 0.8)`;
    ctx.fillRect(randomInt(0, WIDTH), randomInt(0, HEIGHT), 1, 1);
  }
}

/** Shifts columns up and down and rows left and right along sine waves. */
function warp(ctx: SKRSContext2D): void {
  const source = ctx.getImageData(0, 0, WIDTH, HEIGHT);
  const target = ctx.createImageData(WIDTH, HEIGHT);
  const [ay, py, fy] = [between(2, 3.5), between(0, Math.PI * 2), between(25, 40)];
  const [ax, px, fx] = [between(1.5, 3), between(0, Math.PI * 2), between(12, 20)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = Math.round(x + ax * Math.sin(y / fx + px));
      const sy = Math.round(y + ay * Math.sin(x / fy + py));
      const from = ((Math.min(HEIGHT - 1, Math.max(0, sy)) * WIDTH + Math.min(WIDTH - 1, Math.max(0, sx))) * 4) | 0;
      const to = (y * WIDTH + x) * 4;
      for (let k = 0; k < 4; k++) target.data[to + k] = source.data[from + k] ?? 255;
    }
  }
  ctx.putImageData(target, 0, 0);
}

export function drawCaptcha(text: string): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${randomInt(0, 360)}, 40%, 92%)`;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  drawNoise(ctx);
  const inkHue = randomInt(0, 360);
  // About 20 px apart for digits about 16 px wide after rotation: neighbours touch or overlap.
  let x = between(12, 18);
  for (const digit of text) {
    drawDigit(ctx, digit, x, inkHue);
    x += between(20, 23);
  }
  drawDecoys(ctx, inkHue);
  warp(ctx);
  return canvas.encode('png');
}
