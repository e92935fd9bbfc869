// @vitest-environment node
/**
 * The captcha image (platform/security/captcha-image.ts). How well trained readers do on it is measured by
 * `npm run bench:captcha`, and how well people read it by looking (a person's score on fresh images is in
 * the commit that changes the drawing), not here: these tests pin what the site and the benchmark rely
 * on — a PNG of the size the site shows (drawn at twice it), a new drawing every time, only digits, ink
 * that stands well off its background — and the oldest attack: threshold the ink, cut the image at empty
 * columns, read each piece.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { expect, it } from 'vitest';
import { DIGIT_GLYPHS } from '../../platform/security/captcha-glyphs';
import { CAPTCHA_HEIGHT, CAPTCHA_PIXEL_RATIO, CAPTCHA_WIDTH, drawCaptcha } from '../../platform/security/captcha-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height);
}

/** Runs of neighbouring columns that hold dark ink: the pieces a column cut finds. */
async function columnPieces(png: Buffer): Promise<number> {
  const { data, width, height } = await pixels(png);
  const inked: boolean[] = [];
  for (let x = 0; x < width; x++) {
    let dark = 0;
    for (let y = 0; y < height; y++) {
      const i = (y * width + x) * 4;
      const luminance = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
      if (luminance < 110) dark++;
    }
    inked.push(dark > 0);
  }
  return inked.filter((ink, x) => ink && !inked[x - 1]).length;
}

it('does not fall apart into four digits at empty columns', async () => {
  const pieces: number[] = [];
  for (let i = 0; i < 20; i++) pieces.push(await columnPieces(await drawCaptcha(String(1000 + i * 431).slice(-4))));
  const readable = pieces.filter((n) => n === 4).length;
  expect(readable, `pieces per image: ${pieces.join(', ')}`).toBeLessThanOrEqual(3);
});

/** WCAG's relative luminance of an sRGB pixel. */
function relativeLuminance(data: Uint8ClampedArray, i: number): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(data[i] ?? 0) + 0.7152 * linear(data[i + 1] ?? 0) + 0.0722 * linear(data[i + 2] ?? 0);
}

// A person on a phone in the sun must see the digits at once: the ink (the darkest 5% of the image, about the
// digits' share of it) against the background (the median pixel) has at least WCAG's 4.5:1 for text.
it('draws the digits in ink that stands off the background by at least 4.5:1', async () => {
  for (let i = 0; i < 20; i++) {
    const { data } = await pixels(await drawCaptcha(String(1000 + i * 431).slice(-4)));
    const levels: number[] = [];
    for (let p = 0; p < data.length; p += 4) levels.push(relativeLuminance(data, p));
    levels.sort((a, b) => a - b);
    const [ink, background] = [levels[Math.floor(levels.length * 0.05)] ?? 0, levels[levels.length >> 1] ?? 0];
    expect((background + 0.05) / (ink + 0.05)).toBeGreaterThanOrEqual(4.5);
  }
});

it('draws a PNG at twice the 120 × 40 box the site shows it in', async () => {
  const png = await drawCaptcha('0429');
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const image = await loadImage(png);
  expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT, CAPTCHA_PIXEL_RATIO]).toEqual([120, 40, 2]);
  expect([image.width, image.height]).toEqual([240, 80]);
});

it('draws the same answer differently every time', async () => {
  const [a, b] = [await pixels(await drawCaptcha('5173')), await pixels(await drawCaptcha('5173'))];
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const delta = Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0)) + Math.abs((a.data[i + 1] ?? 0) - (b.data[i + 1] ?? 0));
    if (delta > 40) differing++;
  }
  // Different background, inks, positions and clutter: most pixels change, not a few specks.
  expect(differing / (a.width * a.height)).toBeGreaterThan(0.3);
});

it('has two hand-written forms for each digit 0-9 and draws any digit answer, nothing else', async () => {
  expect(Object.keys(DIGIT_GLYPHS).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  for (const forms of Object.values(DIGIT_GLYPHS)) expect(forms.length).toBeGreaterThanOrEqual(2);
  // The platform's answers are 4 random digits (app.ts numericCode(4)); the image draws any of them.
  for (const answer of ['0000', '9999', '0123', '4567', '8901']) {
    expect((await drawCaptcha(answer)).length).toBeGreaterThan(1000);
  }
  await expect(async () => drawCaptcha('12a4')).rejects.toThrow(/digits/);
  await expect(async () => drawCaptcha('')).rejects.toThrow(/digits/);
});
