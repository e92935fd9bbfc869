/**
 * VIP and rebates on a 360 px phone. Pakistan pays rebates on claim (MANPLAYREB3): a fresh
 * player spins the slot, the manual rebate page shows the accrued rebate at the member level's slot rate, the
 * claim pays it (the header balance follows) and a second claim has nothing to pay — also read right to left in
 * Urdu. Bangladesh pays daily: no manual rebate entry, and the VIP page in Bangla script shows the level, the
 * progress to the next one and every level's rates; the member menu links to it.
 */

import type { Page } from '@playwright/test';
import { slotSpinCall } from '../../src/api/calls/studio/play';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { credit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

const FUNDS = 100_000;
const STAKE = 2_000;
const SPINS = 5;
// pakistan: English is the default language (no prefix). The first VIP level's slot (RNG) rate in the tenant loyalty defaults: 0.3 %
const RNG_REBATE = Math.floor((SPINS * STAKE * 30) / 10_000);

const newKey = () => crypto.randomUUID().replaceAll('-', '');

/** `times` slot spins through the API (a refused spin rejects), from the main wallet at every merchant. */
async function spin(site: string, token: string, times: number): Promise<void> {
  for (let round = 0; round < times; round += 1) {
    await apiFor(site, token).call(slotSpinCall, { body: { stake: STAKE, idempotencyKey: newKey() } });
  }
}

async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('a manual rebate is claimed once and reaches the wallet', async ({ page, sites, admin }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await spin(site, player.token, SPINS);

  await page.goto(await withToken(`${site}/member/manualRebate/`, player.token));
  await expect(page.getByRole('heading', { name: 'Manual rebate', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manual rebate' })).toHaveAttribute('aria-current', 'page');
  const total = page.locator('[data-rebate-total]');
  await expect(total).toBeVisible();
  expect(minorUnitsOf(await total.textContent())).toBe(RNG_REBATE);
  await expect(page.getByRole('row', { name: /Slots/ })).toContainText('0.3%');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page);

  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBeGreaterThan(0);
  const before = minorUnitsOf(await header.textContent());
  const claim = page.getByRole('button', { name: 'Claim rebate' });
  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: 'Paid to your wallet' })).toBeVisible();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(before + RNG_REBATE);
  await expect(page.getByRole('list', { name: 'Rebates paid' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Nothing yet: rebates build up as you play.')).toBeVisible();
  await expect(claim).toBeDisabled();
});

test('the manual rebate page reads right to left in Urdu', async ({ page, sites, admin }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await spin(site, player.token, 1);
  await page.goto(await withToken(`${site}/ur/member/manualRebate/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'دستی ری بیٹ', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ری بیٹ وصول کریں' })).toBeEnabled();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page);
});

test('the VIP page shows the level, the progress and the rates in Bangla; rebates there are daily', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, FUNDS);
  await spin(site, player.token, SPINS);

  // Bangla is bangladesh's default language: the page at / without a prefix
  await page.goto(await withToken(`${site}/member/vip/`, player.token));
  await expect(page.getByRole('heading', { name: 'ভিআইপি', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনার স্তর: সদস্য' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'ব্রোঞ্জ স্তরের দিকে অগ্রগতি' })).toHaveAttribute('value', '1');
  // every level with its rates; the player's own row marked
  const levels = page.getByRole('region', { name: 'স্তর ও রিবেটের হার' }).getByRole('row');
  await expect(levels).toHaveCount(6);
  await expect(page.locator('tr[aria-current="true"]')).toContainText('সদস্য');
  await expect(page.getByText('প্রতিদিন শেষ হওয়ার পর এটি স্বয়ংক্রিয়ভাবে আপনার ওয়ালেটে দেওয়া হয়।')).toBeVisible();
  // the manual rebate page is not offered where rebates are daily
  await expect(page.getByRole('link', { name: 'ম্যানুয়াল রিবেট' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page);

  // the member menu links to the VIP page with the level's name
  await page.goto(await withToken(`${site}/en/`, player.token));
  await page.getByRole('button', { name: /Member menu for/ }).click();
  await page.getByRole('link', { name: 'VIP: Member' }).click();
  await expect(page).toHaveURL(/\/en\/member\/vip\/$/);
});
