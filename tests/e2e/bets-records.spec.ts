/**
 * Betting record (personalHistoryCopy) and personal P&L (personalProfit) on a 360 px phone: a
 * fresh, funded player spins Lucky Five ten times, the header balance moves by exactly Σwin − Σstake, and
 * those rounds are in the betting record (count, totals, CSV) and in P&L (the slot row and its bar). The
 * record also reads right to left in Urdu (pakistan) and in Bangla script (bangladesh's default language);
 * axe finds no serious violation on either page.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import type { StudioRound } from '../../src/api/calls/studio/round';
import { studioRoundsCall } from '../../src/api/calls/studio/rounds';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import { credit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const FUNDS = 100_000;

/** The slot rounds the platform recorded for the player, newest first. */
async function slotRounds(site: string, token: string): Promise<StudioRound[]> {
  return (await apiFor(site, token).call(studioRoundsCall, { query: { game: 'slot', pageSize: 50 } })).rows;
}

/** `count` spins through the API (for the pages that only read the record); a refused spin rejects. */
async function spinByApi(site: string, token: string, count: number, stake: number): Promise<void> {
  for (let spin = 0; spin < count; spin += 1) {
    await apiFor(site, token).call(slotSpinCall, {
      body: { stake, idempotencyKey: crypto.randomUUID().replaceAll('-', '') },
    });
  }
}

