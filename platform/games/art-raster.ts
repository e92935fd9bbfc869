/**
 * Generated artwork as WebP. An SVG shown through <img> is a document of its own to the browser: parsed, styled, its
 * words shaped with fonts looked up one by one, and painted, all on the page's main thread. In Chromium on this
 * machine a page of 24 tiles spends about 170 ms more main thread on them as SVG than as WebP, 7 ms a tile
 * (tests/bench/game-artwork.ts), and Lighthouse's phone runs six times slower: the home's hot games or a lobby row
 * arriving was a long task. A WebP is decoded off the main thread, for about 4 kB more a tile (4.8 kB against 0.75 kB
 * of brotli SVG). The SVG (svg.ts) stays the drawing; this draws it once per
 * image and process with Skia (@napi-rs/canvas), and the words with a text engine, which shapes every script.
 */
import { type Canvas, createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { ART_FONT_FAMILIES, registerArtFonts } from './art-fonts';
import { TILE_TEXT, type TileDrawing } from './svg';

/** WebP quality: a 200 px tile is about 5 kB; gradients show no banding at this level. */
const QUALITY = 75;

async function canvasOf(svg: string, width: number, height: number): Promise<Canvas> {
  registerArtFonts();
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(await loadImage(Buffer.from(svg)), 0, 0, width, height);
  return canvas;
}

const webp = async (canvas: Canvas) => new Uint8Array(await canvas.encode('webp', QUALITY));

/** A picture without words of its own (a banner) or with Latin words only (a vendor code), as WebP. */
export async function svgToWebp(svg: string, width: number, height: number): Promise<Uint8Array> {
  return webp(await canvasOf(svg, width, height));
}

function drawName(ctx: SKRSContext2D, { name }: TileDrawing): void {
  ctx.font = `${TILE_TEXT.nameWeight} ${name.size}px ${ART_FONT_FAMILIES}`;
  ctx.direction = name.rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'center';
  ctx.lineJoin = 'round';
  ctx.lineWidth = name.outlineWidth;
  ctx.strokeStyle = name.outline;
  ctx.fillStyle = '#fff';
  // The outline under the letters, as the SVG's paint-order="stroke" draws it.
  for (const line of name.lines) ctx.strokeText(line.text, line.x, line.y);
  for (const line of name.lines) ctx.fillText(line.text, line.x, line.y);
}

function drawVendor(ctx: SKRSContext2D, { vendor }: TileDrawing): void {
  if (!vendor) return;
  ctx.font = `${TILE_TEXT.vendorWeight} ${TILE_TEXT.vendorSize}px ${ART_FONT_FAMILIES}`;
  ctx.direction = 'ltr';
  ctx.letterSpacing = `${TILE_TEXT.vendorTracking}px`;
  ctx.fillStyle = vendor.fill;
  ctx.fillText(vendor.text, vendor.x, vendor.y);
  ctx.letterSpacing = '0px';
}

/** A game tile, 200 × 200, as WebP: the backdrop, then its name and vendor. */
export async function gameTileWebp(drawing: TileDrawing): Promise<Uint8Array> {
  const canvas = await canvasOf(drawing.backdrop, 200, 200);
  const ctx = canvas.getContext('2d');
  drawName(ctx, drawing);
  drawVendor(ctx, drawing);
  return webp(canvas);
}
