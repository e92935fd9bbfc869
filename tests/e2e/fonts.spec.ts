/**
 * Every character a page shows is drawn: on every language's home of
 * every merchant, each character of the page's text (hidden sheets included) is one the system font draws
 * or lies in the unicode-range of a web font the page declares, and those fonts load. And pages download
 * only what they draw: a few-glyph subset for another script's sign or name, one
 * Nastaliq weight on Urdu pages.
 */
import { isSystemDrawn, parseUnicodeRange } from '../../scripts/lib/fonts-unicode';
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';

// A Burmese device, so Myanmar (which follows the device language) opens in its default language.
test.use({ popups: 'dismissed', locale: 'my-MM' });

const FAMILY = 'Portal Script';

for (const tenant of loadAllTenants()) {
  for (const lang of tenant.languages) {
    const path = lang === tenant.defaultLanguage ? '/' : `/${lang}/`;
    test(`${tenant.id} ${path}: every character shown has a font that draws it`, async ({ page, sites }) => {
      await page.goto(`${sites[tenant.id]}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const { text, faces } = await page.evaluate((family) => {
        const parts: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement?.tagName;
          if (parent !== 'SCRIPT' && parent !== 'STYLE') parts.push(node.textContent ?? '');
        }
        for (const element of document.querySelectorAll('[placeholder], [alt]')) {
          parts.push(element.getAttribute('placeholder') ?? '', element.getAttribute('alt') ?? '');
        }
        const declared = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family);
        return { text: parts.join(' '), faces: declared.map((face) => face.unicodeRange) };
      }, FAMILY);
      const covered = new Set(faces.flatMap((range) => [...parseUnicodeRange(range)]));
      const needed = [...new Set(text)].filter((char) => !isSystemDrawn(char.codePointAt(0) as number));
      expect(needed.filter((char) => !covered.has(char.codePointAt(0) as number))).toEqual([]);
      if (!needed.length) return;
      // The declared files exist and are fonts: loading them for the shown characters succeeds.
      const statuses = await page.evaluate(
        async ([family, chars]) => {
          const loaded = await Promise.all(
            ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, chars)),
          );
          return loaded.flat().map((face) => face.status);
        },
        [FAMILY, needed.join('')] as const,
      );
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 'loaded')).toBe(true);
    });
  }
}

/** The font files a page downloads once it has settled. */
async function fontRequests(page: import('@playwright/test').Page, url: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return fonts;
}

test('an English Bangladesh page draws the taka sign with a few-glyph subset, not the Bangla font', async ({
  page,
  sites,
}) => {
  const fonts = await fontRequests(page, `${sites.bangladesh}/en/`);
  await expect(page.getByText('৳').first()).toBeAttached();
  expect(fonts.some((path) => /\/font-bengali-guest-\d+\./.test(path))).toBe(true);
  expect(fonts.filter((path) => path.includes('font-bengali-own'))).toEqual([]);
});

test('an Urdu page loads its preloaded regular Nastaliq subset and no other Nastaliq file', async ({ page, sites }) => {
  const fonts = await fontRequests(page, `${sites.pakistan}/ur/`);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /\/font-arabic-own-400\./);
  expect(fonts.filter((path) => path.includes('font-arabic'))).toEqual([await preload.getAttribute('href')]);
});
