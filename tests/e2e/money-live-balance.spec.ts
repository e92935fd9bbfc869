/**
 * Live balance (issue 10 item 7): the header balance follows a movement made elsewhere — here the operator's
 * approval of a deposit — without a reload or a poll, over the platform's server-sent-events stream.
 */
import { expect, test } from './fixtures';
import { approveDeposit, freshPlayer, merchantCodeOf, PHONE } from './support/money';
import { withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

test('the header balance changes when the operator approves a deposit, without a reload', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/en/member/depositv2/`, player.token));
  const balance = page.locator('[data-balance]').first();
  await expect(balance).toContainText('0.00');

  // The player claims a bKash deposit through the page's own call, as the form would.
  const claim = await page.evaluate(
    async ({ token, merchantCode }) => {
      const response = await fetch('/wps/payment/deposit', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-merchant-code': merchantCode,
        },
        body: JSON.stringify({
          methodCode: 'bkash',
          amount: 75_000,
          senderAccount: '01712345678',
          trxId: `LB${Date.now()}`.slice(0, 10).toUpperCase(),
          idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
        }),
      });
      return response.status;
    },
    { token: player.token, merchantCode: merchantCodeOf(site) },
  );
  expect(claim).toBe(200);

  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await approveDeposit(admin, site, player.account);
  await expect(balance).toContainText('750.00');
  expect(navigations).toBe(0);
});

test("the operator approves on the review page and the player's header follows", async ({
  page,
  browser,
  sites,
  adminToken,
}) => {
  // Pakistan's default language is English.
  const site = sites.pakistan;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/depositv2/`, player.token));
  const balance = page.locator('[data-balance]').first();
  await expect(balance).toContainText('0.00');
  await page.getByText('Easypaisa', { exact: true }).first().click();
  await page.getByLabel('Amount', { exact: true }).fill('1500');
  await page.getByLabel('Your mobile number you paid from').fill('03001234567');
  await page.getByLabel('Transaction ID (TrxID)').fill(`${Date.now()}`.slice(-11));
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was sent.')).toBeVisible();

  // The operator, in another browser, opens the review page and approves it.
  const operator = await browser.newPage();
  await operator.goto(`${site}/admin/`);
  await operator.getByLabel('Admin token').fill(adminToken);
  await operator.getByLabel('Merchant').selectOption(merchantCodeOf(site));
  await operator.getByRole('button', { name: 'Open' }).click();
  const row = operator.getByRole('row').filter({ hasText: player.account });
  await expect(row).toContainText('1,500.00');
  await row.getByRole('button', { name: /^Approve deposit/ }).click();
  await expect(operator.getByRole('row').filter({ hasText: player.account })).toHaveCount(0);
  await operator.close();

  await expect(balance).toContainText('1,500.00');
});
