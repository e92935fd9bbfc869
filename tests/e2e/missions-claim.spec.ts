/**
 * Missions and leaderboard (member centre missionLeaderboard) on a 360 px phone: a fresh,
 * funded player spins Lucky Five in the studio and watches the daily "play 5 rounds" mission fill up, the red
 * badge of the navigation entry shows the claimable mission, the claim pays the reward (the header balance
 * rises by it) and the badge goes; the leaderboard shows the player's own row and rank. Urdu reads right to
 * left with translated missions and a working claim. axe finds no serious violation.
 */

import type { Page } from '@playwright/test';
import { missionClaimCall, missionSummaryCall } from '../../src/api/calls/missions/missions';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, refusal, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const FUNDS = 100_000;
/** The daily rounds mission of bangladesh and pakistan (tenant default): 5 rounds, reward 5.00. */
const ROUNDS = 5;
const REWARD = 500;

async function spinInStudio(page: Page, site: string, times: number, done: number): Promise<void> {
  await page.goto(`${site}/en/studio/slot/`);
  await expect(page.getByRole('heading', { name: 'Lucky Five', level: 1 })).toBeVisible();
  await page.getByLabel('Stake').fill('5');
  const spin = page.getByRole('button', { name: 'Spin' });
  const played = page.getByRole('list', { name: 'Your last rounds' }).getByRole('listitem');
  // the rounds already played are listed before the next spin
  await expect(played).toHaveCount(done);
  for (let count = 1; count <= times; count += 1) {
    await spin.click();
    await expect(played).toHaveCount(Math.min(done + count, 10));
    await expect(spin).toBeEnabled();
  }
}

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

const badge = (page: Page) => page.locator('[data-member-badge="missionLeaderboard"]');

test('spins fill the daily rounds mission, the badge shows it, the claim pays once and the badge goes', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);

  await page.goto(await withToken(`${site}/en/member/missionLeaderboard/`, player.token));
  await expect(page.getByRole('heading', { name: 'Missions', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  const bar = page.getByRole('progressbar', { name: 'Play 5 rounds' });
  await expect(bar).toHaveAttribute('value', '0');
  await expect(bar).toHaveAttribute('aria-valuetext', '0 of 5');
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(page.getByText('You have no bets in this period yet: play to join the leaderboard.')).toBeVisible();
  await expect(badge(page)).toBeHidden();

  // Two spins: the bar moves to 2 of 5.
  await spinInStudio(page, site, 2, 0);
  await page.goto(`${site}/en/member/missionLeaderboard/`);
  await expect(bar).toHaveAttribute('value', '2');
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  // Three more: complete, claimable, and the navigation's badge counts it.
  await spinInStudio(page, site, ROUNDS - 2, 2);
  await page.goto(`${site}/en/member/missionLeaderboard/`);
  await expect(bar).toHaveAttribute('value', String(ROUNDS));
  const mission = page.locator('[data-mission-id="daily-rounds"]');
  await expect(mission).toContainText('Complete');
  await expect(badge(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'claimable');

  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).not.toBeNaN();
  const before = minorUnitsOf(await header.textContent());
  await mission.getByRole('button', { name: 'Claim' }).click();
  await expect(mission.getByRole('status')).toContainText('Reward paid:');
  await expect(mission).toHaveAttribute('data-state', 'claimed');
  await expect(mission).toContainText('Claimed');
  await expect(mission.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(before + REWARD);
  await expect(badge(page)).toBeHidden();

  // The leaderboard of the day: the player's own row is marked, with the five spins' turnover.
  const own = page.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('(you)');
  expect(minorUnitsOf(await own.locator('td').nth(2).textContent())).toBe(ROUNDS * 500);
  await expect(page.locator('[data-own-rank]')).toContainText(/Your rank: \d+/);

  // The weekly tab: its missions (the same five rounds count) and its own leaderboard.
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await expect(page.getByRole('heading', { name: "This week's missions" })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Play 100 rounds' })).toHaveAttribute('value', String(ROUNDS));
  await expect(page.getByRole('heading', { name: "This week's leaderboard" })).toBeVisible();
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(1);

  // A second claim of the same mission is refused by the platform, and nothing more is paid.
  const summary = await apiFor(site, player.token).call(missionSummaryCall);
  const again = await refusal(
    apiFor(site, player.token).call(missionClaimCall, {
      body: { missionId: 'daily-rounds', periodKey: summary.periods[0]?.key as string },
    }),
  );
  expect(again.status).toBe(409);
  expect(again.code).toBe('mission_already_claimed');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'weekly');
});

test('Urdu: missions read right to left, translated, and the claim works', async ({ page, sites, admin }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  // a refused spin rejects
  for (let spin = 0; spin < ROUNDS; spin += 1) {
    await apiFor(site, player.token).call(slotSpinCall, {
      body: { stake: 1_000, idempotencyKey: crypto.randomUUID().replaceAll('-', '') },
    });
  }

  await page.goto(await withToken(`${site}/ur/member/missionLeaderboard/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: message('ur', 'member.nav.missionLeaderboard'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: message('ur', 'missions.tabs.daily') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const mission = page.locator('[data-mission-id="daily-rounds"]');
  await expect(mission.getByRole('progressbar')).toHaveAttribute('value', String(ROUNDS));
  await expect(mission).toContainText(message('ur', 'missions.states.claimable'));
  await expect(badge(page)).toHaveText('1');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'ur');

  await mission.getByRole('button', { name: message('ur', 'missions.claim') }).click();
  await expect(mission).toHaveAttribute('data-state', 'claimed');
  await expect(mission).toContainText(message('ur', 'missions.states.claimed'));
  await expect(badge(page)).toBeHidden();
  await expect(page.locator('tr[aria-current="true"]')).toContainText(message('ur', 'missions.leaderboard.you'));
});
