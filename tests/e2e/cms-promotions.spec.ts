/**
 * Marketing edits promotions in the browser: the CMS at /admin/cms/ on the operator host, against the
 * real platform (who the operator is) and the server's copy of content/ and public/ (playwright.config.ts), never
 * the working tree. An Urdu promotion previews right to left; a malformed amount token is refused in the editor. The
 * build's own refusal: tests/unit/content/content-check.test.ts. Publishing (which rebuilds a merchant's site that
 * other tests read) is a system test: system-cms-publish.spec.ts.
 */
import { expect, test } from './fixtures';
import { openPromotion } from './support/cms';
import { signInOperator } from './support/operator-console';

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

test("a marketer scoped to Bangladesh is offered only Bangladesh and cannot open Pakistan's CMS", async ({
  page,
  operatorUrl,
  admin,
  consoleErrors,
}) => {
  // The refusal of Pakistan's configuration is the 403 the browser logs.
  consoleErrors.ignore(/status of 403 \(Forbidden\)/);
  await signInOperator(page, operatorUrl, admin, 'marketing', ['SHAPLA_BD']);
  await page.goto(`${operatorUrl}/admin/cms/`);
  await expect(page.getByRole('link', { name: /Shapla Play/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Indus Play/ })).toHaveCount(0);

  await page.goto(`${operatorUrl}/admin/cms/pakistan/`);
  await expect(page.getByText("Not allowed: your operator account may not edit Indus Play's content.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'The merchants you edit' })).toBeVisible();
});
