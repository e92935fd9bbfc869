/**
 * After a first visit, a merchant's home opens with no network (the service worker kept it and precached its shell),
 * and a page the device has not kept shows the offline page in the language of its address, at a phone's width.
 */
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { overflow } from './support/overflow';
import { pageKept } from './support/service-worker';

test.use({
  serviceWorkers: 'allow',
  popups: 'dismissed',
  viewport: { width: 360, height: 780 },
});

const CASES = [
  { tenant: 'pakistan', country: 'PK', lang: 'en', prefix: '', dir: 'ltr' },
  { tenant: 'pakistan', country: 'PK', lang: 'ur', prefix: '/ur', dir: 'rtl' },
  { tenant: 'bangladesh', country: 'BD', lang: 'bn', prefix: '', dir: 'ltr' },
] as const;

for (const { tenant, country, lang, prefix, dir } of CASES) {
  test.describe(`${tenant} in ${lang}`, () => {
    // A visitor in the merchant's country: the region sheet has no reason to open.
    test.use({ extraHTTPHeaders: { 'x-country-code': country } });

    test('the home opens offline after a first visit; a page not kept shows the offline page', async ({
      page,
      context,
      sites,
      consoleErrors,
    }) => {
      // With no network the page's own calls (the platform's, on load) fail, as they would on a phone.
      consoleErrors.ignore(/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError|net::ERR_FAILED/);
      const home = `${sites[tenant]}${prefix}/`;
      await page.goto(home);
      const title = await page.title();
      await pageKept(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();

      await page.goto(`${sites[tenant]}${prefix}/help/`);
      const offline = page.getByRole('heading', { level: 1, name: message(lang, 'system.offline.title') });
      await expect(offline).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByText(message(lang, 'system.offline.text'))).toBeVisible();
      // Served at the address asked for: "Try again" is that address.
      expect(page.url()).toBe(`${sites[tenant]}${prefix}/help/`);
      await expect(page.getByRole('link', { name: message(lang, 'system.offline.retry') })).toHaveAttribute('href', '');
      expect(await overflow(page)).toBeNull();

      await page.getByRole('link', { name: message(lang, 'system.offline.home') }).click();
      await expect(page).toHaveTitle(title);

      await context.setOffline(false);
      await page.goto(`${sites[tenant]}${prefix}/help/`);
      await expect(offline).toBeHidden();
    });
  });
}
