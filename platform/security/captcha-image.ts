/**
 * Draws captcha digits as strokes (seven-segment shapes with jitter) on a noisy background, so the image
 * renders the same on a machine without any installed font. Returns PNG bytes.
 */
import { randomInt } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';

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

export function drawCaptcha(text: string): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${randomInt(0, 360)}, 40%, 92%)`;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 6; i++) {
    ctx.strokeStyle = `hsla(${randomInt(0, 360)}, 50%, 55%, 0.6)`;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(randomInt(0, WIDTH), randomInt(0, HEIGHT));
    ctx.lineTo(randomInt(0, WIDTH), randomInt(0, HEIGHT));
    ctx.stroke();
  }
  [...text].forEach((ch, index) => {
    const segments = DIGITS[Number(ch)] ?? '';
    ctx.save();
    ctx.translate(14 + index * 26 + randomInt(0, 5), 8 + randomInt(0, 5));
    ctx.rotate((randomInt(-15, 16) * Math.PI) / 180);
    ctx.strokeStyle = `hsl(${randomInt(0, 360)}, 60%, 30%)`;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    for (const name of segments) {
      const [x1, y1, x2, y2] = SEGMENTS[name] as [number, number, number, number];
      ctx.beginPath();
      ctx.moveTo(x1 * 14, y1 * 12);
      ctx.lineTo(x2 * 14, y2 * 12);
      ctx.stroke();
    }
    ctx.restore();
  });
  return canvas.encode('png');
}
