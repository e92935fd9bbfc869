/**
 * The marketing CMS as a test opens it: a promotion's entry on the operator host, one language at a time with the
 * preview beside it.
 */
import type { Page } from '@playwright/test';

/** Opens a promotion in the CMS, one language at a time with the preview beside it. */
export async function openPromotion(page: Page, operatorUrl: string, merchant: string, name: string) {
  await page.goto(`${operatorUrl}/admin/cms/${merchant}/#/collections/promotions/entries/${name}`);
  // The proxy backend's sign-in page: the operator's console session is what the server checks.
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await page.getByRole('button', { name: 'Toggle preview' }).click();
  return page.frameLocator('iframe').first();
}
