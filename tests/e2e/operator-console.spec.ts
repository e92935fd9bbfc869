/**
 * Operators as people on the operator console: each signs in with username, password and authenticator
 * code and sees only what their role may do. A reviewer approves a deposit after confirming it and rejects another
 * with a reason, which the player then reads on their Urdu deposit page; finance pays a withdrawal; the admin reads
 * both decisions, with who made them, in the audit log. A reviewer reaches no admin settings, neither on the page
 * nor through the API with their session.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import type { OperatorRole } from '../../src/api/calls/admin-operators';
import { depositCall } from '../../src/api/calls/money/deposits';
import { bindPayoutAccountCall, withdrawCall } from '../../src/api/calls/money/withdrawals';
import { expect, test } from './fixtures';
import { credit, freshPlayer, merchantCodeOf, setPaymentPassword } from './support/money';
import { confirmInDialog, openConsole, signInOperator } from './support/operator-console';
import { apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

const key = () => randomBytes(12).toString('hex');
/** What the reviewer types (in Urdu, for this player): "The transaction ID was not found in our account." */
const REASON = 'ٹرانزیکشن آئی ڈی ہمارے اکاؤنٹ میں نہیں ملی';

/** A console page of its own (its own browser context, so its own session cookie) for a fresh operator of `role`. */
async function consoleAs(
  browser: Browser,
  operatorUrl: string,
  admin: APIRequestContext,
  role: OperatorRole,
  merchantCode: string,
) {
  const page = await browser.newPage();
  const username = await openConsole(page, operatorUrl, admin, role, merchantCode);
  return { page, username };
}

