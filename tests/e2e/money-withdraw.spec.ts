/**
 * Withdrawal (withdraw) on a 360 px phone: set the transaction password, bind a payout
 * account (final), withdraw within the balance, the operator pays and the list follows without a reload, the player
 * confirms receipt; then the account record lists the movements and its CSV holds the same rows. And, in the merchant's
 * default language and Urdu: a payout account in another name than the real one is refused.
 */
import { readFile } from 'node:fs/promises';
import { bindPayoutAccountCall } from '../../src/api/calls/money/withdrawals';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import {
  credit,
  expectNoHorizontalOverflow,
  freshPlayer,
  PHONE,
  payWithdrawal,
  setPaymentPassword,
  shown,
} from './support/money';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

test('password, binding, withdrawal, payment and receipt; the account record and its CSV agree', async ({
  page,
  sites,
  admin,
}) => {
  test.slow(); // one long flow through five screens and the operator's API
  const site = sites.pakistan;
  const player = await freshPlayer(site);
  await credit(admin, site, player.account, 300_000); // Rs 3,000.00
  await page.goto(await withToken(`${site}/member/withdraw/`, player.token));
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();

  // 1. No transaction password yet: the page asks for one first.
  await page.getByLabel('New transaction password', { exact: true }).fill('246810');
  await page.getByLabel('Repeat the new transaction password').fill('246811');
  await page.getByRole('button', { name: 'Save transaction password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new transaction password').fill('246810');
  await page.getByRole('button', { name: 'Save transaction password' }).click();

  // 2. Bind a JazzCash account, with the warning that binding is final.
  const bind = page.getByRole('form', { name: 'Bind a payout account' });
  await expect(bind.getByRole('note')).toContainText('cannot be changed or removed');
  await bind.getByLabel('Method').selectOption({ label: 'JazzCash' });
  await bind.getByLabel('Your mobile number').fill('03007654321');
  await bind.getByLabel("Account holder's name").fill('Ayesha Khan');
  await bind.getByLabel('Transaction password').fill('246810');
  await bind.getByRole('button', { name: 'Bind account' }).click();
  await expect(page.getByText('The payout account is bound.')).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // 3. Withdraw: more than the balance is refused before sending; then Rs 1,200.
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form).toContainText(shown('3000.00'));
  await form.getByLabel('Pay out to').selectOption({ label: 'JazzCash · 03007654321' });
  await form.getByLabel('Amount', { exact: true }).fill('5000');
  await form.getByLabel('Transaction password').fill('246810');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your balance is too low for this amount');
  await form.getByLabel('Amount', { exact: true }).fill('1200');
  await form.getByLabel('Transaction password').fill('246810');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('status')).toContainText('Your withdrawal was requested.');
  const withdrawals = page.getByRole('list', { name: 'Withdrawals' });
  await expect(withdrawals.getByRole('listitem').first()).toContainText('Pending');
  await expect(page.locator('[data-balance]')).toContainText(shown('1800.00'));

  // 4. The operator pays; without a reload the player sees the question, the auto-confirm time, and answers "received".
  await payWithdrawal(admin, site, player.account);
  const row = withdrawals.getByRole('listitem').first();
  await expect(row).toContainText('Paid: please confirm');
  await expect(row).toContainText('Without an answer it counts as received at');
  // "Not received" needs a proof image: refused in the browser without one.
  const notReceived = row.getByRole('button', { name: 'Not received', exact: true });
  await notReceived.click();
  await expect(row.getByRole('alert')).toHaveText('Add a proof image to report a payment as not received.');
  await row
    .getByLabel(/^Proof image/)
    .setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await notReceived.click();
  await expect(row.getByRole('alert')).toHaveText('The image must be a PNG or JPG file.');
  await row.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(row).toContainText('Received');
  await expect(row.getByRole('button', { name: 'Received', exact: true })).toHaveCount(0);

  // 5. The account record shows the credit and the withdrawal; the CSV has the same rows.
  await page.goto(`${site}/member/transactionHistory/`);
  const rows = page.getByRole('list', { name: 'Movements' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText(shown('1200.00'));
  await expect(rows.nth(1)).toContainText('Adjustment');
  await expectNoHorizontalOverflow(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Time,Type,Amount,Balance after,Reference');
  // The time cell is quoted: the page's time ("05/12/2026, 18:00:00") holds a comma.
  expect(
    lines.slice(1).map((line) =>
      line
        .replace(/^"[^"]*",/, 'time,')
        .split(',')
        .slice(1, 4),
    ),
  ).toEqual([
    ['Withdrawal', '-1200.00', '1800.00'],
    ['Adjustment', '3000.00', '3000.00'],
  ]);

  // The type filter narrows the list and the file alike.
  await page.getByLabel('Type').selectOption({ label: 'Withdrawal' });
  await page.getByRole('main').getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rows).toHaveCount(1);
  const filtered = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const filteredLines = (await readFile(await (await filtered).path(), 'utf8')).trim().split('\r\n');
  expect(filteredLines).toHaveLength(2);
});

/** A page text with its {{values}} filled in. */
const text = (lang: string, key: string, values: Record<string, string> = {}) =>
  message(lang, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

// The merchant's default language and Urdu: the same journey, read in each.
for (const lang of ['en', 'ur'] as const) {
  test(`${lang}: a payout account in another name is refused; a paid withdrawal turns to paid without a reload`, async ({
    page,
    sites,
    admin,
    consoleErrors,
  }) => {
    // The refused binding is the platform's 409, which Chromium logs as a failed resource.
    consoleErrors.ignore(/member\/withdraw\/: Failed to load resource: .*409/);
    const site = sites.pakistan;
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const player = await freshPlayer(site);
    await credit(admin, site, player.account, 300_000);
    await setPaymentPassword(site, player.token, '246810');
    // The first binding saves the real name the others are held to.
    await apiFor(site, player.token).call(bindPayoutAccountCall, {
      body: {
        methodCode: 'jazzcash',
        accountNumber: '03007654321',
        accountName: 'Rahim Uddin',
        paymentPassword: '246810',
      },
    });
    await page.goto(await withToken(`${site}${prefix}/member/withdraw/`, player.token));

    const bind = page.getByRole('form', { name: message(lang, 'money.bind.title') });
    await bind.getByLabel(message(lang, 'money.bind.method')).selectOption({ label: 'Easypaisa' });
    const number = text(lang, 'money.bind.accountNumber', { label: message(lang, 'money.accountLabel.mobile') });
    await bind.getByLabel(number).fill('03451234567');
    await bind.getByLabel(message(lang, 'money.bind.accountName')).fill('Karim Mia');
    await bind.getByLabel(message(lang, 'money.password.label')).fill('246810');
    await bind.getByRole('button', { name: message(lang, 'money.bind.submit') }).click();
    await expect(bind.getByRole('alert')).toHaveText(message(lang, 'errors.payout_name_mismatch'));
    await expectNoHorizontalOverflow(page);

    // The withdrawal form names the chosen account's holder and shows the fee and net before sending.
    const form = page.getByRole('form', { name: message(lang, 'money.withdraw.title') });
    await expect(form.getByTestId('payout-holder')).toContainText('Rahim Uddin');
    await form.getByLabel(message(lang, 'money.common.amount'), { exact: true }).fill('1200');
    await expect(form.locator('[data-fee-summary="withdrawal"] [data-net]')).toBeVisible();
    await form.getByLabel(message(lang, 'money.password.label')).fill('246810');
    await form.getByRole('button', { name: message(lang, 'money.withdraw.submit') }).click();
    // The binding form's old refusal went when the withdrawal was sent: one outcome on screen.
    await expect(form.getByRole('status')).toHaveText(message(lang, 'money.withdraw.submitted'));
    await expect(bind.getByRole('alert')).toHaveCount(0);
    const row = page
      .getByRole('list', { name: message(lang, 'money.withdrawals.title') })
      .getByRole('listitem')
      .first();
    await expect(row).toContainText(message(lang, 'money.withdrawals.status.pending'));

    await payWithdrawal(admin, site, player.account);
    await expect(row).toContainText(message(lang, 'money.withdrawals.status.confirmed'));
    await expect(
      row.getByRole('button', { name: message(lang, 'money.withdrawals.received'), exact: true }),
    ).toHaveAccessibleDescription(message(lang, 'money.withdrawals.receivedHelp'));
  });
}
