/**
 * The attacker's first step: decode a captcha PNG and keep its ink as a 0/1 mask. The threshold is Otsu's
 * (chosen per image from its own luminance histogram), so a change of background or ink colour does not
 * blind the reader; specks smaller than a stroke are dropped, as any captcha solver does first.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface InkMask {
  width: number;
  height: number;
  /** 1 where there is ink, row by row. */
  ink: Uint8Array;
}

/** Width the reader works at: an image drawn for high-density screens is box-averaged down to it first. */
export const READ_WIDTH = 120;

export async function luminanceOf(png: Buffer): Promise<{ width: number; height: number; grey: Uint8Array }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  const factor = Math.max(1, Math.round(image.width / READ_WIDTH));
  const [width, height] = [Math.floor(image.width / factor), Math.floor(image.height / factor)];
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const i = ((y * factor + dy) * image.width + x * factor + dx) * 4;
          sum += 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
        }
      }
      grey[y * width + x] = Math.round(sum / factor ** 2);
    }
  }
  return { width, height, grey };
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = grey.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let bestLevel = 128;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level] ?? 0;
    if (countBelow === 0 || countBelow === total) continue;
    sumBelow += level * (histogram[level] ?? 0);
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / (total - countBelow);
    const between = countBelow * (total - countBelow) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestLevel = level;
    }
  }
  return bestLevel;
}

/** Erosion then dilation by a 2×2 square: removes strokes thinner than 2 px and keeps thicker ones. */
export function openMask(mask: InkMask): InkMask {
  const { width, height, ink } = mask;
  const eroded = new Uint8Array(ink.length);
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      eroded[i] = ink[i] && ink[i + 1] && ink[i + width] && ink[i + width + 1] ? 1 : 0;
    }
  }
  const opened = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      opened[i] =
        eroded[i] ||
        (x > 0 && eroded[i - 1]) ||
        (y > 0 && eroded[i - width]) ||
        (x > 0 && y > 0 && eroded[i - width - 1])
          ? 1
          : 0;
    }
  }
  return { width, height, ink: opened };
}

/** Labels 8-connected ink components; returns the label per pixel (0 = none) and each label's pixel count. */
export function components(mask: InkMask): { labels: Int32Array; sizes: number[] } {
  const { width, height, ink } = mask;
  const labels = new Int32Array(ink.length);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || labels[start]) continue;
    const label = sizes.length;
    sizes.push(0);
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      sizes[label] = (sizes[label] ?? 0) + 1;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (ink[j] && !labels[j]) {
            labels[j] = label;
            stack.push(j);
          }
        }
      }
    }
  }
  return { labels, sizes };
}

/** Drops components smaller than `minPixels` (speckle). */
export function dropSpecks(mask: InkMask, minPixels: number): InkMask {
  const { labels, sizes } = components(mask);
  const ink = new Uint8Array(mask.ink.length);
  for (let i = 0; i < ink.length; i++) {
    const label = labels[i] ?? 0;
    if (label && (sizes[label] ?? 0) >= minPixels) ink[i] = 1;
  }
  return { width: mask.width, height: mask.height, ink };
}

export type Cleaning = 'plain' | 'opened';

/** Decodes, thresholds and cleans one captcha. */
export async function inkMask(png: Buffer, cleaning: Cleaning): Promise<InkMask> {
  const { width, height, grey } = await luminanceOf(png);
  const threshold = otsuThreshold(grey);
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = (grey[i] ?? 255) <= threshold ? 1 : 0;
  const mask = dropSpecks({ width, height, ink }, 6);
  return cleaning === 'opened' ? dropSpecks(openMask(mask), 6) : mask;
}
