/**
 * A new deploy (another sw.js than the one the device runs) is offered to a returning visitor as "a new version is
 * available", in the page's language; "Reload" brings the new version in, "Later" puts the notice away.
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { pageKept } from './support/service-worker';

test.use({
  serviceWorkers: 'allow',
  popups: 'dismissed',
  viewport: { width: 360, height: 780 },
  extraHTTPHeaders: { 'x-country-code': 'PK' },
});

/** From now on the site answers sw.js with the deployed worker plus a line: to the browser, a new deploy. */
async function deployAgain(context: BrowserContext): Promise<void> {
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// the next deploy\n` });
  });
}

for (const { lang, prefix } of [
  { lang: 'ur', prefix: '/ur' },
  { lang: 'en', prefix: '' },
]) {
  test(`pakistan in ${lang}: a new deploy offers the new version`, async ({ page, context, sites }) => {
    const home = `${sites.pakistan}${prefix}/`;
    await page.goto(home);
    await pageKept(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(`${sites.pakistan}/sw.js`);

    await deployAgain(context);
    await page.reload();
    const notice = page.getByRole('status', { name: message(lang, 'system.update.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(message(lang, 'system.update.text'));

    if (lang === 'en') {
      await notice.getByRole('button', { name: message(lang, 'system.update.later') }).click();
      await expect(notice).toBeHidden();
      return;
    }
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await notice.getByRole('button', { name: message(lang, 'system.update.reload') }).click();
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The new worker took over: nothing waits any more, so nothing is offered.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await expect(notice).toBeHidden();
  });
}
