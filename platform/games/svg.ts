/**
 * Generated artwork: game tiles, vendor logos, banners and announcement pictures are small SVGs drawn from
 * their id, so a fresh machine shows real, distinct images without a network or image files. The same id
 * always draws the same picture, which lets the routes send them with a long immutable cache.
 */

/** FNV-1a: a small, stable string hash (not for security). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const GLYPHS = [
  'M0-30L9-9L31-9L13 5L20 27L0 14L-20 27L-13 5L-31-9L-9-9Z', // star
  'M0-30L26 0L0 30L-26 0Z', // diamond
  'M0 26C-40 0-20-34 0-14C20-34 40 0 0 26Z', // heart
  'M-24-24H24V24H-24Z', // square
  'M0-30A30 30 0 1 1 0 30A30 30 0 1 1 0-30Z', // circle
  'M0-30L28 20H-28Z', // triangle
];

/** A square game tile: gradient from the id's hue, a glyph, and the vendor code. */
export function gameTileSvg(gameId: string): string {
  const hash = hashText(gameId);
  const hue = hash % 360;
  const glyph = GLYPHS[(hash >>> 9) % GLYPHS.length];
  const vendor = escapeXml(gameId.replace(/_[^_]*$/, ''));
  const number = escapeXml(gameId.slice(gameId.lastIndexOf('_') + 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<path transform="translate(100 88) scale(1.6)" d="${glyph}" fill="hsl(${(hue + 180) % 360} 90% 70%)" opacity=".9"/>
<text x="100" y="168" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${vendor} ${number}</text>
</svg>`;
}

/** A wide vendor logo: the vendor code on a colour band of its own. */
export function vendorLogoSvg(code: string): string {
  const hue = hashText(code) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect width="160" height="64" rx="12" fill="hsl(${hue} 55% 22%)"/>
<rect x="6" y="6" width="148" height="52" rx="9" fill="none" stroke="hsl(${hue} 80% 60%)" stroke-width="2"/>
<text x="80" y="41" font-family="sans-serif" font-size="${code.length > 6 ? 16 : 24}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(code)}</text>
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
