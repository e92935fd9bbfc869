/**
 * Security centre bindings and personal details on a 360 px phone: a fresh player binds a
 * mobile number with the SMS code read from the outbox and then sees it locked (a binding cannot be
 * changed); fills the personal details, where a birthday under 21 is refused with "Please confirm you are 21
 * years old" and a saved real name is read-only; the page reads right to left in Urdu, stays within
 * the phone's width, and axe finds no serious violation.
 */

import type { Page } from '@playwright/test';
import { mobileBindingCodeCall } from '../../src/api/calls/security-centre/bindings';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import { expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { apiFor, outboxCode, refusal, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE, isMobile: true, hasTouch: true });

/** A Pakistani mobile number (national, without the leading 0) nobody has used. */
function freshNumber(): string {
  return `3${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
}

/** yyyy-MM-dd of today (UTC) `years` years ago. */
function yearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('a fresh player binds a mobile number with the SMS code; the binding is then locked', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/`, player.token));
  const mobile = page.getByRole('region', { name: 'Mobile number', exact: true });
  await expect(mobile.getByText('Not confirmed', { exact: true })).toBeVisible();

  const number = freshNumber();
  await mobile.getByRole('textbox', { name: 'Mobile number to confirm' }).fill(`0${number}`);
  await mobile.getByRole('button', { name: 'Send code' }).click();
  // The button counts down expiredMinutes × 60 seconds.
  await expect(mobile.getByRole('button', { name: /Again in (29\d|300) s/ })).toBeDisabled();
  await expect(mobile.getByText('We sent a code by SMS to this number.')).toBeVisible();
  await mobile.getByRole('textbox', { name: 'Verification code' }).fill(await outboxCode(admin, `+92${number}`));
  await mobile.getByRole('button', { name: 'Confirm mobile number' }).click();

  // As member info masks numbers: the first four characters of +92…, stars, the last three digits.
  const e164 = `+92${number}`;
  const masked = `${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}`;
  await expect(mobile.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(mobile.getByText(masked)).toBeVisible();
  await expect(mobile.getByRole('textbox')).toHaveCount(0);
  await expect(mobile.getByRole('button')).toHaveCount(0);
  // The account details (member info) show the bound number as well.
  await expect(page.getByRole('definition').filter({ hasText: masked })).toBeVisible();

  // Locked for good: after a reload, and at the platform itself.
  await page.reload();
  await expect(mobile.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(mobile.getByRole('textbox')).toHaveCount(0);
  const change = await refusal(
    apiFor(site, player.token).call(mobileBindingCodeCall, { body: { mobileNum: freshNumber() } }),
  );
  expect(change.status).toBe(409);
  expect(change.code).toBe('binding_locked');

  // The payout accounts are bound on the withdrawal page, which the section links to.
  const payout = page.getByRole('region', { name: 'Payout accounts' });
  await expect(payout).toContainText('No payout account is bound yet.');
  await expect(payout.getByRole('link', { name: 'Bind a payout account' })).toHaveAttribute(
    'href',
    '/member/withdraw/',
  );
  await expectNoHorizontalOverflow(page);
});

test('personal details: a birthday under 21 is refused; saved identity details are read-only', async ({
  page,
  sites,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/`, player.token));
  const details = page.getByRole('region', { name: 'Personal details' });
  // tenants/pakistan.json: real name, birthday and ID number required; address and income source optional.
  await expect(details.getByRole('textbox', { name: 'Address (optional)' })).toBeVisible();

  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText('Input cannot be empty');
  await expect(details.getByRole('textbox', { name: 'Real name' })).toHaveAttribute('aria-invalid', 'true');

  await details.getByRole('textbox', { name: 'Real name' }).fill('Ayesha Khan');
  await details.getByLabel('Birthday').fill(yearsAgo(20));
  await details.getByRole('textbox', { name: 'ID number' }).fill('3520112345671');
  await details.getByRole('checkbox', { name: 'I confirm that I am 21 years old or older' }).check();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText('Please confirm you are 21 years old');

  // Typed in the page's order, day first, as its placeholder shows.
  await expect(details.getByLabel('Birthday')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await details.getByLabel('Birthday').fill('12/04/1995');
  await details.getByRole('textbox', { name: 'Address (optional)' }).fill('12 Mall Road, Lahore');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
  for (const name of ['Real name', 'Birthday', 'ID number']) {
    await expect(details.getByRole('textbox', { name, exact: true })).not.toBeEditable();
  }
  await expect(details.getByRole('textbox', { name: 'Birthday', exact: true })).toHaveValue('12/04/1995');
  await expect(details.getByRole('textbox', { name: 'Address (optional)' })).toBeEditable();
  await expect(details.getByRole('checkbox')).toHaveCount(0);

  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Real name', exact: true })).toHaveValue('Ayesha Khan');
  await expect(details.getByRole('textbox', { name: 'Real name', exact: true })).not.toBeEditable();
  await expectNoSeriousAxeViolation(page, '/member/');
});

test('the page reads right to left in Urdu, within the phone width, with numbers kept left to right', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/ur/member/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const mobile = page.getByRole('region', { name: message('ur', 'security.bindings.mobile'), exact: true });
  const number = freshNumber();
  await mobile.getByRole('textbox', { name: message('ur', 'security.bindings.newMobile') }).fill(number);
  await mobile.getByRole('button', { name: message('ur', 'security.bindings.send') }).click();
  await mobile
    .getByRole('textbox', { name: message('ur', 'security.bindings.code') })
    .fill(await outboxCode(admin, `+92${number}`));
  await mobile.getByRole('button', { name: message('ur', 'security.bindings.confirmMobile') }).click();
  await expect(mobile.getByText(message('ur', 'security.bindings.bound'), { exact: true })).toBeVisible();
  // The masked number is isolated left to right inside the right-to-left page.
  await expect(mobile.locator('bdi[dir="ltr"]')).toHaveText(/^\+923\*+\d{3}$/);

  const details = page.getByRole('region', { name: message('ur', 'security.profile.title') });
  await details.getByRole('textbox', { name: message('ur', 'security.profile.field.realName') }).fill('Ayesha Khan');
  await details.getByLabel(message('ur', 'security.profile.field.birthday')).fill(yearsAgo(18));
  await details.getByRole('textbox', { name: message('ur', 'security.profile.field.idNumber') }).fill('3520112345671');
  await details.getByRole('button', { name: message('ur', 'security.profile.save') }).click();
  // Without the tick, and under 21 anyway: the under-21 message in Urdu.
  await expect(details.getByRole('alert')).toHaveText(message('ur', 'errors.birthday_under_21'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, '/ur/member/');
});
