/**
 * Urdu text: Nastaliq gets a line box tall enough for its dots and descenders in
 * every box that holds text (ticker, headings, footer, game tiles, pills), and left-to-right values inside it
 * (game names, the licence number) are isolated so they read, and are cut, in their own direction.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

/** Line height over font size, for each element (all must leave Nastaliq room: 1.7 or more). */
async function lineRatios(boxes: Locator): Promise<{ text: string; ratio: number }[]> {
  return boxes.evaluateAll((elements) =>
    elements.map((el) => {
      const style = getComputedStyle(el);
      return {
        text: (el.textContent ?? '').trim().slice(0, 24),
        ratio: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
      };
    }),
  );
}

const cramped = (ratios: { text: string; ratio: number }[]) => ratios.filter(({ ratio }) => !(ratio >= 1.7));

test('Urdu home: headings, ticker, navigation and footer have a Nastaliq line box', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/ur/`);
  const boxes = page.locator(
    'main h1, main h2, main p, .notice-marquee-viewport *, header nav a, footer p, footer h2, footer a, header a.btn',
  );
  expect(await boxes.count()).toBeGreaterThan(10);
  expect(cramped(await lineRatios(boxes))).toEqual([]);
  // The licence number keeps its order inside the right-to-left sentence.
  await expect(page.getByRole('contentinfo').locator('bdi', { hasText: '8048/JAZ2022-044' })).toHaveCount(1);
});

test('Urdu ticker: the Latin game names and amounts of operator notices are isolated', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/ur/`);
  const notice = page.locator('[data-marquee-track] button[data-notice-index]:not([tabindex])', {
    hasText: /[A-Za-z]/,
  });
  await expect(notice.first()).toBeVisible();
  const texts = await notice.allTextContents();
  // Every Latin letter sits inside an isolate (LRI … PDI), so "Rs 1,234.50" and "Hold and Win" keep their order.
  const bare = texts
    .map((text) => text.replace(/\u2066[^\u2069]*\u2069/g, ''))
    .filter((rest) => /[A-Za-z0-9]/.test(rest));
  expect(bare).toEqual([]);
});

test('Urdu lobby: game names are isolated left-to-right and have room', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/ur/rng/`);
  const names = page.getByRole('main').locator('ul li button [data-game-name]');
  await expect(names.first()).toBeVisible();
  // An English name reads left to right, so a cut name keeps its beginning and ends in "…".
  const directions = await names.evaluateAll((spans) =>
    spans.filter((span) => /^[A-Za-z]/.test(span.textContent ?? '')).map((span) => getComputedStyle(span).direction),
  );
  expect(directions.length).toBeGreaterThan(0);
  expect(new Set(directions)).toEqual(new Set(['ltr']));
  expect(cramped(await lineRatios(names))).toEqual([]);
  // The vendor filter pills too.
  expect(cramped(await lineRatios(page.getByRole('main').locator('.btn')))).toEqual([]);
});

test('Urdu member bar: the Latin nickname is isolated left-to-right', async ({ page, sites }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { token, nickname } = await signIn(sites.pakistan, 'pkplayer1', 'Player123');
  await page.goto(await withToken(`${sites.pakistan}/ur/`, token));
  const shown = page.getByRole('banner').locator('span[dir="auto"]', { hasText: nickname });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((span) => getComputedStyle(span).direction)).toBe('ltr');
});
