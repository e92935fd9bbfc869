/**
 * An ended promotion's life after its end (tenant endedPromotionsListedDays, 7 by default): Bangladesh's Eid bonus
 * ended on 31 March 2026, long past its days, so the list (in Bangla, the merchant's default language) no longer shows
 * it, while its own page is still reachable by link and says it ended. The rule itself, with an injected clock:
 * tests/unit/content/promotion-status.test.ts.
 */
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

test('a promotion ended beyond the days is off the list, and its page says it ended', async ({ page, sites }) => {
  await page.goto(`${sites.bangladesh}/promotions/`);
  const section = page.getByRole('region', { name: 'প্রোমোশন' });
  await expect(section.getByRole('link', { name: /ক্রিকেট ক্যাশব্যাক/ })).toBeVisible();
  await expect(section.getByRole('link', { name: /ঈদ ডিপোজিট বোনাস/ })).toHaveCount(0);

  await page.goto(`${sites.bangladesh}/promotions/eid-deposit-bonus/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ঈদ ডিপোজিট বোনাস ৫০%');
  await expect(page.getByText(/এই প্রোমোশন .+ তারিখে শেষ হয়েছে।/)).toBeVisible();
});
