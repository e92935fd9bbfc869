/**
 * The in-house studio's game pages on a 360 px phone: a fresh player launches Dice from the
 * lobby's in-house tile, rolls ten times (one of them a double click that must take one stake), sees the
 * balance move by exactly the stakes and wins the platform recorded, changes the seed pair and verifies a
 * round in the browser; Lucky Five shows the balance and drawn reels before its first spin, then spins; a big win
 * reaches the home's jackpot board; a visitor gets the login dialog; Urdu renders right to left and
 * refuses a round without balance with its translated message.
 */
import type { Page } from '@playwright/test';
import { maskName } from '../../platform/core/personal-details';
import { diceRollCall } from '../../src/api/calls/studio/play';
import type { StudioRound } from '../../src/api/calls/studio/round';
import { studioRoundsCall } from '../../src/api/calls/studio/rounds';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const FUNDS = 100_000;

/** The rounds the platform recorded for the player (newest first), read with the player's own token. */
async function recordedRounds(site: string, token: string, game: 'dice' | 'slot'): Promise<StudioRound[]> {
  return (await apiFor(site, token).call(studioRoundsCall, { query: { game, pageSize: 50 } })).rows;
}

const roundItems = (page: Page, name = 'Your last rounds') => page.getByRole('list', { name }).getByRole('listitem');

test('Dice from the in-house tile: ten rolls move the balance by the recorded stakes and wins, a round verifies', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);

  await page.goto(await withToken(`${site}/en/rng/?vassalage=INHOUSE`, player.token));
  await page.getByRole('button', { name: /^Dice\b.*Play$/ }).click();
  await expect(page).toHaveURL(/\/en\/studio\/dice\/$/);
  await expect(page.getByRole('heading', { name: 'Dice', level: 1 })).toBeVisible();

  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await page.getByRole('radio', { name: 'Roll over' }).check();
  await page.getByLabel('Target (0.00 to 99.99)').fill('40');
  await expect(page.getByText('Win chance 59.99% · pays ×1.6003')).toBeVisible();

  // A double click is one round: the button is busy from the first click until the answer.
  await roll.dblclick();
  await expect(roundItems(page)).toHaveCount(1);
  await expect(roll).toBeEnabled();
  for (let played = 2; played <= 10; played += 1) {
    await roll.click();
    await expect(roundItems(page)).toHaveCount(played);
    await expect(roll).toBeEnabled();
  }

  const rounds = await recordedRounds(site, player.token, 'dice');
  expect(rounds).toHaveLength(10);
  expect(rounds.every((round) => round.stake === 1_000)).toBe(true);
  const expected = FUNDS - rounds.reduce((sum, round) => sum + round.stake - round.win, 0);
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(expected);
  // The header's balance follows the rounds too (the live balance stream of the main wallet).
  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(expected);
  await expectNoHorizontalOverflow(page);

  // Before a new seed pair the round's seed is secret; after it the browser re-plays the round itself.
  const newest = roundItems(page).first();
  await newest.getByRole('button', { name: 'Verify' }).click();
  await expect(newest.getByRole('alert')).toHaveText(message('en', 'errors.seed_not_revealed'));
  const hash = rounds[0]?.serverSeedHash as string;
  await page.getByRole('button', { name: 'New seed pair' }).click();
  await expect(page.getByText('Revealed server seed')).toBeVisible();
  await expect(page.getByText(hash)).toBeVisible();
  await expect(page.getByText('Next nonce: 0')).toBeVisible();
  await newest.getByRole('button', { name: 'Verify' }).click();
  await expect(newest.getByRole('status')).toHaveText(message('en', 'studio.rounds.matches'));
  const oldest = roundItems(page).last();
  await oldest.getByRole('button', { name: 'Verify' }).click();
  await expect(oldest.getByRole('status')).toHaveText(message('en', 'studio.rounds.matches'));
});

