/**
 * A day's work on the operator console without the API, each role in its own sections (the navigation shows one
 * group at a time and only what the role may use): an admin switches a merchant's feature flag and puts a game
 * vendor under maintenance, and reads both in the audit log with their name; a marketing operator sends a member a
 * message the member then finds in their inbox, and has no merchant settings to reach; finance reads a deposit in the
 * merchant's currency with the method's name, settles contracts and ends one the operator granted.
 * Whatever a test switches on a merchant it switches back: other tests play on the same merchants.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminGrantContractCall } from '../../src/api/calls/contracts/admin';
import { inboxListCall } from '../../src/api/calls/inbox/list-messages';
import { depositCall } from '../../src/api/calls/money/deposits';
import { expect, test } from './fixtures';
import { freshPlayer, merchantCodeOf } from './support/money';
import { confirmInDialog, openConsole } from './support/operator-console';
import { adminApi, apiFor } from './support/sign-in';

test.use({ popups: 'dismissed' });

/** Opens a group of the console's sections through its navigation, with the keyboard. */
async function showGroup(page: Page, group: string) {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await nav.getByRole('link', { name: group, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: group, exact: true })).toHaveAttribute('aria-current', 'true');
}

test('an admin switches a flag and puts a vendor under maintenance; the audit log names both', async ({
  page,
  sites,
  admin,
  operatorUrl,
}) => {
  const merchantCode = merchantCodeOf(sites.myanmar);
  const username = await openConsole(page, operatorUrl, admin, 'admin', merchantCode);

  await showGroup(page, 'Merchant settings');
  // The review queues are another group: not on the screen now.
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeHidden();
  const flag = page.locator('#flags tr[data-id="MANPLAYREB3"]');
  const was = (await flag.getByRole('cell').nth(2).textContent())?.trim();
  const to = was === 'on' ? 'off' : 'on';
  await flag.getByRole('button', { name: `Switch MANPLAYREB3 ${to}` }).click();
  await confirmInDialog(page, `Switch ${to}`);
  await expect(flag.getByRole('cell', { name: to, exact: true })).toBeVisible();

  const vendors = page.locator('#vendor-maintenance tbody tr');
  await expect(vendors.first()).toBeVisible();
  const vendor = vendors.filter({ hasText: 'open' }).last();
  const vendorId = String(await vendor.getAttribute('data-id'));
  const row = page.locator(`#vendor-maintenance tr[data-id="${vendorId}"]`);
  await row.getByRole('button', { name: /^Start maintenance of / }).click();
  await confirmInDialog(page, 'Start maintenance');
  await expect(row.getByRole('cell', { name: 'under maintenance', exact: true })).toBeVisible();

  // Both back as they were (audited too), before anything else reads them.
  await row.getByRole('button', { name: /^End maintenance of / }).click();
  await confirmInDialog(page, 'End maintenance');
  await expect(row.getByRole('cell', { name: 'open', exact: true })).toBeVisible();
  await flag.getByRole('button', { name: `Switch MANPLAYREB3 ${was}` }).click();
  await confirmInDialog(page, `Switch ${was}`);
  await expect(flag.getByRole('cell', { name: String(was), exact: true })).toBeVisible();

  await showGroup(page, 'Operators and audit');
  const filters = page.getByRole('form', { name: 'Audit log filters' });
  await filters.getByLabel('Operator').fill(username);
  await filters.getByRole('button', { name: 'Filter' }).click();
  const log = page.locator('#audit');
  const [gameType, vassalage] = vendorId.split(':');
  // Newest first: each switch back, then the switch itself, with the value after it (the log's eighth column).
  const after = (rows: ReturnType<Page['locator']>, index: number) => rows.nth(index).getByRole('cell').nth(7);
  const flagRows = log.getByRole('row').filter({ hasText: 'merchant.flags' });
  await expect(flagRows).toHaveCount(2);
  await expect(flagRows.first()).toContainText(`merchant:${merchantCode}`);
  await expect(after(flagRows, 1)).toContainText(`"MANPLAYREB3":${to === 'on'}`);
  const vendorRows = log.getByRole('row').filter({ hasText: `vendor:${vassalage}:${gameType}` });
  await expect(vendorRows).toHaveCount(2);
  await expect(after(vendorRows, 1)).toContainText('"maintenance":true');
  await expect(after(vendorRows, 0)).toContainText('"maintenance":false');
});

