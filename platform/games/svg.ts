/**
 * Generated artwork: game tiles, vendor logos, banners and announcement pictures are small SVGs drawn from
 * their id (and a game's name), so a fresh machine shows real, distinct images without a network or image
 * files. The same id always draws the same picture, which lets the routes send them with a long immutable
 * cache.
 */
import { escapeXml } from '../core/markup';
import { hashText } from '../core/text-hash';

const GLYPHS = [
  'M0-30L9-9L31-9L13 5L20 27L0 14L-20 27L-13 5L-31-9L-9-9Z', // star
  'M0-30L26 0L0 30L-26 0Z', // diamond
  'M0 26C-40 0-20-34 0-14C20-34 40 0 0 26Z', // heart
  'M-24-24H24V24H-24Z', // square
  'M0-30A30 30 0 1 1 0 30A30 30 0 1 1 0-30Z', // circle
  'M0-30L28 20H-28Z', // triangle
];

/** What a game's artwork shows besides its picture: the title and the vendor, as the catalogue names them. */
export interface TileTitle {
  name: string;
  vendor?: string;
}

/**
 * Fonts for names in any of the portal's scripts. An SVG shown through <img> cannot use the page's web
 * fonts, so the text is drawn by the viewer's own fonts: named Noto families first (Android, most Linux),
 * then the platform's CJK families, then the generic family, which every browser maps to a font that has
 * the script (Bengali, Myanmar and Nastaliq ship with Android, iOS and Windows). Text stays text: sharp at
 * any density, 2-3 kB per image compressed, and searchable, instead of a raster per density.
 */
const TITLE_FONTS =
  "'Noto Sans','Noto Sans Bengali','Noto Sans Myanmar','Noto Nastaliq Urdu','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',system-ui,sans-serif";

/** The band every tile crop keeps: the tile shows the square with object-cover, cutting edges, not the middle. */
const SAFE_WIDTH = 164;
const MAX_LINES = 3;

/** Wide characters (CJK ideographs, kana, full-width forms) take about one em; others about 0.6 em in bold. */
const isWide = (char: string) => /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char);
const charEm = (char: string) => (isWide(char) ? 1 : char === ' ' ? 0.3 : 0.6);
export const textEm = (text: string) => [...text].reduce((sum, char) => sum + charEm(char), 0);

/** Words to wrap at: spaces, and between wide characters (Chinese has no spaces). */
function wrapUnits(name: string): string[] {
  const units: string[] = [];
  for (const word of name.trim().split(/\s+/)) {
    const pieces = word.match(/[\u2e80-\u9fff\uf900-\ufaff]|[^\u2e80-\u9fff\uf900-\ufaff]+/gu) ?? [word];
    pieces.forEach((piece, i) => {
      units.push(i === 0 && units.length > 0 ? ` ${piece}` : piece);
    });
  }
  return units;
}

