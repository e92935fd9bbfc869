/**
 * Closed parts of a page cost nothing until they open (src/styles/global.css): a closed dialog is not displayed,
 * so the words it holds do not send the browser for fonts the page does not show (the region dialog's language
 * names in other scripts), and a phone's closed side menu is skipped by style and layout. Opening either shows it
 * whole: the dialog with its fonts, the menu with its links.
 */
import { expect, test } from './fixtures';
import { message } from './support/messages';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The fonts of scripts a Bangladesh page in English shows only in its region dialog (Urdu, Burmese, Chinese). */
const GUEST_FONT = /\/_astro\/font-(arabic|myanmar|han)-guest-/;

test('the region dialog fetches the other scripts’ fonts only when it opens, and shows their names', async ({
  page,
  sites,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (GUEST_FONT.test(request.url())) fonts.push(request.url());
  });
  await page.goto(`${sites.bangladesh}/en/`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dialog = page.locator('#region-dialog');
  expect(await dialog.evaluate((element) => getComputedStyle(element).display)).toBe('none');
  expect(fonts).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('button', { name: message('en', 'shell.sideMenu.region') })
    .click();
  const open = page.getByRole('dialog', { name: message('en', 'shell.region.title') });
  await expect(open).toBeVisible();
  await expect(open.getByRole('link', { name: 'اردو' })).toBeVisible();
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();
});

test('a phone’s closed side menu is skipped until it opens, then shows its links', async ({ page, sites }) => {
  await page.goto(`${sites.bangladesh}/en/`);
  const menu = page.locator('#side-menu');
  const contentVisibility = () => menu.evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await contentVisibility()).toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('complementary')).toBeInViewport();
  expect(await contentVisibility()).toBe('visible');
  await expect(page.getByRole('complementary').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary')).not.toBeInViewport();
  await expect.poll(contentVisibility).toBe('hidden');
});

test('on a desktop the side menu is always shown', async ({ page, sites }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${sites.bangladesh}/en/`);
  await expect(page.getByRole('complementary').getByRole('link').first()).toBeVisible();
  expect(await page.locator('#side-menu').evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
    'visible',
  );
});
