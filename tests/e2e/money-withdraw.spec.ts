/**
 * Withdrawal (withdraw) on a 360 px phone: set the transaction password, bind a payout
 * account (final), withdraw within the balance, the operator pays, the player confirms receipt; then the
 * account record lists the movements and its CSV holds the same rows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { credit, expectNoHorizontalOverflow, freshPlayer, PHONE, payWithdrawal, shown } from './support/money';
import { withToken } from './support/sign-in';

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

  // 4. The operator pays; the player sees the question, the auto-confirm time, and answers "received".
  await payWithdrawal(admin, site, player.account);
  await page.reload();
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
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([
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
