/**
 * A game list centre. On a 360 px phone: the vendor pills keep their
 * names on one line and the strip scrolls sideways without widening the page; a search that finds nothing
 * says so and offers to clear the search or browse the whole category; in English and in Urdu (right to
 * left). The 10,000-slot lobby: search as you type, vendor chips and deep links, sorts, select types
 * (favourites and recent games for a member), scrolling to the last slot with a small DOM, #search, axe.
 */

import type { Locator, Page } from '@playwright/test';
import { registerCall } from '../../src/api/calls/member';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { apiFor, solveBotCheck, withToken } from './support/sign-in';

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

/** The lobby's grid of tiles and the names of the tiles in the DOM, read from their favourite stars. */
const grid = (page: Page) => page.getByRole('region', { name: 'Slots games' });
const count = (page: Page) => page.getByText(/^\d[\d,.\s\u00a0\u202f]* games?$/);

async function namesShown(page: Page): Promise<string[]> {
  const labels = await grid(page)
    .getByRole('button', { name: /^Add .+ to favourites$/ })
    .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Add (.+) to favourites$/, '$1'));
}

/** "10,000 games" with or without a thousands separator (the page's number format decides). */
function gamesText(n: number): RegExp {
  const digits = n.toLocaleString('en').replace(/,/g, '[,.\\s\u00a0\u202f]?');
  return new RegExp(`^${digits} games?$`);
}

async function gamesCounted(page: Page): Promise<number> {
  return Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));
}

test('the search answers each letter as it is typed and lands in the address', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/`);
  await expect(count(page)).toHaveText(gamesText(10_000));
  const search = page.getByRole('searchbox', { name: 'Search games' });
  let before = 10_000;
  let typed = '';
  for (const letter of 'fortune') {
    await search.press(letter);
    typed += letter;
    // The box shows the letter at once; the list answers it right after (a deferred render), and its count
    // line names the search it answers.
    await expect(search).toHaveValue(typed);
    await expect(count(page)).toHaveAttribute('data-results-for', typed);
    const now = await gamesCounted(page);
    expect(now, `after "${typed}"`).toBeLessThanOrEqual(before);
    before = now;
  }
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(10_000);
  for (const name of await namesShown(page)) expect(name.toLowerCase()).toContain('fortune');
  await expect(page).toHaveURL(`${sites.pakistan}/rng/?q=fortune`);
  // A reload (or a shared link) opens the same search.
  await page.reload();
  await expect(search).toHaveValue('fortune');
  await expect(count(page)).toHaveText(gamesText(before));
});

test('vendor chips filter and a deep link opens vendor, type and sort', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/?vassalage=CQ9&sort=az`);
  const strip = page.getByRole('list', { name: 'Game providers' });
  await expect(strip.getByRole('button', { name: 'CQ9 Gaming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
  const names = await namesShown(page);
  expect(names.length).toBeGreaterThan(5);
  expect(names).toEqual([...names].sort(new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare));

  await strip.getByRole('button', { name: 'PG Soft' }).click();
  await expect(count(page)).toHaveText(gamesText(1_800));
  await expect(page).toHaveURL(`${sites.pakistan}/rng/?vassalage=PG&sort=az`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('popular');
  await expect(page).toHaveURL(`${sites.pakistan}/rng/?vassalage=PG`);

  await page.getByRole('list', { name: 'Show' }).getByRole('button', { name: 'Hot' }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/rng/?vassalage=PG&type=HOT`);
  const hot = await gamesCounted(page);
  expect(hot).toBeGreaterThan(0);
  expect(hot).toBeLessThan(1800);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Show' }).getByRole('button', { name: 'Hot' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(count(page)).toHaveText(gamesText(hot));

  // The in-house chip keeps its spec link.
  await page.goto(`${sites.pakistan}/rng/?vassalage=INHOUSE`);
  await expect(strip.getByRole('button', { name: 'In-house' })).toHaveAttribute('aria-pressed', 'true');
  expect(await gamesCounted(page)).toBeGreaterThan(0);
});

test('a visitor choosing favourites gets the login dialog and keeps the list', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/`);
  await expect(count(page)).toHaveText(gamesText(10_000));
  const types = page.getByRole('list', { name: 'Show' });
  await types.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(types.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText(gamesText(10_000));
});

test('a member finds a starred game under Favourites and a launched one under Recently played', async ({
  page,
  sites,
}) => {
  const username = `lob${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
  const { token } = await apiFor(sites.pakistan).call(registerCall, {
    body: {
      username,
      password: 'Lobby123',
      confirmPassword: 'Lobby123',
      agreeTerms: true,
      botCheck: await solveBotCheck(sites.pakistan),
    },
  });
  await page.goto(await withToken(`${sites.pakistan}/rng/?vassalage=JDB`, token));
  await expect(count(page)).toHaveText(/ games$/);
  await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  const [name = ''] = await namesShown(page);
  const tileOf = (game: string) =>
    grid(page).getByRole('button', { name: new RegExp(`^${game.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b.*Play$`) });
  await grid(page)
    .getByRole('button', { name: `Add ${name} to favourites` })
    .click();
  await expect(grid(page).getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

  const types = page.getByRole('list', { name: 'Show' });
  await types.getByRole('button', { name: 'Favourites' }).click();
  await expect(count(page)).toHaveText(gamesText(1));
  await expect(grid(page).getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();

  await types.getByRole('button', { name: 'Recently played' }).click();
  await expect(page.getByText('You have not played a game from this list yet.')).toBeVisible();
  await types.getByRole('button', { name: 'All' }).click();
  await tileOf(name).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/rng'));
  await page.goto(`${sites.pakistan}/rng/?type=RECENT`);
  await expect(count(page)).toHaveText(gamesText(1));
  await expect(tileOf(name)).toBeVisible();
});

test('scrolling from the first to the last of 10,000 slots keeps the DOM small', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/`);
  await expect(count(page)).toHaveText(gamesText(10_000));
  const first = (await namesShown(page))[0];
  let largest = 0;
  // Down the page many screens at a time, counting the elements after each paint.
  let atEnd = false;
  for (let step = 0; step < 400 && !atEnd; step += 1) {
    const seen = await page.evaluate(async () => {
      scrollBy({ top: innerHeight * 25, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        elements: document.getElementsByTagName('*').length,
        atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 2,
      };
    });
    largest = Math.max(largest, seen.elements);
    atEnd = seen.atEnd;
  }
  expect(atEnd, 'reached the end of the page').toBe(true);
  expect(largest, 'elements in the page while scrolling').toBeLessThanOrEqual(1500);
  // Once the scrolling stops, the rows' deferred render catches up: the last row (3 tiles a row on a phone:
  // row 3,333 holds slot 10,000) is rendered, the first is gone, and no row is left as empty tile shapes.
  const lastRow = () =>
    grid(page)
      .getByRole('list')
      .evaluateAll((lists) => Math.max(...lists.map((list) => Number(list.getAttribute('data-index')))));
  await expect.poll(lastRow).toBe(Math.ceil(10_000 / 3) - 1);
  await expect(grid(page).locator('[data-waiting-row]')).toHaveCount(0);
  await grid(page).getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(grid(page).getByRole('listitem').last()).toBeInViewport();
  expect(await namesShown(page)).not.toContain(first);
  // The grid reuses its tiles for other games while scrolling: back at the top, each tile shows its own
  // game again, its name and its star's label alike.
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(async () => (await namesShown(page))[0]).toBe(first);
  const tiles = await grid(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('[data-game-name]')?.textContent ?? '',
        star: item.querySelector('button[aria-pressed]')?.getAttribute('aria-label') ?? '',
      })),
    );
  expect(tiles.length).toBeGreaterThan(0);
  for (const tile of tiles) expect(tile.star).toBe(`Add ${tile.name} to favourites`);
});

test('/rng/#search opens the lobby with the search box focused', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/#search`);
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeFocused();
});

