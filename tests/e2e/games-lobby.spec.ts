/**
 * A game list centre on a 360 px phone (issue 8 items 12, 13): the vendor pills keep their names on one
 * line and the strip scrolls sideways without widening the page; a search that finds nothing says so and
 * offers to clear the search or browse the whole category. Once in English, once in Urdu (right to left).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** How many lines each pill's label takes (distinct line boxes of its text). */
function labelLines(strip: Locator) {
  return strip.evaluate((list) =>
    [...list.querySelectorAll('button')].map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return { label: button.textContent ?? '', lines: tops.size };
    }),
  );
}

async function expectPillsOnOneLineScrolling(page: Page, strip: Locator) {
  await expect(strip.getByRole('button', { name: 'CQ9 Gaming' })).toBeVisible();
  for (const { label, lines } of await labelLines(strip)) expect(lines, `pill "${label}"`).toBe(1);
  const size = await strip.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
  expect(size.scroll, 'the pills overflow the strip, which scrolls').toBeGreaterThan(size.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
  // The last pill is reached by scrolling the strip and works.
  const last = strip.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(360);
}

test('vendor pills keep their names on one line and scroll sideways on a phone', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/`);
  await expectPillsOnOneLineScrolling(page, page.getByRole('list', { name: 'Game providers' }));
});

test('a search that finds nothing says so and offers to clear it or browse the category', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/?vassalage=PG`);
  const strip = page.getByRole('list', { name: 'Game providers' });
  await expect(strip.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  const search = page.getByRole('searchbox', { name: 'Search games' });
  const count = page.getByText(/^[\d,]+ games?$/);
  await expect(count).toBeVisible();

  await search.fill('no such game zz');
  // The search text is isolated (FSI … PDI) so it reads right inside right-to-left sentences too.
  await expect(page.getByText(/^No games match “\u2068no such game zz\u2069”\.$/)).toBeVisible();
  await expect(count).toBeHidden();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(count).toBeVisible();
  // Clearing the search keeps the vendor chosen.
  await expect(strip.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');

  await search.fill('no such game zz');
  await page.getByRole('button', { name: 'Show all Slots' }).click();
  await expect(search).toHaveValue('');
  await expect(strip.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toBeVisible();
  await expect(page).toHaveURL(`${sites.pakistan}/rng/`);
});

test('in Urdu the pills stay on one line and an empty search is explained in Urdu', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/ur/rng/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const strip = page.getByRole('list', { name: 'گیم فراہم کنندگان' });
  await expectPillsOnOneLineScrolling(page, strip);

  const search = page.getByRole('searchbox');
  await search.fill('zzqq');
  await expect(page.getByText('سے ملتا جلتا کوئی گیم نہیں ملا')).toBeVisible();
  // A vendor is chosen (the last pill), so both ways out are offered.
  const browse = page.getByRole('button', { name: 'تمام سلاٹس دیکھیں' });
  await expect(browse).toBeVisible();
  await page.getByRole('button', { name: 'تلاش صاف کریں' }).click();
  await expect(search).toHaveValue('');
  await expect(browse).toHaveCount(0);
});
