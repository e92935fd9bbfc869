/**
 * The lottery pages: members only (a visitor is sent to log in), the prize mode's games with their latest
 * draws, a bet button that opens the game (the vendor simulator's page), `?gameCode=` launching a game directly, the member's recent
 * lottery games, no side menu, and axe. Each test registers its own player, so launches (which record
 * recent games) never touch the shared demo accounts.
 */

import { lotteryMenusCall } from '../../src/api/calls/games/lottery';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { freshPlayer } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

/**
 * Chromium asks the game page's origin for /favicon.ico, which neither the sites nor the platform serve:
 * that one 404 on the game page is expected; any other console error still fails the test.
 */
const DEMO_FAVICON_404 =
  /on \S+\/lgw\/vendor-sim\/play\/\S+: Failed to load resource: the server responded with a status of 404/;

test('a visitor opening a lottery page lands on the login page', async ({ page, sites }) => {
  for (const route of ['/lottery/', '/vnlottery/']) {
    await page.goto(`${sites.pakistan}${route}`);
    await expect(page).toHaveURL(`${sites.pakistan}/login/`);
  }
});

test('a member sees the games with their draws, without the side menu, and a bet opens the game', async ({
  page,
  sites,
  consoleErrors,
}) => {
  consoleErrors.ignore(DEMO_FAVICON_404);
  const { token } = await freshPlayer(sites.pakistan);
  await page.goto(await withToken(`${sites.pakistan}/lottery/`, token));
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  // The token has become the session and left the address bar.
  await expect(page).toHaveURL(`${sites.pakistan}/lottery/`);

  const fast3 = page.getByRole('region', { name: 'Fast 3' });
  const card = fast3.getByRole('listitem').filter({ hasText: 'Fast 3 (1 min)' });
  await expect(card).toContainText(/Issue\s*\d{8}-\d{4}/);
  await expect(card).toContainText(/Drawn at\s*\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}/);
  await expect(card.locator('ol > li')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Recently played' })).toContainText(
    'You have not played any of these lottery games yet.',
  );
  await expect(page.getByLabel('Side menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  // The page's own content; the shared header has its own checks (and an open finding reported to the lead).
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  await card.getByRole('button', { name: 'Bet · Fast 3 (1 min)' }).click();
  await expect(page).toHaveURL(/\/lgw\/vendor-sim\/play\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fast 3 (1 min)' })).toBeVisible();

  // Back on the page (same tab, same session) the game is listed as recently played.
  await page.goto(`${sites.pakistan}/lottery/`);
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('button', { name: 'Play again · Fast 3 (1 min)' })).toBeVisible();
});

test('?gameCode= launches that game directly from the SEA lottery page', async ({ page, sites, consoleErrors }) => {
  consoleErrors.ignore(DEMO_FAVICON_404);
  const { token } = await freshPlayer(sites.pakistan);
  const { menus } = await apiFor(sites.pakistan).call(lotteryMenusCall, { query: { prizeMode: 'SEA' } });
  const game = menus.flatMap((menu) => menu.games).find((candidate) => candidate.displayName === 'Magnum 4D');
  expect(game, 'the SEA lottery menu lists Magnum 4D').toBeDefined();
  const url = new URL(await withToken(`${sites.pakistan}/seaLottery/`, token));
  url.searchParams.set('gameCode', game?.gameCode ?? '');
  await page.goto(url.toString());
  await expect(page).toHaveURL(/\/lgw\/vendor-sim\/play\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magnum 4D' })).toBeVisible();
});

test('an unknown ?gameCode= is explained on the page, in Urdu on the Urdu page', async ({ page, sites }) => {
  const { token } = await freshPlayer(sites.pakistan);
  const url = new URL(await withToken(`${sites.pakistan}/ur/vnLottery/`, token));
  url.searchParams.set('gameCode', 'NOSUCH1');
  await page.goto(url.toString());
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ویتنامی لاٹری' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'یہ لاٹری گیم یہاں دستیاب نہیں ہے۔ براہ کرم فہرست میں سے کوئی ایک منتخب کریں۔',
  );
  await expect(page.getByRole('region', { name: 'سپر لوٹو' })).toBeVisible();
  await expect(page).toHaveURL(`${sites.pakistan}/ur/vnLottery/`);
});
