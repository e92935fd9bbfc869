/**
 * Deposits (depositv2) on a 360 px phone: an e-wallet deposit with TrxID that the operator
 * approves, and a sandbox-gateway round trip whose fee and net read the same on the form, in the history and in the
 * account record; the header balance follows. Each test registers its own player.
 */

import { toLatinDigits } from '../../src/i18n/parse-amount';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { approveDeposit, expectNoHorizontalOverflow, freshPlayer, minorUnitsOf, PHONE, shown } from './support/money';
import { withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

test('an e-wallet deposit is checked, sent, approved by the operator, and credited', async ({ page, sites, admin }) => {
  const site = sites.pakistan;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/depositv2/`, player.token));
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByText('JazzCash', { exact: true }).first().click();
  // The receiving number comes from the platform, with a copy button.
  await expect(page.getByTestId('receiver-account')).toHaveText(/^03\d{9}$/);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // Wrong formats are refused in the browser, in words, and nothing typed is lost.
  await page.getByLabel('Amount', { exact: true }).fill('1,000');
  await page.getByLabel('Your mobile number you paid from').fill('12345');
  await page.getByLabel('Transaction ID (TrxID)').fill('ABC');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Enter the amount in digits only')).toBeVisible();
  await expect(page.getByText('This is not a valid JazzCash number.')).toBeVisible();
  await expect(page.getByText('This is not a valid JazzCash transaction ID.')).toBeVisible();
  await expect(page.getByLabel('Transaction ID (TrxID)')).toHaveValue('ABC');

  // A quick-amount button fills the amount.
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button').nth(1).click();
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('1000');
  await page.getByLabel('Your mobile number you paid from').fill('03001234567');
  const trxId = `${Date.now()}`.slice(-11);
  await page.getByLabel('Transaction ID (TrxID)').fill(trxId);
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was sent.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Deposit history' });
  await expect(history.getByRole('listitem').first()).toContainText('Pending');

  // The live balance stream moves the header balance and the history follows, without a reload.
  await approveDeposit(admin, site, player.account);
  await expect(page.locator('[data-balance]')).toContainText(shown('1000.00'));
  await expect(history.getByRole('listitem').first()).toContainText('Approved');
});

// The merchant's default language and Urdu (right to left, its own digits): the same journey, read in each.
for (const lang of ['en', 'ur'] as const) {
  test(`${lang}: a gateway deposit shows the same gross, fee and net on the form, in the history and in the record`, async ({
    page,
    sites,
    consoleErrors,
  }) => {
    // The sandbox provider's plain page declares no icon, so Chromium's /favicon.ico request there is a 404.
    consoleErrors.ignore(/on http:\/\/\S+\/sandbox-pay\/\S+: Failed to load resource: .*404/);
    const site = sites.pakistan;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const player = await freshPlayer(site);
    await page.goto(await withToken(`${site}${prefix}/member/depositv2/`, player.token));
    await page.getByText('JazzCash Online', { exact: true }).click();
    const amount = page.getByLabel(message(lang, 'money.common.amount'), { exact: true });
    await amount.fill('200');
    // The fee and net follow the amount as it is typed, before anything is sent (1 % at JazzCash Online).
    const form = page.locator('[data-fee-summary="deposit"]');
    const shownAt200 = await form.locator('[data-net]').textContent();
    await amount.fill('2000');
    await expect(form.locator('[data-net]')).not.toHaveText(shownAt200 ?? '');
    const net = (await form.locator('[data-net]').textContent()) ?? '';
    expect(minorUnitsOf(toLatinDigits(net))).toBe(198_000);
    await expect(form).toContainText(message(lang, 'money.fee.fee'));
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: message(lang, 'money.deposit.pay') }).click();

    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(`${site}${prefix}/member/depositv2/`);
    await expect(page.getByText(message(lang, 'money.deposit.returnPaid'))).toBeVisible();
    const latest = page
      .getByRole('list', { name: message(lang, 'money.deposit.history') })
      .getByRole('listitem')
      .first();
    await expect(latest).toContainText(message(lang, 'money.deposit.status.approved'));
    await expect(latest.locator('[data-net]')).toHaveText(net);
    await expect(page.locator('[data-balance]')).toContainText(net.trim());

    await page.goto(`${site}${prefix}/member/transactionHistory/`);
    const record = page.getByRole('list', { name: message(lang, 'money.history.rows') }).getByRole('listitem');
    await expect(record).toHaveCount(1);
    await expect(record.first()).toContainText(message(lang, 'money.history.kinds.deposit'));
    await expect(record.first().locator('[data-net]')).toHaveText(net);
    await expectNoHorizontalOverflow(page);
  });
}
