/**
 * Marketing edits promotions in the browser: the CMS at /admin/cms/ on the operator host, against the
 * real platform (who the operator is) and the server's copy of content/ and public/ (playwright.config.ts), never
 * the working tree. A marketer changes a promotion's Bangla title, sees it in the preview in Bangla digits, publishes,
 * and the Bangladesh site serves the new page without a restart; an Urdu promotion previews right to left; a
 * malformed amount token is refused in the editor. The build's own refusal: tests/unit/content/content-check.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInOperator } from './support/operator-console';

/** Opens a promotion in the CMS, one language at a time with the preview beside it. */
async function openPromotion(page: Page, operatorUrl: string, merchant: string, name: string) {
  await page.goto(`${operatorUrl}/admin/cms/${merchant}/#/collections/promotions/entries/${name}`);
  // The proxy backend's sign-in page: the operator's console session is what the server checks.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  return page.frameLocator('iframe').first();
}

test('a marketer edits the Bangla title, previews it in Bangla digits, publishes, and the Bangladesh site shows it', async ({
  page,
  operatorUrl,
  admin,
  sites,
}) => {
  // Publishing is a real astro build of the merchant (about 25 s), twice: the edit, and putting the text back.
  test.slow();
  await signInOperator(page, operatorUrl, admin, 'marketing');
  const preview = await openPromotion(page, operatorUrl, 'bangladesh', 'vip-club');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const original = await title.inputValue();
  const edited = 'ভিআইপি ক্লাব: {money:2500} স্বাগত উপহার';
  await title.fill(edited);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('ভিআইপি ক্লাব: ২,৫০০৳ স্বাগত উপহার');
  await expect(preview.locator('[lang="bn"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  const siteStatus = page.getByRole('status').filter({ hasText: 'Site bangladesh' });
  await expect(siteStatus).toContainText('publishing');
  // The build of one merchant: its own budget, inside the slow test's.
  await expect(siteStatus).toContainText('live (published', { timeout: 75_000 });

  const site = await page.context().newPage();
  await site.goto(`${sites.bangladesh}/promotions/vip-club/`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('ভিআইপি ক্লাব: ২,৫০০৳ স্বাগত উপহার');
  await site.close();

  // Put the title back, so the built site other tests read is the repository's again.
  await title.fill(original);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(siteStatus).toContainText('publishing');
  await expect(siteStatus).toContainText('live (published', { timeout: 75_000 });
});

test('an Urdu promotion previews right to left in Urdu digits style', async ({ page, operatorUrl, admin }) => {
  await signInOperator(page, operatorUrl, admin, 'marketing');
  const preview = await openPromotion(page, operatorUrl, 'pakistan', 'welcome-bonus');
  const writing = page.getByRole('button', { name: /^Writing in / });
  // Decap may open on either language of the entry; the preview shows the one being written.
  if ((await writing.textContent())?.trim() !== 'Writing in UR') {
    await writing.click();
    await page.getByRole('menuitem', { name: 'UR' }).click();
  }
  const article = preview.locator('div[dir]').first();
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article).toHaveAttribute('lang', 'ur');
  await expect(preview.getByRole('heading', { level: 1 })).not.toContainText('{money');
});

test('a malformed amount token is refused in the editor with a plain message', async ({
  page,
  operatorUrl,
  admin,
  consoleErrors,
}) => {
  // Decap rejects its save with no reason when a field fails its check (the message is shown by the field).
  consoleErrors.ignore(/uncaught error on .*: undefined$/);
  await signInOperator(page, operatorUrl, admin, 'marketing');
  await openPromotion(page, operatorUrl, 'bangladesh', 'daily-rebate');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('দৈনিক রিবেট {money:lots}');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('An amount is written {money:10000} and a count {number:10000}').first()).toBeVisible();
  // Nothing was sent: the entry keeps its unsaved edit.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});