test('the lobby has no serious accessibility violation', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/?vassalage=PG`);
  await expect(count(page)).toHaveText(gamesText(1_800));
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('in Urdu the lobby mirrors and searches, with its controls in Urdu', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/ur/rng/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'ترتیب' })).toBeVisible();
  const types = page.getByRole('list', { name: 'دکھائیں' });
  await expect(types.getByRole('button', { name: 'ہاٹ' })).toBeVisible();
  const region = page.getByRole('region', { name: 'سلاٹس گیمز' });
  const firstTile = region.getByRole('listitem').first();
  await expect(firstTile).toBeVisible();
  // Right to left: the first tile of a row sits at the right edge of the grid.
  const [gridBox, tileBox] = await Promise.all([region.boundingBox(), firstTile.boundingBox()]);
  expect(Math.round((tileBox?.x ?? 0) + (tileBox?.width ?? 0))).toBeGreaterThan(
    Math.round((gridBox?.x ?? 0) + (gridBox?.width ?? 0)) - 2,
  );
  await page.getByRole('searchbox').fill('fortune');
  await expect(page).toHaveURL(`${sites.pakistan}/ur/rng/?q=fortune`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the lobby counts its games in the page's digits, grouped as the page writes amounts", async ({ page, sites }) => {
  // A Bangla page writes every number in Bangla digits, counts included; a Chinese one groups it.
  for (const [lobby, text] of [
    [`${sites.bangladesh}/rng/`, '১০,০০০টি গেম'],
    [`${sites.myanmar}/zh/rng/`, '10,000 款游戏'],
  ] as const) {
    await page.goto(lobby);
    await expect(page.locator('[aria-live="polite"][data-results-for]')).toHaveText(text);
  }
});
