/**
 * The points mall on a 360 px phone. Pakistan runs it (PTSYS3): a fresh player's real slot
 * spins earn points at the tenant's slot rate; the player opens the mall from the member menu, redeems a cash
 * item with the transaction password (paid to the wallet, Approved in the history), converts points to cash at the
 * points ratio and sees both in the points transactions; a goods item waits In Process — read right to left in
 * Urdu. Bangladesh does not run it: no menu entry, and the page says the mall is not available.
 */

import type { Page } from '@playwright/test';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import {
  credit,
  expectNoHorizontalOverflow,
  freshPlayer,
  merchantCodeOf,
  minorUnitsOf,
  PHONE,
  setPaymentPassword,
} from './support/money';
import { withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const PASSWORD = '135790';
const STAKE = 100_000; // 1,000.00 a spin: 100 points at the tenant default slot rate (10 points per 100)
const SPINS = 5;
const CASH_PER_POINT = 5; // minor units: the tenant default points ratio (0.05)

function post(site: string, token: string, path: string, body: object): Promise<Response> {
  return fetch(`http://127.0.0.1:${new URL(site).port}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-merchant-code': merchantCodeOf(site),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...body, idempotencyKey: crypto.randomUUID().replaceAll('-', '') }),
  });
}

/** A player of pakistan with 500 points from real spins (the studio plays from the main wallet). */
async function playerWithPoints(site: string, admin: Parameters<typeof credit>[0]) {
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, SPINS * STAKE);
  await setPaymentPassword(site, player.token, PASSWORD);
  for (let round = 0; round < SPINS; round += 1) {
    const response = await post(site, player.token, slotSpinCall.path, { stake: STAKE });
    expect(response.status, await response.text()).toBe(200);
  }
  return player;
}

async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

const points = (page: Page) => page.locator('[data-points-balance]');

test('points from real spins are redeemed for a cash item and converted to cash', async ({
  page,
  sites,
  admin,
  consoleErrors,
}) => {
  consoleErrors.ignore(/status of 403/); // the conversion refused for a wrong transaction password
  const site = sites.pakistan as string;
  const player = await playerWithPoints(site, admin);

  await page.goto(await withToken(`${site}/`, player.token));
  await page.getByRole('button', { name: /Member menu for/ }).click();
  await page.getByRole('link', { name: 'Points', exact: true }).click();
  await expect(page).toHaveURL(/\/pointMall\/$/);
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  // listed with the member centre's pages, as the current one
  await expect(page.getByRole('link', { name: 'Points mall' })).toHaveAttribute('aria-current', 'page');
  await expect(points(page)).toHaveAttribute('data-points-balance', String(SPINS * 100));
  await expect(page.getByRole('row', { name: /Slots/ })).toContainText('10');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page);

  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBeGreaterThanOrEqual(0);
  const before = minorUnitsOf(await header.textContent());
  await page.getByRole('button', { name: 'Redeem Cash bonus 10' }).click();
  const form = page.getByRole('form', { name: 'Redeem Cash bonus 10' });
  await form.getByLabel('Transaction password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed: paid to your wallet' })).toBeVisible();
  await expect(points(page)).toHaveAttribute('data-points-balance', '300');
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(before + 1_000);
  const history = page.getByRole('list', { name: 'Redeem history' }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Cash bonus 10');
  await expect(history.first()).toContainText('Approved');

  // a wrong transaction password is refused with its message and changes nothing
  const convert = page.getByRole('form', { name: 'Convert to cash' });
  await convert.getByLabel('Points to convert').fill('100');
  await expect(convert.getByText(/You receive/)).toContainText('5.00');
  await convert.getByLabel('Transaction password').fill('000000');
  await convert.getByRole('button', { name: 'Convert to cash' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The transaction password is incorrect' })).toBeVisible();
  await expect(points(page)).toHaveAttribute('data-points-balance', '300');

  await convert.getByLabel('Transaction password').fill(PASSWORD);
  await convert.getByRole('button', { name: 'Convert to cash' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Converted: paid to your wallet' })).toBeVisible();
  await expect(points(page)).toHaveAttribute('data-points-balance', '200');
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(before + 1_000 + 100 * CASH_PER_POINT);
  const transactions = page.getByRole('list', { name: 'Points transactions' }).getByRole('listitem');
  await expect(transactions.first()).toContainText('Converted to cash');
  await expect(transactions.nth(1)).toContainText('Redeemed');
  await expect(transactions.nth(2)).toContainText('Earned');
  await expectNoHorizontalOverflow(page);

  // The account record names both movements and filters by them (English is Pakistan's default: no prefix).
  await page.goto(`${site}/member/transactionHistory/`);
  const movements = page.getByRole('list', { name: 'Movements' }).getByRole('listitem');
  await expect(movements.first()).toContainText('Points converted to cash');
  await expect(movements.nth(1)).toContainText('Points redeemed');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Points redeemed' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(movements).toHaveCount(1);
  await expect(movements.first()).toContainText('Points redeemed');
});

test('the points mall reads right to left in Urdu; a goods item waits In Process', async ({ page, sites, admin }) => {
  const site = sites.pakistan as string;
  const player = await playerWithPoints(site, admin);
  await page.goto(await withToken(`${site}/ur/pointMall/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'پوائنٹس مال', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'موبائل ٹاپ اپ واؤچر ریڈیم کریں' }).click();
  const form = page.getByRole('form', { name: 'موبائل ٹاپ اپ واؤچر ریڈیم کریں' });
  await form.getByLabel('ٹرانزیکشن پاس ورڈ').fill(PASSWORD);
  await form.getByRole('button', { name: 'ریڈیم کی تصدیق کریں' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ریڈیم کی درخواست ہو گئی' })).toBeVisible();
  const history = page.getByRole('list', { name: 'ریڈیم کی تاریخ' }).getByRole('listitem');
  await expect(history.first()).toContainText('زیرِ عمل');
  await expect(points(page)).toHaveAttribute('data-points-balance', '200');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page);
});

test('where PTSYS3 is off the mall has no menu entry and no page', async ({ page, sites, admin, consoleErrors }) => {
  consoleErrors.ignore(/status of 404/); // the left-out page itself
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, 10_000);
  await page.goto(await withToken(`${site}/en/`, player.token));
  await page.getByRole('button', { name: /Member menu for/ }).click();
  await expect(page.getByRole('link', { name: 'Reward centre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Points', exact: true })).toHaveCount(0);

  // The merchant's build leaves the page out (config/flag-pages.ts): the address is the site's not-found page.
  const answer = await page.goto(`${site}/en/pointMall/`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toHaveCount(0);
});
