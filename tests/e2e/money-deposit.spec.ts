/**
 * Deposits (depositv2) on a 360 px phone: an e-wallet deposit with TrxID that the operator
 * approves, and a sandbox-gateway round trip; the header balance follows. Each test registers its own player.
 */
import { expect, test } from './fixtures';
import { approveDeposit, expectNoHorizontalOverflow, freshPlayer, PHONE, shown } from './support/money';
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

test('a gateway deposit goes to the provider page and comes back paid', async ({ page, sites, consoleErrors }) => {
  // The sandbox provider's plain page declares no icon, so Chromium's /favicon.ico request there is a 404.
  consoleErrors.ignore(/on http:\/\/\S+\/sandbox-pay\/\S+: Failed to load resource: .*404/);
  const site = sites.pakistan;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/depositv2/`, player.token));
  await page.getByText('JazzCash Online', { exact: true }).click();
  await page.getByLabel('Amount', { exact: true }).fill('2000');
  // 1 % fee: the wallet receives 1980
  await expect(page.getByText('Your wallet receives')).toContainText(shown('1980.00'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`${site}/member/depositv2/`);
  await expect(page.getByText('Payment completed.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deposit history' }).getByRole('listitem').first()).toContainText(
    'Approved',
  );
  await expect(page.locator('[data-balance]')).toContainText(shown('1980.00'));
});
