/**
 * The build's glyph check and per-page font choice (scripts/lib/fonts-site.ts), on fixture sites: a page
 * showing a character no font draws fails the step, naming the page and the character; a page that
 * shows another script's characters (the taka sign on an English page) gets that script's font.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteFontContext } from '../../../scripts/lib/fonts-shown-text';
import { applySiteFonts, MissingGlyphsError } from '../../../scripts/lib/fonts-site';

const BANGLADESH: SiteFontContext = { defaultLanguage: 'bn', country: 'BD', currency: 'BDT', currencySymbol: '৳' };
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`;

const sites: string[] = [];
function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'fonts-site-'));
  sites.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}
afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the glyph check', () => {
  it('fails on a character no font draws, naming the page and the character', async () => {
    const dir = site({
      'index.html': page('bn', '<p>স্বাগতম</p>'),
      'en/promotions/index.html': page('en', '<p>Win big ก today</p>'),
    });
    const failure = await applySiteFonts(dir, BANGLADESH).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MissingGlyphsError);
    expect((failure as MissingGlyphsError).problems).toEqual([
      { page: '/en/promotions/index.html', characters: [0x0e01] },
    ]);
    expect((failure as Error).message).toContain('/en/promotions/index.html: ก (U+0E01)');
    // Nothing was written: the page is as astro built it.
    expect(readFileSync(join(dir, 'en/promotions/index.html'), 'utf8')).not.toContain('Portal Script');
  });

  it('counts attribute text and entities, not markup', async () => {
    const dir = site({ 'index.html': page('en', '<input placeholder="&#x0E01;" class="ก-not-text">') });
    const failure = (await applySiteFonts(dir, BANGLADESH).catch((error: unknown) => error)) as MissingGlyphsError;
    expect(failure.problems).toEqual([{ page: '/index.html', characters: [0x0e01] }]);
  });
});

describe('fonts per page', () => {
  it('gives an English page that shows the taka sign a Bengali subset, and a Bangla page the full font', async () => {
    const dir = site({
      'index.html': page('bn', '<p>বোনাস ৳500</p>'),
      'en/index.html': page('en', '<p>Bonus ৳500</p>'),
      'en/help/index.html': page('en', '<p>Help</p>'),
    });
    expect(await applySiteFonts(dir, BANGLADESH)).toEqual(['bengali']);
    const english = readFileSync(join(dir, 'en/index.html'), 'utf8');
    const guestRange = /unicode-range:([^;}]+)/.exec(english)?.[1];
    expect(guestRange).toBe('U+09F3'); // ৳ alone: the guest subset holds only what English pages show
    expect(english).not.toContain('rel="preload"');
    const bangla = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(bangla).toMatch(/<link rel="preload" href="\/_astro\/font-bengali-own-400\.[\w-]+\.woff2" as="font"/);
    expect(bangla).toContain('--font-script:"Portal Script","Portal Script Fallback"');
    // Amounts (a header balance) can appear on any page, formatted with the taka sign in en-BD.
    expect(readFileSync(join(dir, 'en/help/index.html'), 'utf8')).toContain('unicode-range:U+09F3');
    const files = readdirSync(join(dir, '_astro'));
    expect(files.some((name) => /^font-bengali-guest-400\.[\w-]+\.woff2$/.test(name))).toBe(true);
  });

  it('links nothing on a page whose text the system font draws', async () => {
    const pakistan: SiteFontContext = { defaultLanguage: 'en', country: 'PK', currency: 'PKR', currencySymbol: 'Rs' };
    const dir = site({ 'index.html': page('en', '<p>Welcome</p>') });
    expect(await applySiteFonts(dir, pakistan)).toEqual([]);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('en', '<p>Welcome</p>'));
  });
});
