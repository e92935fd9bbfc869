/**
 * Marketing publishes a promotion from the CMS (on the operator host, against the server's copy of content/ and
 * public/: playwright.config.ts): a marketer changes a promotion's Bangla title, sees it in the preview in Bangla
 * digits, publishes, and the Bangladesh site serves the new page without a restart. A system test: publishing
 * rebuilds the Bangladesh site (an astro build that takes both cores for most of half a minute) and changes a page
 * other tests read, so it runs alone after them.
 */
import { expect, test } from './fixtures';
import { openPromotion } from './support/cms';
import { signInOperator } from './support/operator-console';

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
