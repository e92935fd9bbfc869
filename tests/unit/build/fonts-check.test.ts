/**
 * The build's glyph check and per-page font choice (scripts/lib/fonts-site.ts), on fixture sites: a page
 * showing a character no font draws fails the step, naming the page and the character; a page that
 * shows another script's characters (the taka sign on an English page) gets that script's font.
 *
 * Subsets are real HarfBuzz cuts of the Fontsource files, kept in node_modules/.cache/portal-fonts (fonts-subset.ts):
 * with that cache the file takes well under a second of CPU; the first run on a fresh install cuts them all, about
 * 3 s of CPU for the Chinese case (three dozen subsets, each compressed to woff2).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteFontContext } from '../../../scripts/lib/fonts-shown-text';
import { applySiteFonts, MissingGlyphsError } from '../../../scripts/lib/fonts-site';
import { openFont } from '../../../scripts/lib/fonts-source';
import { parseUnicodeRange } from '../../../scripts/lib/fonts-unicode';

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

  it("draws Nepali and the rupee sign with the catalogue's Devanagari entry, every glyph in the subset", async () => {
    const nepal: SiteFontContext = { defaultLanguage: 'ne', country: 'NP', currency: 'NPR', currencySymbol: 'रू' };
    const nepali = 'हिमाल प्लेमा स्वागत छ रू १०,०००';
    const dir = site({
      'index.html': page('ne', `<h1>${nepali}</h1>`),
      'en/index.html': page('en', '<p>Bonus रू10,000</p>'),
    });
    expect(await applySiteFonts(dir, nepal)).toEqual(['devanagari']);
    const home = readFileSync(join(dir, 'index.html'), 'utf8');
    const own = /<link rel="preload" href="\/(_astro\/font-devanagari-own-400\.[\w-]+\.woff2)" as="font"/.exec(
      home,
    )?.[1];
    expect(own).toBeDefined();
    const drawn = new Set((await openFont(join(dir, own ?? ''))).characterSet);
    const shown = [...new Set(nepali.replace(/[\s,]/g, ''))].map((c) => c.codePointAt(0) as number);
    expect(shown.filter((point) => !drawn.has(point))).toEqual([]);
    // The English page draws the rupee sign from a guest subset of those two characters alone.
    const english = readFileSync(join(dir, 'en/index.html'), 'utf8');
    expect(/unicode-range:([^;}]+)/.exec(english)?.[1]).toBe('U+0930,U+0942');
  });

  it('links nothing on a page whose text the system font draws', async () => {
    const pakistan: SiteFontContext = { defaultLanguage: 'en', country: 'PK', currency: 'PKR', currencySymbol: 'Rs' };
    const dir = site({ 'index.html': page('en', '<p>Welcome</p>') });
    expect(await applySiteFonts(dir, pakistan)).toEqual([]);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('en', '<p>Welcome</p>'));
  });
});

describe('page faces (a typeface of thousands of characters)', () => {
  const MYANMAR: SiteFontContext = { defaultLanguage: 'my', country: 'MM', currency: 'MMK', currencySymbol: 'K' };
  const charsOf = (css: string) =>
    new Set([...css.matchAll(/unicode-range:([^;}]+)/g)].flatMap((match) => [...parseUnicodeRange(match[1] ?? '')]));

  it("gives a Chinese page its own small subsets of its HTML's characters, loaded without holding the page", async () => {
    const dir = site({
      'zh/index.html': page('zh', '<h1>欢迎光临</h1><p>老虎机</p>'),
      'zh/help/index.html': page('zh', '<p>帮助中心</p>'),
    });
    expect(await applySiteFonts(dir, MYANMAR)).toContain('han');
    const home = readFileSync(join(dir, 'zh/index.html'), 'utf8');
    // No font preloaded, the fallback rules in the page, the web faces in a print-then-all stylesheet.
    expect(home).not.toContain('rel="preload"');
    expect(home).toContain('--font-script:"Portal Script","Portal Script Fallback"');
    const href = /<link rel="stylesheet" href="(\/_astro\/fonts-han-page\.[\w-]+\.css)" media="print"/.exec(home)?.[1];
    expect(href).toBeDefined();
    const css = readFileSync(join(dir, href ?? ''), 'utf8');
    // The site's faces first, then the page's (the face declared last wins a character): exactly its characters.
    const pageRules = css.slice(css.indexOf('font-han-page-'));
    expect(css.indexOf('font-han-own-')).toBeLessThan(css.indexOf('font-han-page-'));
    expect(pageRules).not.toContain('font-han-own-');
    expect([...charsOf(pageRules)].sort((a, b) => a - b)).toEqual(
      [...new Set('欢迎光临老虎机')].map((c) => c.codePointAt(0) as number).sort((a, b) => a - b),
    );
    // In one file, cut from the typeface's whole file: the page's text arrives at once, not slice by slice.
    expect(pageRules.match(/font-han-page-/g)).toHaveLength(1);
    expect(pageRules).toMatch(/^font-han-page-400\.[\w-]+\.woff2\)/);
    // The site's faces (text arriving at run time) come in small files: a few characters never cost a slice.
    const siteRules = css.slice(0, css.indexOf('font-han-page-')).split('@font-face').slice(1);
    expect(siteRules.length).toBeGreaterThan(10);
    for (const rule of siteRules) expect(charsOf(rule).size).toBeLessThanOrEqual(40);
    // Another page gets its own faces.
    const help = readFileSync(join(dir, 'zh/help/index.html'), 'utf8');
    expect(help).toMatch(/href="\/_astro\/fonts-han-page\.[\w-]+\.css" media="print"/);
    expect(help).not.toContain(href);
  });
});