test('a reviewer approves and rejects with confirmation, finance pays, the player reads the reason in Urdu, the audit log shows who', async ({
  page,
  browser,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.pakistan as string;
  const merchantCode = merchantCodeOf(site);
  const player = await freshPlayer(site);
  const api = apiFor(site, player.token);
  const deposit = (amount: number) =>
    api.call(depositCall, {
      body: {
        methodCode: 'easypaisa',
        amount,
        senderAccount: '03001234567',
        trxId: `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-11),
        idempotencyKey: key(),
      },
    });
  const approved = (await deposit(100_000)).deposit.id;
  const rejected = (await deposit(120_000)).deposit.id;
  await credit(admin, site, player.account, 300_000);
  await setPaymentPassword(site, player.token, '246810');
  const account = await api.call(bindPayoutAccountCall, {
    body: {
      methodCode: 'jazzcash',
      accountNumber: '03007654321',
      accountName: 'Rahim Uddin',
      paymentPassword: '246810',
    },
  });
  const { withdrawal } = await api.call(withdrawCall, {
    body: { payoutAccountId: account.id, amount: 150_000, paymentPassword: '246810', idempotencyKey: key() },
  });

  // The reviewer: a decision waits for confirmation, Escape leaves it undone.
  const { page: reviewer, username: reviewerName } = await consoleAs(
    browser,
    operatorUrl,
    admin,
    'reviewer',
    merchantCode,
  );
  const approvedRow = reviewer.locator(`#deposits tr[data-id="${approved}"]`);
  await approvedRow.getByRole('button', { name: `Approve deposit ${approved}`, exact: true }).click();
  await expect(reviewer.getByRole('dialog', { name: `Approve deposit ${approved}?` })).toBeVisible();
  await reviewer.keyboard.press('Escape');
  await expect(reviewer.getByRole('dialog')).toBeHidden();
  await expect(approvedRow).toHaveCount(1);
  await approvedRow.getByRole('button', { name: `Approve deposit ${approved}`, exact: true }).click();
  await confirmInDialog(reviewer, 'Approve');
  await expect(approvedRow).toHaveCount(0);

  // A rejection needs a reason: the dialog stays until one is written.
  const rejectedRow = reviewer.locator(`#deposits tr[data-id="${rejected}"]`);
  await rejectedRow.getByRole('button', { name: `Reject deposit ${rejected}`, exact: true }).click();
  const dialog = reviewer.getByRole('dialog', { name: `Reject deposit ${rejected}?` });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeVisible();
  await confirmInDialog(reviewer, 'Reject', REASON);
  await expect(rejectedRow).toHaveCount(0);
  // Paying is finance's: the reviewer's console offers no Pay button.
  const withdrawalRow = reviewer.locator(`#withdrawals tr[data-id="${withdrawal.id}"]`);
  await expect(withdrawalRow.getByRole('button', { name: `Reject withdrawal ${withdrawal.id}` })).toBeVisible();
  await expect(withdrawalRow.getByRole('button', { name: `Pay withdrawal ${withdrawal.id}` })).toHaveCount(0);
  await reviewer.close();

  const { page: finance, username: financeName } = await consoleAs(
    browser,
    operatorUrl,
    admin,
    'finance',
    merchantCode,
  );
  const payRow = finance.locator(`#withdrawals tr[data-id="${withdrawal.id}"]`);
  await payRow.getByRole('button', { name: `Pay withdrawal ${withdrawal.id}`, exact: true }).click();
  await confirmInDialog(finance, 'Pay');
  await expect(payRow).toHaveCount(0);
  await finance.close();

  // The player reads the reason, under the label in their language.
  await page.goto(await withToken(`${site}/ur/member/depositv2/`, player.token));
  const entry = page.locator(`[data-deposit-id="${rejected}"]`);
  await expect(entry).toContainText(`مسترد: ${REASON}`);
  await expect(page.locator(`[data-deposit-id="${approved}"]`)).not.toContainText('مسترد');

  // The admin reads both decisions in the audit log, with who made them.
  const { page: adminPage } = await consoleAs(browser, operatorUrl, admin, 'admin', merchantCode);
  // The log is in its own group of the console's sections.
  await adminPage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Operators and audit', exact: true })
    .click();
  const log = adminPage.locator('#audit');
  const filters = adminPage.getByRole('form', { name: 'Audit log filters' });
  await filters.getByLabel('Operator').fill(reviewerName);
  await filters.getByLabel('Action').fill('deposit.reject');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const rejection = log.getByRole('row').filter({ hasText: `deposit:${rejected}` });
  await expect(rejection).toContainText(reviewerName);
  await expect(rejection).toContainText(REASON);
  await filters.getByLabel('Operator').fill(financeName);
  await filters.getByLabel('Action').fill('withdrawal.pay');
  await filters.getByRole('button', { name: 'Filter' }).click();
  const payment = log.getByRole('row').filter({ hasText: `withdrawal:${withdrawal.id}` });
  await expect(payment).toContainText(financeName);
  await expect(payment).toContainText('"status":"confirmed"');
  await adminPage.close();
});

test('a reviewer reaches no admin settings: not on the page, not through the API', async ({
  page,
  operatorUrl,
  admin,
  consoleErrors,
}) => {
  // The refusals below are the point; Chromium logs each as a failed resource.
  consoleErrors.ignore(/status of 403/);
  await signInOperator(page, operatorUrl, admin, 'reviewer');
  await page.getByLabel('Merchant').selectOption('SHAPLA_BD');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operators' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Adjust a balance' })).toBeHidden();
  // The session's own calls, as a script on the page would make them: the server refuses them.
  const answers = await page.evaluate(async () => {
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(path, {
        method,
        headers: { 'x-operator-request': '1', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return [res.status, (await res.json()).code];
    };
    return [
      await call('POST', '/admin/merchant/status', { merchantCode: 'SHAPLA_BD', maintenance: true }),
      await call('GET', '/admin/operators'),
      await call('GET', '/admin/audit'),
    ];
  });
  expect(answers).toEqual([
    [403, 'forbidden'],
    [403, 'forbidden'],
    [403, 'forbidden'],
  ]);
});
