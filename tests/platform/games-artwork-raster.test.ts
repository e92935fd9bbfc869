// @vitest-environment node
/**
 * The WebP artwork the seeds link (platform/games/art-raster.ts): real WebP of the drawn size, each title's own,
 * and its words drawn by the portal's own fonts in every script a merchant uses, whatever fonts the server has.
 */
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { registerArtFonts } from '../../platform/games/art-fonts';
import { gameTileWebp, svgToWebp } from '../../platform/games/art-raster';
import { bannerSvg, gameTileDrawing } from '../../platform/games/svg';

/** RIFF....WEBP, and the pixels the canvas decodes it to. */
async function decode(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
  expect(Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
  const image = await loadImage(Buffer.from(bytes));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, pixels: ctx.getImageData(0, 0, image.width, image.height).data };
}

/** Share of the band's pixels (rows from `top` to `bottom`) that differ clearly between two images. */
function changed(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, top: number, bottom: number): number {
  let differ = 0;
  for (let i = top * width * 4; i < bottom * width * 4; i += 4) {
    const delta = Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0));
    if (delta > 60) differ += 1;
  }
  return differ / ((bottom - top) * width);
}

describe('WebP artwork', () => {
  it('registers a face of its own for every script of the merchants', () => {
    registerArtFonts();
    for (const family of ['Noto Sans Bengali', 'Noto Sans Myanmar', 'Noto Nastaliq Urdu', 'Noto Sans SC']) {
      expect(GlobalFonts.has(family), family).toBe(true);
    }
  });

  it.each([
    ['Latin', 'Fortune Dragon'],
    ['Bengali', 'ফরচুন ড্রাগন'],
    ['Burmese', 'မင်္ဂလာ ဂိမ်း'],
    ['Urdu', 'خوش قسمت ڈریگن'],
    ['Chinese', '财神到'],
  ])('draws a %s name over the tile backdrop, 200 × 200', async (_script, name) => {
    const drawing = gameTileDrawing('PG_1001', { name, vendor: 'PG Soft' });
    const tile = await decode(await gameTileWebp(drawing));
    expect([tile.width, tile.height]).toEqual([200, 200]);
    // The same backdrop without words: the name band differs where the letters are.
    const bare = await decode(await gameTileWebp({ ...drawing, name: { ...drawing.name, lines: [] } }));
    const band = changed(tile.pixels, bare.pixels, 200, 60, 130);
    expect(band).toBeGreaterThan(0.04);
    expect(band).toBeLessThan(0.6);
  });

  it('draws each title its own tile, and the same title the same bytes', async () => {
    const a = await gameTileWebp(gameTileDrawing('PG_1001', { name: 'Fortune Dragon' }));
    const again = await gameTileWebp(gameTileDrawing('PG_1001', { name: 'Fortune Dragon' }));
    const b = await gameTileWebp(gameTileDrawing('PG_1002', { name: 'Lucky Tiger' }));
    expect(Buffer.from(again).equals(Buffer.from(a))).toBe(true);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(false);
    // A few kilobytes: a phone loads twenty on the home.
    expect(a.length).toBeLessThan(8_000);
  });

  it('draws a banner at its wide size', async () => {
    const banner = await decode(await svgToWebp(bannerSvg('shapla-bd-home-welcome'), 1200, 400));
    expect([banner.width, banner.height]).toEqual([1200, 400]);
  });
});
