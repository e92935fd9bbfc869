/**
 * Every merchant's pages link their language's web app manifest, and what it says makes the site installable: the
 * merchant's name and colours, a start in that language, and icons the browser can load at the sizes they claim.
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

for (const tenant of loadAllTenants()) {
  test(`${tenant.id}: each language's pages link a valid manifest`, async ({ page, sites }) => {
    for (const lang of tenant.languages) {
      const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
      await page.goto(`${sites[tenant.id]}${prefix}/promotions/`);
      const link = page.locator('head link[rel="manifest"]');
      await expect(link).toHaveAttribute('href', `${prefix}/manifest.webmanifest`);
      const href = await link.getAttribute('href');
      const response = await page.request.get(`${sites[tenant.id]}${href}`);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await response.json();
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
    const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(`${sites[tenant.id]}${touchIcon}`)).headers()['content-type']).toBe('image/png');
  });
}
