/**
 * The scroll-to-top button (ScrollTop.astro): hidden at the top of a page, shown once the first 400 px have
 * scrolled away, and taking the player back to the top. An observer of the page's first 400 px shows it, so the
 * page is not laid out again on every scroll (shell-client.ts).
 */
import { expect, test } from './fixtures';
import { message } from './support/messages';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('shows past the first 400 px and takes the player back to the top', async ({ page, sites }) => {
  await page.goto(`${sites.myanmar}/en/`);
  const button = page.getByRole('button', { name: message('en', 'shell.scrollTop') });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(button).toBeHidden();

  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
  await expect(button).toBeHidden();

  await page.mouse.wheel(0, 900);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
