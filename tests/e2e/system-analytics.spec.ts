/**
 * Analytics with consent (the permission answer's `analytics.gtagId`). The operator gives the
 * merchant a tag id through the platform's admin API; the site then asks each visitor once, and loads
 * Google's tag only after "Allow". A "system" test: the id shows the banner on every page of the merchant, so
 * it runs after the other browser tests. Google cannot be reached from here: the tag's address answers with
 * a one-line script in the browser, which only records that the page asked for it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAnalyticsCall } from '../../src/api/calls/admin';
import { expect, test } from './fixtures';
import { adminApi } from './support/sign-in';

const MERCHANT = 'INDUS_PK';
const TAG_ID = 'G-PORTALTEST1';

async function setTag(admin: APIRequestContext, gtagId: string | null): Promise<void> {
  await adminApi(admin).call(adminAnalyticsCall, { body: { merchantCode: MERCHANT, gtagId } });
}

/** Every request the page makes for Google's tag. */
async function tagRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagRan = true;' });
  });
  return seen;
}

test.use({ popups: 'dismissed' });
test.beforeAll(async ({ admin }) => setTag(admin, TAG_ID));
test.afterAll(async ({ admin }) => setTag(admin, null));

test('a visitor is asked once, and the tag loads only after Allow', async ({ page, sites }) => {
  const requested = await tagRequests(page);
  await page.goto(`${sites.pakistan}/`);
  const banner = page.getByRole('region', { name: 'Help us improve' });
  await expect(banner).toBeVisible();
  expect(requested).toEqual([]);

  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${TAG_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as { tagRan?: boolean }).tagRan)).toBe(true);
  const config = await page.evaluate(() =>
    ((window as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => [...entry]),
  );
  expect(config).toContainEqual(['config', TAG_ID]);

  // Remembered: the next page loads the tag without asking.
  await page.goto(`${sites.pakistan}/promotions/`);
  await expect.poll(() => requested.length).toBe(2);
  await expect(banner).toBeHidden();
});

test('No thanks is remembered and nothing ever loads (Urdu)', async ({ page, sites }) => {
  const requested = await tagRequests(page);
  await page.goto(`${sites.pakistan}/ur/`);
  const banner = page.getByRole('region', { name: 'بہتری میں ہماری مدد کریں' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'نہیں، شکریہ' }).click();
  await expect(banner).toBeHidden();

  // A visitor who declined is not even asked for the platform's tag id again.
  await page.goto(`${sites.pakistan}/ur/promotions/`, { waitUntil: 'load' });
  await expect(banner).toBeHidden();
  expect(requested).toEqual([]);
});
