/**
 * Live balance: the header balance follows a movement made elsewhere — here the operator's
 * approval of a deposit — without a reload or a poll, over the platform's server-sent-events stream.
 */
import type { Page } from '@playwright/test';
import { depositCall } from '../../src/api/calls/money/deposits';
import { balanceCall } from '../../src/api/calls/wallet';
import { expect, test } from './fixtures';
import { approveDeposit, freshPlayer, merchantCodeOf, PHONE } from './support/money';
import { confirmInDialog, openConsole } from './support/operator-console';
import { fetchFromServer } from './support/server-fetch';
import { withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

/**
 * A fresh player on the site's English deposit page, balance 0.00, with a 750.00 bKash deposit claimed through the
 * page's own call, as the form would, waiting for the operator.
 */
async function playerWithPendingDeposit(page: Page, site: string) {
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/en/member/depositv2/`, player.token));
  const balance = page.locator('[data-balance]').first();
  await expect(balance).toContainText('0.00');
  const claim = await page.evaluate(
    async ({ path, token, merchantCode }) => {
      const response = await fetch(path, {
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
          // unique per claim: the platform refuses a transaction id it has seen
          trxId: crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase(),
          idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
        }),
      });
      return response.status;
    },
    { path: depositCall.path, token: player.token, merchantCode: merchantCodeOf(site) },
  );
  expect(claim).toBe(200);
  return { player, balance };
}

test('the header balance changes when the operator approves a deposit, without a reload', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const { player, balance } = await playerWithPendingDeposit(page, site);

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
  admin,
  operatorUrl,
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
  await openConsole(operator, operatorUrl, admin, 'reviewer', merchantCodeOf(site));
  const row = operator.getByRole('row').filter({ hasText: player.account });
  await expect(row).toContainText('1,500.00');
  await row.getByRole('button', { name: /^Approve deposit/ }).click();
  await confirmInDialog(operator, 'Approve');
  await expect(operator.getByRole('row').filter({ hasText: player.account })).toHaveCount(0);
  await operator.close();

  await expect(balance).toContainText('1,500.00');
});

test('a balance answer read before a live change, delivered after it, does not undo it', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.bangladesh as string;
  const { player, balance } = await playerWithPendingDeposit(page, site);

  // A slow network: the next balance call is read by the platform now (0.00) and its answer held on the way
  // until the approval's live balance is on screen.
  let read: () => void = () => {};
  const wasRead = new Promise<void>((resolve) => (read = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**${balanceCall.path}`,
    async (route) => {
      const response = await fetchFromServer(route, site);
      read();
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await refresh.click();
  await wasRead;
  await expect(refresh).toBeDisabled();
  await approveDeposit(admin, site, player.account);
  await expect(balance).toContainText('750.00');

  release();
  // The refresh is over when its button comes back; the older answer (0.00) did not replace the live 750.00.
  await expect(refresh).toBeEnabled();
  await expect(balance).toContainText('750.00');
});
