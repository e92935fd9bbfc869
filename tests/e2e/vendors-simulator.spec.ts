/**
 * Third-party games through the vendor simulator on a 360 px phone: a funded player opens a
 * real slot tile of the lobby, plays a round in the simulator's page, and the balance moves by exactly the
 * stake and the win the platform recorded; the same in Urdu on the Pakistan merchant, whose transfer wallets
 * make the round play from the vendor's wallet, into which the launch moved the player's balance.
 */
import { SIM_PAGE_TEXT } from '../../platform/vendors/simulator/page-text';
import { betRecordCall } from '../../src/api/calls/bets/bet-record';
import { walletsCall } from '../../src/api/calls/money/wallets';
import { expect, test } from './fixtures';
import { hydrated, signedIn } from './support/hydrated';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const FUNDS = 100_000;

/** The bets the platform recorded for the player (a refused call rejects). */
async function recordedBets(site: string, token: string) {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 86_400_000).toISOString();
  return (await apiFor(site, token).call(betRecordCall, { query: { from, to, pageSize: 50 } })).rows;
}

const minorShown = async (page: import('@playwright/test').Page) =>
  Number(await page.locator('[data-balance]').getAttribute('data-minor'));

test('a PG slot tile opens the simulator; a spin moves the main balance by the recorded stake and win', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await page.goto(await withToken(`${site}/en/rng/?vassalage=PG`, player.token));
  await signedIn(page, 'en');
  await hydrated(page.getByRole('main')).getByRole('button', { name: /Play$/ }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Provider: PG Soft')).toBeVisible();
  expect(await minorShown(page)).toBe(FUNDS);

  await page.getByLabel('Stake').fill('10');
  await page.getByRole('button', { name: 'Spin' }).click();
  const result = page.getByRole('status');
  await expect(result).toBeVisible();
  const win = Number(await result.getAttribute('data-win'));
  await expect(result).toContainText(win > 0 ? 'You won' : 'No win this round');
  const [bet] = await recordedBets(site, player.token);
  expect(bet).toMatchObject({ vendor: 'PG', stake: 1_000, win, status: 'settled' });
  expect(await minorShown(page)).toBe(FUNDS - 1_000 + win);
  expect((await apiFor(site, player.token).call(walletsCall)).main).toBe(FUNDS - 1_000 + win);
  await expectNoHorizontalOverflow(page);

  // Back in the lobby, the header shows the balance after the round.
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/en\/rng\//);
  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(FUNDS - 1_000 + win);
});

test('Urdu on a transfer-wallet merchant: the launch fills the vendor wallet, refusals are translated', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const text = SIM_PAGE_TEXT.ur;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  // The launch moves the whole main balance into the JILI wallet.
  const inVendor = FUNDS;

  await page.goto(await withToken(`${site}/ur/rng/?vassalage=JL`, player.token));
  const play = new RegExp(`${message('ur', 'games.play')}$`);
  await signedIn(page, 'ur');
  await hydrated(page.getByRole('main')).getByRole('button', { name: play }).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  expect(await minorShown(page)).toBe(inVendor);

  // More than the vendor wallet holds is refused; the stake stays typed.
  await page.getByLabel(text.stake).fill('5000');
  await page.getByRole('button', { name: text.play.slot }).click();
  await expect(page.getByRole('alert')).toHaveText(text.errors.insufficient_balance);
  await expect(page.getByLabel(text.stake)).toHaveValue('5000');

  await page.getByLabel(text.stake).fill('10');
  await page.getByRole('button', { name: text.play.slot }).click();
  const result = page.getByRole('status');
  await expect(result).toBeVisible();
  const win = Number(await result.getAttribute('data-win'));
  await expect(result).toContainText(win > 0 ? 'آپ نے' : text.lost);
  expect(await minorShown(page)).toBe(inVendor - 1_000 + win);
  const wallets = await apiFor(site, player.token).call(walletsCall);
  expect(wallets.main).toBe(0);
  expect(wallets.vendors.find((v) => v.vendor === 'JL')?.balance).toBe(inVendor - 1_000 + win);
  const [bet] = await recordedBets(site, player.token);
  expect(bet).toMatchObject({ vendor: 'JL', stake: 1_000, win, status: 'settled' });
  await expectNoHorizontalOverflow(page);
});