/** Greedy wrap of a name into lines of at most `maxEm`; a unit longer than a line is cut by characters. */
export function wrapName(name: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of wrapUnits(name)) {
    const candidate = line + unit;
    if (line && textEm(candidate) > maxEm) {
      lines.push(line);
      line = unit.trimStart();
    } else {
      line = candidate;
    }
    while (textEm(line) > maxEm) {
      let cut = line.length - 1;
      while (cut > 1 && textEm(line.slice(0, cut)) > maxEm) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The biggest font size (28 down to 13 px) at which the name fits the safe band in at most three lines. */
export function layoutName(name: string): { size: number; lines: string[] } {
  for (let size = 28; size > 13; size -= 1) {
    const lines = wrapName(name, SAFE_WIDTH / size);
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const lines = wrapName(name, SAFE_WIDTH / 13);
  const kept = lines.slice(0, MAX_LINES);
  if (lines.length > MAX_LINES) kept[MAX_LINES - 1] = `${(kept[MAX_LINES - 1] ?? '').slice(0, -1)}…`;
  return { size: 13, lines: kept };
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** Sparkles scattered from the hash: a casino tile glitters, and each title's pattern is its own. */
function sparkles(hash: number, hue: number): string {
  return Array.from({ length: 7 }, (_, i) => {
    const bits = hashText(`${hash}:${i}`);
    const x = 12 + (bits % 176);
    const y = 10 + ((bits >>> 8) % 180);
    const r = 1 + ((bits >>> 16) % 3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 40) % 360} 100% 85%)" opacity=".7"/>`;
  }).join('');
}

/** A line of words on a tile, at its anchor (the middle of the line, text-anchor middle). */
export interface TileLabel {
  text: string;
  x: number;
  y: number;
}

/**
 * A game tile in two parts: the backdrop (an SVG of everything but words) and the words with where they go. The SVG
 * answer joins them (gameTileSvg); the raster answer draws the words itself (art-raster.ts), because an SVG renderer
 * on a server does not shape every script (Nastaliq, Arabic joining) the way a text engine does.
 */
export interface TileDrawing {
  backdrop: string;
  name: { lines: TileLabel[]; size: number; outline: string; outlineWidth: number; rtl: boolean };
  vendor?: TileLabel & { fill: string };
}

/** Weight, size and tracking of the two kinds of words on a tile. */
export const TILE_TEXT = { nameWeight: 800, vendorWeight: 600, vendorSize: 11, vendorTracking: 1.5 } as const;

/**
 * A square game tile: the title's own colours, light rays, a glyph and sparkles behind its name in large
 * type (wrapped, up to three lines, sized to fit), and the vendor under it. Without a title (an id alone)
 * it shows the id. The name sits in the middle band, which survives the tile's crop at any width.
 */
export function gameTileDrawing(gameId: string, title?: TileTitle): TileDrawing {
  const hash = hashText(`${gameId}:${title?.name ?? ''}`);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 5) % 80)) % 360;
  const glyph = GLYPHS[(hash >>> 9) % GLYPHS.length];
  const angle = (hash >>> 13) % 90;
  const name = title?.name ?? gameId.replace(/_/g, ' ');
  const { size, lines } = layoutName(name);
  const lineHeight = Math.round(size * 1.15);
  const top = 96 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const vendorY = Math.round(top + (lines.length - 1) * lineHeight + 24);
  const rays = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M100 96L${Math.round(100 + 160 * Math.cos(((angle + i * 45) * Math.PI) / 180))} ${Math.round(96 + 160 * Math.sin(((angle + i * 45) * Math.PI) / 180))}L${Math.round(100 + 160 * Math.cos(((angle + i * 45 + 14) * Math.PI) / 180))} ${Math.round(96 + 160 * Math.sin(((angle + i * 45 + 14) * Math.PI) / 180))}Z"/>`,
  ).join('');
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 80% 20%)"/></linearGradient>
<radialGradient id="l" cx=".5" cy=".48" r=".5"><stop offset="0" stop-color="hsl(${hue2} 100% 75%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${hue2} 100% 75%)" stop-opacity="0"/></radialGradient></defs>
<rect width="200" height="200" fill="url(#g)"/>
<g fill="#fff" opacity=".07">${rays}</g>
<rect width="200" height="200" fill="url(#l)"/>
<path transform="translate(100 96) scale(2.4)" d="${glyph}" fill="hsl(${(hue + 180) % 360} 90% 70%)" opacity=".28"/>
${sparkles(hash, hue)}
</svg>`;
  return {
    backdrop,
    name: {
      lines: lines.map((text, i) => ({ text, x: 100, y: Math.round(top + i * lineHeight) })),
      size,
      outline: `hsl(${hue} 80% 14%)`,
      outlineWidth: Math.max(2, Math.round(size / 7)),
      rtl: RTL.test(name),
    },
    vendor: title?.vendor
      ? { text: title.vendor.toUpperCase(), x: 100, y: Math.min(vendorY, 170), fill: `hsl(${hue2} 100% 88%)` }
      : undefined,
  };
}

/** The tile as one SVG: the backdrop with its words as SVG text, drawn by the viewer's fonts. */
export function gameTileSvg(gameId: string, title?: TileTitle): string {
  const { backdrop, name, vendor } = gameTileDrawing(gameId, title);
  const direction = name.rtl ? ' direction="rtl"' : '';
  const nameLines = name.lines
    .map((line) => `<tspan x="${line.x}" y="${line.y}">${escapeXml(line.text)}</tspan>`)
    .join('');
  const vendorText = vendor
    ? `<text x="${vendor.x}" y="${vendor.y}" font-family="${TITLE_FONTS}" font-size="${TILE_TEXT.vendorSize}" font-weight="${TILE_TEXT.vendorWeight}" letter-spacing="${TILE_TEXT.vendorTracking}" fill="${vendor.fill}" text-anchor="middle">${escapeXml(vendor.text)}</text>\n`
    : '';
  const words = `<text font-family="${TITLE_FONTS}" font-size="${name.size}" font-weight="${TILE_TEXT.nameWeight}" fill="#fff" stroke="${name.outline}" stroke-width="${name.outlineWidth}" stroke-linejoin="round" paint-order="stroke" text-anchor="middle"${direction}>${nameLines}</text>
${vendorText}`;
  return backdrop.replace(/<\/svg>$/, `${words}</svg>`);
}

/** A wide vendor logo: the vendor code on a colour band of its own. */
export function vendorLogoSvg(code: string): string {
  const hue = hashText(code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect width="160" height="64" rx="12" fill="hsl(${hue} 55% 22%)"/>
<rect x="6" y="6" width="148" height="52" rx="9" fill="none" stroke="hsl(${hue} 80% 60%)" stroke-width="2"/>
<text x="80" y="41" font-family="${TITLE_FONTS}" font-size="${code.length > 6 ? 16 : 24}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(code)}</text>
</svg>`;
}

/** A wide picture for banners and announcements: layered waves, no text (titles are translated in HTML). */
export function bannerSvg(slug: string, width = 1200, height = 400): string {
  const hash = hashText(slug);
  const hue = hash % 360;
  const waves = [0, 1, 2]
    .map((layer) => {
      const y = Math.round(height * (0.45 + layer * 0.15));
      const lift = Math.round(height * 0.12 * (1 + ((hash >>> (layer * 5)) % 3)));
      return `<path d="M0 ${y}C${width / 3} ${y - lift} ${(2 * width) / 3} ${y + lift} ${width} ${y}V${height}H0Z" fill="hsl(${(hue + layer * 25) % 360} 70% ${50 - layer * 12}%)" opacity=".85"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="hsl(${(hue + 200) % 360} 45% 14%)"/>
<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.18)}" fill="hsl(${(hue + 40) % 360} 90% 65%)"/>
${waves}
</svg>`;
}
