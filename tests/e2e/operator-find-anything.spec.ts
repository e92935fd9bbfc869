/**
 * "Find anything" on the operator console (desktop): a reviewer finds a decided deposit in the history by member
 * and the merchant's day (amount in taka, bKash by name), downloads the filtered set as CSV, opens the member page
 * from the row's member name, adds a note; the admin reads the note in the audit log. An admin extends a player's
 * time-out and marks their password expired from the member page, each after a confirmation, and finds both audited.
 */

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminDepositDecisionCall } from '../../src/api/calls/admin-money';
import { depositCall } from '../../src/api/calls/money/deposits';
import { takeExclusionCall } from '../../src/api/calls/responsible-gaming/exclusion';
import { expect, test } from './fixtures';
import { FRESH_PLAYER_PASSWORD, freshPlayer, merchantCodeOf } from './support/money';
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

test("an admin extends a player's time-out and expires their password from the member page; the audit log shows both", async ({
  page,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.bangladesh as string;
  const merchantCode = merchantCodeOf(site);
  const player = await freshPlayer(site);
  const taken = await apiFor(site, player.token).call(takeExclusionCall, {
    body: { kind: 'time-out', period: '24h', password: FRESH_PLAYER_PASSWORD },
  });

  await openConsole(page, operatorUrl, admin, 'admin', merchantCode);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: 'Members', exact: true }).first().click();
  const find = page.getByRole('form', { name: 'Find a member' });
  await find.getByRole('textbox', { name: 'Username' }).fill(player.account);
  await find.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: `Member ${player.account}` })).toBeVisible();

  // Two days later than the break's end, typed in the operator's own zone (the browser's, as the page's times are).
  const later = new Date(Date.parse(taken.endsAt) + 2 * 24 * 60 * 60 * 1000);
  later.setSeconds(0, 0);
  const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  const extend = page.getByRole('form', { name: 'Extend the break' });
  await extend.getByLabel('New end of the break').fill(local);
  await extend.getByRole('button', { name: 'Extend the break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Extend the break?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Mark the password expired' }).click();
  await page
    .getByRole('dialog', { name: 'Mark the password expired?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('button', { name: 'Mark the password current' })).toBeVisible();
  await expect(page.getByText('Active, password expired')).toBeVisible();

  await nav.getByRole('link', { name: 'Operators and audit', exact: true }).click();
  const audit = page.getByRole('form', { name: 'Audit log filters' });
  await audit.getByLabel('Action').fill('responsible-gaming.extend');
  await audit.getByRole('button', { name: 'Filter' }).click();
  await expect(page.locator('#audit').getByRole('row').filter({ hasText: later.toISOString() })).toContainText(
    player.account,
  );
  await audit.getByLabel('Action').fill('member.password_expired');
  await audit.getByRole('button', { name: 'Filter' }).click();
  await expect(page.locator('#audit').getByRole('row').filter({ hasText: player.account }).first()).toBeVisible();
});
