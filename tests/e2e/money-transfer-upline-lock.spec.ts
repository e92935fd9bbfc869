/**
 * A transfer to the upline keeps a locked bonus in the wallet (a bonus stays locked until its turnover is played),
 * on a 360 px phone:
 * a bonus issued while the page is open is refused by the platform with the translated bonus_turnover_open
 * message; the page then shows what may go and why (as the withdraw page does) and refuses more before sending;
 * up to the withdrawable amount the transfer goes through.
 */
import type { APIRequestContext } from '@playwright/test';
import { transferUplineCall } from '../../src/api/calls/money/transfers';
import { adminApplicationDecisionCall, adminApplicationsCall } from '../../src/api/calls/promotions/admin-promotions';
import { promotionApplyCall } from '../../src/api/calls/promotions/promotions';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import {
  credit,
  expectNoHorizontalOverflow,
  freshPlayer,
  merchantCodeOf,
  minorUnitsOf,
  PHONE,
  setPaymentPassword,
  shown,
} from './support/money';
import { adminApi, apiFor, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE, isMobile: true, hasTouch: true });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

/** bangladesh's application promotion, applied for and issued by the operator: a bonus of 300 (3× turnover). */
async function issueApplicationBonus(admin: APIRequestContext, site: string, token: string, username: string) {
  const merchantCode = merchantCodeOf(site);
  // each call resolves only on the platform's success
  await apiFor(site, token).call(promotionApplyCall, {
    body: {
      promotionId: 'big-win-bonus',
      remark: 'Big win',
      images: [{ type: 'image/png', data: PNG.toString('base64') }],
    },
  });
  const operator = adminApi(admin);
  const waiting = await operator.call(adminApplicationsCall, { query: { merchantCode, status: 'applying' } });
  const applicationId = waiting.find((row) => row.username === username)?.id as number;
  await operator.call(adminApplicationDecisionCall, { body: { merchantCode, applicationId, decision: 'approve' } });
}

test('a locked bonus cannot be transferred to the upline: the page says why and how much may go', async ({
  page,
  sites,
  admin,
  consoleErrors,
}) => {
  // The platform's refusal below (409) is what this test is about; Chromium logs it as a failed resource.
  consoleErrors.ignore(/Failed to load resource: the server responded with a status of 409/);
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site, 'BDAGENT1');
  await credit(admin, site, player.account, 80_000);
  await setPaymentPassword(site, player.token, '135790');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === transferUplineCall.path) sent.push(request.url());
  });
  await page.goto(await withToken(`${site}/en/member/transferUpline/`, player.token));
  await expect(page.getByRole('heading', { level: 2, name: 'Your upline' })).toBeVisible();
  // Nothing is locked yet: no note.
  const form = page.getByRole('form', { name: 'Your upline' });
  await expect(form.getByRole('note')).toHaveCount(0);

  // The operator issues a bonus of 300 while the page is open: 1,100 in the wallet, 300 of it locked.
  await issueApplicationBonus(admin, site, player.token, player.account);
  await form.getByLabel('Amount', { exact: true }).fill('1000');
  await form.getByLabel('Transaction password').fill('135790');
  await form.getByRole('button', { name: 'Transfer' }).click();
  const refusal = message('en', 'errors.bonus_turnover_open');
  await expect(form.getByRole('alert')).toHaveText(refusal);
  expect(sent).toHaveLength(1);

  // The page now says what may go and why, and refuses more before sending.
  const lock = form.locator('[data-bonus-lock]');
  await expect(lock.getByRole('note')).toContainText('turnover requirement');
  await expect(lock.getByRole('note')).toContainText(shown('300.00'));
  expect(minorUnitsOf(await lock.locator('p').first().textContent())).toBe(80_000);
  await expect(lock.getByRole('link', { name: 'See bonus details' })).toHaveAttribute(
    'href',
    '/en/member/bonusDetails/',
  );
  await form.getByLabel('Amount', { exact: true }).fill('900');
  await form.getByLabel('Transaction password').fill('135790');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('alert')).toHaveText(refusal);
  expect(sent).toHaveLength(1);
  await expectNoHorizontalOverflow(page);

  // Up to the withdrawable amount it goes.
  await form.getByLabel('Amount', { exact: true }).fill('800');
  await form.getByLabel('Transaction password').fill('135790');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText(/^The money was sent to/)).toBeVisible();
  expect(sent).toHaveLength(2);
  await expect(page.locator('[data-balance]').first()).toContainText(shown('300.00'));
});