test('a marketing operator sends a member a message and has no merchant settings', async ({
  page,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await openConsole(page, operatorUrl, admin, 'marketing', merchantCodeOf(site));

  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Marketing', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Merchant settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Feature flags' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Feature flags' })).toBeHidden();

  await showGroup(page, 'Marketing');
  const title = `Weekend cashback ${randomBytes(3).toString('hex')}`;
  const form = page.getByRole('form', { name: 'Inbox message' });
  await form.getByLabel('To member (empty: every member)').fill(player.account);
  await form.getByLabel('Kind').selectOption('personal');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Your cashback is on its way.');
  await form.getByRole('button', { name: 'Send' }).click();
  await confirmInDialog(page, 'Send');
  await expect(page.getByText(`sent to ${player.account}.`)).toBeVisible();

  const inbox = await apiFor(site, player.token).call(inboxListCall, { query: {} as never });
  expect(inbox.rows.map((message) => message.title)).toContain(title);
});

test('finance reads amounts in the currency, settles contracts and ends one the operator granted', async ({
  page,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.bangladesh as string;
  const merchantCode = merchantCodeOf(site);
  const player = await freshPlayer(site);
  const { deposit } = await apiFor(site, player.token).call(depositCall, {
    body: {
      methodCode: 'bkash',
      amount: 152_050,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: randomBytes(12).toString('hex'),
    },
  });
  const agent = await freshPlayer(site);
  const { contract } = await adminApi(admin).call(adminGrantContractCall, {
    body: {
      merchantCode,
      username: agent.account,
      kind: 'daily_salary',
      tiers: [{ minBase: 0, minActive: 0, rate: 0.5 }],
    },
  });

  await openConsole(page, operatorUrl, admin, 'finance', merchantCode);
  // The deposit in the merchant's currency, with the method's name.
  const pending = page.locator(`#deposits tr[data-id="${deposit.id}"]`);
  await expect(pending.getByRole('cell', { name: '৳1,520.50', exact: true }).first()).toBeVisible();
  await expect(pending.getByRole('cell', { name: 'bKash', exact: true })).toBeVisible();

  await showGroup(page, 'Money');
  // The list is in (its status said so) before the settlement writes its own answer there.
  const row = page.locator(`#contracts tr[data-id="${contract.id}"]`);
  await expect(row).toContainText(agent.account);
  const settle = page.getByRole('form', { name: 'Settle contracts' });
  await settle.getByLabel('Kind').selectOption('daily_salary');
  await settle.getByRole('button', { name: 'Settle closed periods' }).click();
  await confirmInDialog(page, 'Settle');
  await expect(page.locator('#section-contracts').getByRole('status')).toContainText(
    /Settled \d+ periods, \d+ paid, ৳[\d,]+\.\d\d in all\./,
  );

  await row.getByRole('button', { name: `End contract ${contract.id}` }).click();
  await confirmInDialog(page, 'End contract');
  await expect(row.getByRole('cell', { name: 'asked by the operator', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `End contract ${contract.id}` })).toHaveCount(0);
  // Granting is the admins': finance has no form for it.
  await expect(page.getByRole('form', { name: 'Grant a contract' })).toBeHidden();

  // A bookmarked section: the console opens on its group, at its heading.
  await page.goto(`${operatorUrl}/admin/#/money/section-contracts`);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agent contracts' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeHidden();
});
