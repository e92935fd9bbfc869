/**
 * A new deploy (another sw.js than the one the device runs) is offered to a returning visitor as "a new version is
 * available", in the page's language; "Reload" brings the new version in, "Later" puts the notice away. The site is
 * a copy of the built one in a temporary folder (support/site-copy.ts), where the test deploys a changed sw.js.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { pageKept } from './support/service-worker';
import { type SiteCopy, serveSiteCopy } from './support/site-copy';

test.use({
  serviceWorkers: 'allow',
  popups: 'dismissed',
  viewport: { width: 360, height: 780 },
  extraHTTPHeaders: { 'x-country-code': 'PK' },
});

let site: SiteCopy;
test.beforeEach(async () => {
  site = await serveSiteCopy('pakistan');
});
test.afterEach(() => site.close());

/** The next deploy: the same worker with a line more, which is all the browser compares. */
function deployAgain(): void {
  const worker = join(site.dir, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next deploy\n`);
  // The precompressed copies would still be the old worker.
  for (const variant of ['sw.js.br', 'sw.js.gz']) rmSync(join(site.dir, variant), { force: true });
}

for (const { lang, prefix } of [
  { lang: 'ur', prefix: '/ur' },
  { lang: 'en', prefix: '' },
]) {
  test(`pakistan in ${lang}: a new deploy offers the new version`, async ({ page, consoleErrors }) => {
    // The copy is served without the platform: the page's own calls answer 404.
    consoleErrors.ignore(/status of 404/);
    await page.goto(`${site.origin}${prefix}/`);
    await pageKept(page);

    deployAgain();
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
    // The new worker took over: nothing waits any more, and nothing is offered.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
    await expect(notice).toBeHidden();
  });
}