const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`).first();

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  // The page's own content; the shell around it (header, bottom bar) has its own axe tests.
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('ten slot spins move the balance by Σwin − Σstake and show up in the betting record and in P&L', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);

  await page.goto(await withToken(`${site}/en/studio/slot/`, player.token));
  await expect(page.getByRole('heading', { name: 'Lucky Five', level: 1 })).toBeVisible();
  await page.getByLabel('Stake').fill('5');
  const spin = page.getByRole('button', { name: 'Spin' });
  const played = page.getByRole('list', { name: 'Your last rounds' }).getByRole('listitem');
  for (let count = 1; count <= 10; count += 1) {
    await spin.click();
    await expect(played).toHaveCount(count);
    await expect(spin).toBeEnabled();
  }
  const rounds = await slotRounds(site, player.token);
  expect(rounds).toHaveLength(10);
  const staked = rounds.reduce((sum, round) => sum + round.stake, 0);
  const won = rounds.reduce((sum, round) => sum + round.win, 0);
  expect(staked).toBe(5_000);
  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(FUNDS + won - staked);

  // The betting record: the ten rounds, newest first, and the totals of the filter (previous 7 days).
  await page.goto(`${site}/en/member/personalHistoryCopy/`);
  await expect(page.getByRole('heading', { name: 'Betting record', level: 1 })).toBeVisible();
  const bets = page.getByRole('list', { name: 'Bets' }).getByRole('listitem');
  await expect(bets).toHaveCount(10);
  await expect(bets.first()).toHaveAttribute('data-round-id', rounds[0]?.roundId as string);
  await expect(bets.first()).toContainText('Slots');
  await expect(bets.first()).toContainText('Lucky Five');
  await expect(bets.first()).toContainText('Settled');
  await expect(total(page, 'bets')).toHaveText('10');
  expect(minorUnitsOf(await total(page, 'stake').textContent())).toBe(staked);
  expect(minorUnitsOf(await total(page, 'win').textContent())).toBe(won);
  expect(minorUnitsOf(await total(page, 'profit').textContent())).toBe(Math.abs(won - staked));
  await expectNoHorizontalOverflow(page);

  // The CSV holds the same ten rounds.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await readFile((await (await downloading).path()) as string);
  // the byte-order mark tells spreadsheets the file is UTF-8
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = file.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('Time,Provider,Game type,Game,Round,Stake,Valid bet,Win,Profit,Status');
  // The time cell is quoted: the page's time ("05/12/2026, 18:00:00") holds a comma.
  const rows = lines.slice(1).map((line) => line.replace(/^"[^"]*",/, 'time,').split(','));
  expect(rows.map((cells) => cells[4])).toEqual(rounds.map((round) => round.roundId));
  // The game by its name, not its code.
  expect(new Set(rows.map((cells) => cells[3]))).toEqual(new Set(['Lucky Five']));

  // Another game type has none of them; the slot type has all ten.
  await page.getByLabel('Game type').selectOption({ label: 'Live casino' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No bets in this period.')).toBeVisible();
  await expect(total(page, 'bets')).toHaveText('0');
  await page.getByLabel('Game type').selectOption({ label: 'Slots' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bets).toHaveCount(10);
  await expectNoSeriousAxeViolation(page, 'record');

  // Personal P&L: the slot row and the total, and a bar of the slot's sign.
  await page.goto(`${site}/en/member/personalProfit/`);
  await expect(page.getByRole('heading', { name: 'Profit and loss', level: 1 })).toBeVisible();
  const slotRow = page.locator('tr[data-game-type="RNG"]');
  await expect(slotRow.locator('td').first()).toHaveText('10');
  expect(minorUnitsOf(await slotRow.locator('td').nth(1).textContent())).toBe(staked);
  expect(minorUnitsOf(await slotRow.locator('td').nth(4).textContent())).toBe(Math.abs(won - staked));
  await expect(total(page, 'bets')).toHaveText('10');
  const chart = page.getByRole('img', { name: /^Profit and loss by game type; Slots / });
  await expect(chart).toBeVisible();
  if (won !== staked) {
    await expect(chart.locator(`[data-bar="${won > staked ? 'gain' : 'loss'}"]`)).toHaveCount(1);
  }
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'profit');
});

test('Urdu: the betting record and P&L read right to left, with the translated totals', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await spinByApi(site, player.token, 3, 1_000);

  await page.goto(await withToken(`${site}/ur/member/personalHistoryCopy/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: message('ur', 'member.nav.personalHistoryCopy'), level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: message('ur', 'bets.rows') }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: message('ur', 'bets.totals') })).toBeVisible();
  await expect(total(page, 'bets')).toHaveText('3');
  expect(minorUnitsOf(await total(page, 'stake').textContent())).toBe(3000);
  // A custom range over 90 days is refused in the page with the translated rule.
  await page.getByRole('combobox', { name: message('ur', 'bets.filter.period') }).selectOption('custom');
  await page.getByLabel(message('ur', 'bets.filter.from'), { exact: true }).fill('2026-01-01');
  await page.getByLabel(message('ur', 'bets.filter.to'), { exact: true }).fill('2026-06-01');
  await page.getByRole('button', { name: message('ur', 'bets.filter.apply') }).click();
  await expect(page.getByRole('alert')).toHaveText(message('ur', 'errors.range_too_long'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'ur record');

  await page.goto(`${site}/ur/member/personalProfit/`);
  await expect(page.getByRole('img', { name: new RegExp(`^${message('ur', 'bets.profit.chart')}`) })).toBeVisible();
  await expect(total(page, 'bets')).toHaveText('3');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'ur profit');
});

test('Bangla: the betting record shows the rounds in Bangla script and digits', async ({ page, sites, admin }) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await spinByApi(site, player.token, 2, 1_000);

  await page.goto(await withToken(`${site}/member/personalHistoryCopy/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('lang', /^bn/);
  await expect(
    page.getByRole('heading', { name: message('bn', 'member.nav.personalHistoryCopy'), level: 1 }),
  ).toBeVisible();
  const bets = page.getByRole('list', { name: message('bn', 'bets.rows') }).getByRole('listitem');
  await expect(bets).toHaveCount(2);
  await expect(bets.first()).toContainText(message('bn', 'bets.status.settled'));
  await expect(total(page, 'bets')).toHaveText('২');
  await expectNoHorizontalOverflow(page);
});
