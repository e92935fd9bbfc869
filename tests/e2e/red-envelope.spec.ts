/**
 * The red envelope on a 360 px phone: the floating button shows while the merchant's daily round
 * has envelopes left; a fresh player opens the labelled dialog, opens the envelope, sees the amount won in the
 * merchant's money format while the header balance rises by it, and the button goes; a second open is refused by
 * the platform. In Urdu the dialog reads right to left. A visitor is asked to log in, a trial user to register.
 * axe finds no serious violation in the dialog.
 */

import type { Page } from '@playwright/test';
import { raffleClaimCall, raffleEntryCall } from '../../src/api/calls/red-envelope/red-envelope';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE } from './support/money';
import { apiFor, refusal, signInTrial, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('a player opens the red envelope: the amount shows, the balance rises by it, once', async ({ page, sites }) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/en/member/rewardCenter/`, player.token));

  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(0);
  // The reward centre shows the envelope's card too; the floating button is on every page with the member bar.
  const card = page.getByRole('region', { name: 'Red envelope' });
  await expect(card).toBeVisible();
  const button = page.getByRole('button', { name: 'Open the red envelope' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Red envelope' });
  await expect(dialog).toBeVisible();
  // Amounts sit in left-to-right isolates inside the sentence.
  await expect(dialog).toContainText(/open it for \u2066?৳\s?1\.00\u2069? to \u2066?৳\s?88\.00/);
  await expectNoSeriousAxeViolation(page, 'offer');
  await expectNoHorizontalOverflow(page);

  await dialog.getByRole('button', { name: 'Open', exact: true }).click();
  const won = dialog.getByRole('status');
  await expect(won).toContainText('You won');
  const amount = minorUnitsOf(await won.locator('bdi').first().textContent());
  expect(amount).toBeGreaterThanOrEqual(100);
  expect(amount).toBeLessThanOrEqual(8_800);
  await expect(won.locator('bdi').first()).toHaveText(/^৳\s?\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(amount);
  await expectNoSeriousAxeViolation(page, 'won');
  await expectNoHorizontalOverflow(page);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeHidden();
  await expect(card).toBeHidden();
  // The next page keeps it hidden; the platform refuses a second envelope of the round and pays nothing more.
  await page.goto(`${site}/en/promotions/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toBeHidden();
  const entry = await apiFor(site, player.token).call(raffleEntryCall);
  expect(entry.opened?.amount).toBe(amount);
  const again = await refusal(
    apiFor(site, player.token).call(raffleClaimCall, { body: { roundId: entry.round?.id as number } }),
  );
  expect(again.status).toBe(409);
  expect(again.code).toBe('red_envelope_already_opened');
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(amount);
});

test('Urdu: the red envelope reads right to left and opens', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/ur/member/rewardCenter/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(0);

  const button = page.getByRole('button', { name: 'سرخ لفافہ کھولیں' });
  // At the start edge: the right side of an Urdu page.
  const box = await button.boundingBox();
  expect(box && box.x > PHONE.width / 2).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'سرخ لفافہ' });
  await expect(dialog).toContainText('ایک سرخ لفافہ آپ کا منتظر ہے');
  await dialog.getByRole('button', { name: 'کھولیں', exact: true }).click();
  const won = dialog.getByRole('status');
  await expect(won).toContainText('آپ نے جیتے');
  const shown = won.locator('bdi[dir="ltr"]').first();
  await expect(shown).toHaveText(/^Rs\s?\d{1,3}(,\d{3})*\.\d{2}$/);
  const amount = minorUnitsOf(await shown.textContent());
  expect(amount).toBeGreaterThanOrEqual(500);
  expect(amount).toBeLessThanOrEqual(28_800);
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(amount);
  await expectNoSeriousAxeViolation(page, 'ur won');
  await expectNoHorizontalOverflow(page);
});

test('a visitor is asked to log in; a trial user to register a member account', async ({ page, sites }) => {
  const site = sites.bangladesh as string;
  await page.goto(`${site}/en/promotions/`);
  const button = page.getByRole('button', { name: 'Open the red envelope' });
  await button.click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login).toContainText('Please log in to continue');
  await expect(page.getByRole('dialog', { name: 'Red envelope' })).toHaveCount(0);

  const trial = await signInTrial(site);
  await page.goto(await withToken(`${site}/en/promotions/`, trial.token));
  await expect(page.locator('[data-balance]').first()).toBeVisible();
  await button.click();
  const notice = page.getByRole('dialog', { name: 'Register a member account' });
  await expect(notice).toContainText('A trial account cannot do this');
  await expect(page.getByRole('dialog', { name: 'Red envelope' })).toHaveCount(0);
});
