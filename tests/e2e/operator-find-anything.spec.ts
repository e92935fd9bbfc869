/**
 * "Find anything" on the operator console (desktop): a reviewer finds a decided deposit in the history by member
 * and the merchant's day (amount in taka, bKash by name), downloads the filtered set as CSV, opens the member page
 * from the row's member name, adds a note; the admin reads the note in the audit log.
 */

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminDepositDecisionCall } from '../../src/api/calls/admin-money';
import { depositCall } from '../../src/api/calls/money/deposits';
import { expect, test } from './fixtures';
import { freshPlayer, merchantCodeOf } from './support/money';
import { openConsole } from './support/operator-console';
import { adminApi, apiFor } from './support/sign-in';

test.use({ popups: 'dismissed' });

test('a reviewer finds a decided deposit by member and day, downloads it, opens the member and notes; the audit log shows it', async ({
  page,
  browser,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.bangladesh as string;
  const merchantCode = merchantCodeOf(site);
  const player = await freshPlayer(site);
  const made = await apiFor(site, player.token).call(depositCall, {
    body: {
      methodCode: 'bkash',
      amount: 123_400,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: randomBytes(12).toString('hex'),
    },
  });
  await adminApi(admin).call(adminDepositDecisionCall, {
    body: { merchantCode, depositId: made.deposit.id, decision: 'approve' },
  });

  const reviewer = await openConsole(page, operatorUrl, admin, 'reviewer', merchantCode);
  // The history is a group of the console's navigation; the member page is in "Members".
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: 'History', exact: true }).first().click();
  const filters = page.getByRole('form', { name: 'History filters' });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Dhaka' });
  await filters.getByRole('textbox', { name: 'Member' }).fill(player.account);
  await filters.getByLabel('Status').selectOption('approved');
  await filters.getByLabel('From').fill(today);
  await filters.getByLabel('To').fill(today);
  await filters.getByRole('button', { name: 'Search' }).click();
  const history = page.getByRole('table', { name: /^Deposits of SHAPLA_BD/ });
  const row = history.getByRole('row').filter({ hasText: String(made.deposit.id) });
  await expect(row).toContainText('৳1,234.00');
  await expect(row).toContainText('bKash');
  await expect(page.getByText('1 found · gross ৳1,234.00')).toBeVisible();

  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${made.deposit.id},${player.account},bKash,1234.00,`);

  // The member's name in the row opens the member page; the keyboard lands on its heading.
  await row.getByRole('button', { name: player.account }).click();
  const heading = page.getByRole('heading', { name: `Member ${player.account}` });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('table', { name: 'Balances' })).toContainText('৳1,234.00');
  const note = `Asked about deposit ${made.deposit.id}: confirmed on the phone`;
  const addNote = page.getByRole('form', { name: 'Add a note' });
  await addNote.getByLabel(/^Note/).fill(note);
  await addNote.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `${reviewer}: ${note}` })).toBeVisible();

  const adminPage = await browser.newPage();
  await openConsole(adminPage, operatorUrl, admin, 'admin', merchantCode);
  await adminPage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Operators and audit', exact: true })
    .click();
  const audit = adminPage.getByRole('form', { name: 'Audit log filters' });
  await audit.getByLabel('Operator').fill(reviewer);
  await audit.getByLabel('Action').fill('member.note');
  await audit.getByRole('button', { name: 'Filter' }).click();
  await expect(adminPage.locator('#audit').getByRole('row').filter({ hasText: note })).toContainText(reviewer);
  await adminPage.close();
});
