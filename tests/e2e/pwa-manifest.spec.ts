/**
 * Every merchant's pages link their language's web app manifest, and what it says makes the site installable: the
 * merchant's name and colours, a start in that language, and icons the browser can load at the sizes they claim.
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

for (const tenant of loadAllTenants()) {
  test(`${tenant.id}: each language's pages link a valid manifest`, async ({ context, sites }) => {
    for (const lang of tenant.languages) {
      const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
      // A visitor who chose this language: the language bootstrap keeps them on its pages (a device in another
      // language would be sent on to that one's, on a merchant that follows the device).
      const page = await context.newPage();
      await page.addInitScript((saved) => localStorage.setItem('currentLanguage', saved), lang);
      await page.goto(`${sites[tenant.id]}${prefix}/promotions/`);
      const link = page.locator('head link[rel="manifest"]');
      await expect(link).toHaveAttribute('href', `${prefix}/manifest.webmanifest`);
      // Fetched by the page: Chromium resolves the merchants' *.localhost hosts, Node does not.
      const { status, type, manifest } = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { status: response.status, type: response.headers.get('content-type'), manifest: await response.json() };
      }, `${prefix}/manifest.webmanifest`);
      expect(status).toBe(200);
      expect(type).toContain('application/manifest+json');
      expect(manifest).toMatchObject({
        name: tenant.name,
        lang,
        start_url: `${prefix}/`,
        scope: '/',
        display: 'standalone',
        theme_color: tenant.theme.colors.neutral,
        background_color: tenant.theme.colors.base100,
      });
      expect(manifest.short_name.length).toBeGreaterThan(0);
      // Each icon loads as an image of the size it claims.
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(size, icon.src).toBe(icon.sizes);
      }
    }
    const page = await context.newPage();
    await page.goto(`${sites[tenant.id]}/promotions/`);
    const touchIcon = (await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
    expect(touchIcon).toBe('/pwa/apple-touch-icon.png');
    expect(await page.evaluate(async (href) => (await fetch(href)).headers.get('content-type'), touchIcon)).toBe(
      'image/png',
    );
  });
}
