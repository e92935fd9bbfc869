/**
 * Opening a dialog or the phone's side menu locks the page behind it without restyling the whole page: the lock
 * lives in custom properties on :root (daisyUI's page scroll lock), which src/styles/global.css registers as not
 * inherited. Were any of them inherited, every element would take the root's new value, and each open and close
 * would restyle the page a second time (the home's visitor popup on a phone). The page's own elements must keep
 * every custom property as it was, while the root is locked.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './support/messages';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 } });

/** The custom properties an element of the page computes, by name. */
function customProperties(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('#main') as Element);
    return Object.fromEntries(
      [...style].filter((name) => name.startsWith('--')).map((n) => [n, style.getPropertyValue(n)]),
    );
  });
}

const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('the region dialog and the side menu lock the page; the page keeps its custom properties', async ({
  page,
  sites,
}) => {
  await page.goto(`${sites.bangladesh}/en/`);
  const closed = await customProperties(page);
  expect(await rootOverflow(page)).toBe('visible');

  await page
    .getByRole('banner')
    .getByRole('button', { name: message('en', 'shell.sideMenu.region') })
    .click();
  await expect(page.getByRole('dialog', { name: message('en', 'shell.region.title') })).toBeVisible();
  expect(await rootOverflow(page)).toBe('hidden');
  expect(await customProperties(page)).toEqual(closed);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: message('en', 'shell.region.title') })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('complementary')).toBeInViewport();
  expect(await rootOverflow(page)).toBe('hidden');
  expect(await customProperties(page)).toEqual(closed);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).not.toBeInViewport();
  expect(await rootOverflow(page)).toBe('visible');
});