test('Lucky Five spins: five reels of three, the win and free spins, the balance the round answered', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await page.goto(await withToken(`${site}/en/studio/slot/`, player.token));
  await expect(page.getByRole('heading', { name: 'Lucky Five', level: 1 })).toBeVisible();
  // Before the first spin: the balance the game plays from, and reels of drawn symbols, each with its name.
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(FUNDS);
  const reels = page.getByRole('list', { name: 'Reels' });
  await expect(reels.getByRole('listitem')).toHaveCount(15);
  await expect(reels.getByRole('img')).toHaveCount(15);
  for (const name of ['Wild', 'Scatter', 'Seven', 'Crown', 'Queen']) {
    await expect(reels.getByRole('img', { name })).toHaveCount(1);
  }

  await page.getByLabel('Stake').fill('5');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(roundItems(page)).toHaveCount(1);
  await expect(page.getByText(/^Free spins: \d+$/)).toBeVisible();
  const [round] = await recordedRounds(site, player.token, 'slot');
  expect(round?.stake).toBe(500);
  await expect.poll(async () => minorUnitsOf(await balance.textContent())).toBe(FUNDS - 500 + (round?.win ?? 0));
  const winLine = round?.win ? /^You won / : /^No win this time/;
  await expect(page.getByText(winLine).first()).toBeVisible();

  // The client seed is the player's: odd characters are refused with the message, a good one is kept.
  const clientSeed = page.getByLabel('Client seed');
  await clientSeed.fill('my seed!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message('en', 'errors.client_seed_invalid'))).toBeVisible();
  await clientSeed.fill('lucky_5-seed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(message('en', 'errors.client_seed_invalid'))).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Client seed')).toHaveValue('lucky_5-seed');

  // A stake outside the limits is refused in the page, before any request.
  await page.getByLabel('Stake').fill('0.50');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByText(/^The stake must be from /)).toBeVisible();
  await expect(roundItems(page)).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
});

test("a big win reaches the home's jackpot board under the player's masked name", async ({ page, sites, admin }) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, 10 * FUNDS);
  // Bangladesh lists wins from 1,000 taka: 2,000-taka rolls at a 98% chance win about 1,959 taka.
  const api = apiFor(site, player.token);
  let win = 0;
  for (let roll = 0; roll < 10 && win === 0; roll += 1) {
    const idempotencyKey = crypto.randomUUID().replaceAll('-', '');
    const played = await api.call(diceRollCall, {
      body: { stake: 200_000, side: 'under', target: 9_800, idempotencyKey },
    });
    win = played.round.win;
  }
  expect(win).toBeGreaterThanOrEqual(100_000);

  // The board's answer is cached for a few seconds: a visitor who comes a moment later sees the win.
  const row = page
    .locator('[data-jackpot-list] li')
    .filter({ hasText: maskName(player.account) })
    .filter({ hasText: 'Dice' });
  await expect(async () => {
    await page.goto(`${site}/en/`);
    await page.getByRole('heading', { name: 'Jackpot winners', level: 2 }).scrollIntoViewIfNeeded();
    // Shorter than the default: a visit that misses the win is over; the loop visits again (a fresh board answer).
    await expect(row.first()).toBeAttached({ timeout: 2_000 });
  }).toPass();
});

test('a visitor gets the login dialog on a game page', async ({ page, sites }) => {
  await page.goto(`${sites.bangladesh}/en/studio/dice/`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(message('en', 'studio.loginToPlay'))).toBeVisible();
});

test('Urdu: the dice page reads right to left and a round without balance shows the translated refusal', async ({
  page,
  sites,
  consoleErrors,
}) => {
  // The refused round is a 409 answer, which the browser logs.
  consoleErrors.ignore(/status of 409/);
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/ur/studio/dice/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: message('ur', 'games.studio.dice'), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: message('ur', 'studio.dice.roll'), exact: true }).click();
  await expect(page.getByText(message('ur', 'errors.insufficient_balance'))).toBeVisible();
  await expect(roundItems(page, message('ur', 'studio.rounds.heading'))).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});
