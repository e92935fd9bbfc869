/**
 * Reward centre and bonus details on a 360 px phone: a fresh player joins the welcome
 * bonus, deposits (the operator approves through the admin API), sees the red badge, claims the bonus (the header
 * balance rises by it, the badge goes), watches its turnover progress move after real slot spins, and the
 * withdraw page shows the withdrawable amount with the locked bonus and refuses more. An application with two
 * images (a wrong file refused without losing the remark) is issued by the operator and credited; Urdu reads right
 * to left with translated states. axe finds no serious violation.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { depositCall } from '../../src/api/calls/money/deposits';
import { bindPayoutAccountCall } from '../../src/api/calls/money/withdrawals';
import { adminApplicationDecisionCall, adminApplicationsCall } from '../../src/api/calls/promotions/admin-promotions';
import { promotionApplyCall, promotionClaimCall } from '../../src/api/calls/promotions/promotions';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import {
  approveDeposit,
  expectNoHorizontalOverflow,
  freshPlayer,
  merchantCodeOf,
  minorUnitsOf,
  PHONE,
  setPaymentPassword,
  shown,
} from './support/money';
import { confirmInDialog, openConsole } from './support/operator-console';
import { adminApi, apiFor, refusal, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

/** bangladesh: 100% welcome bonus from a 500 deposit, 15× deposit and bonus in turnover. */
const DEPOSIT = 60_000;
const BONUS = 60_000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function spinInStudio(page: Page, site: string, times: number): Promise<void> {
  await page.goto(`${site}/en/studio/slot/`);
  await expect(page.getByRole('heading', { name: 'Lucky Five', level: 1 })).toBeVisible();
  await page.getByLabel('Stake').fill('5');
  const spin = page.getByRole('button', { name: 'Spin' });
  const played = page.getByRole('list', { name: 'Your last rounds' }).getByRole('listitem');
  await expect(played).toHaveCount(0);
  for (let count = 1; count <= times; count += 1) {
    await spin.click();
    await expect(played).toHaveCount(count);
    await expect(spin).toBeEnabled();
  }
}

async function approveApplication(admin: APIRequestContext, site: string, username: string): Promise<void> {
  const merchantCode = merchantCodeOf(site);
  const operator = adminApi(admin);
  const waiting = await operator.call(adminApplicationsCall, { query: { merchantCode, status: 'applying' } });
  const application = waiting.find((row) => row.username === username);
  expect(application?.imageCount).toBe(2);
  // resolves only on the platform's success
  await operator.call(adminApplicationDecisionCall, {
    body: { merchantCode, applicationId: application?.id as number, decision: 'approve' },
  });
}

const badge = (page: Page) => page.locator('[data-member-badge="rewardCenter"]');

test('join, deposit, claim once; turnover moves after real spins; the withdraw page keeps the bonus locked', async ({
  page,
  sites,
  admin,
}) => {
  test.slow(); // one flow through the reward centre, the studio, bonus details and the withdraw page
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);

  await page.goto(await withToken(`${site}/en/member/rewardCenter/`, player.token));
  await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
  const welcome = page.locator('[data-promotion-id="welcome-bonus"]');
  await expect(welcome).toHaveAttribute('data-state', 'join');
  await expect(welcome.getByRole('heading', { name: /100% welcome bonus/ })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Promotion details' })).toHaveAttribute(
    'href',
    '/en/promotions/welcome-bonus/',
  );
  await expect(page.locator('[data-promotion-id="daily-rebate"]')).toHaveAttribute('data-state', 'joined');
  // the side menu's reward-centre banner (members only) points here
  const banner = page.locator('[data-side-reward-banner]');
  await expect(banner).toHaveAttribute('href', '/en/member/rewardCenter/');
  await expect(banner).toHaveAttribute('aria-current', 'page');
  await expect(badge(page)).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'join');

  await welcome.getByRole('button', { name: 'Join' }).click();
  await expect(welcome.getByRole('status')).toHaveText('You joined the promotion.');
  await expect(welcome).toHaveAttribute('data-state', 'joined');

  // The deposit after joining waits for the operator (Processing), then qualifies (Claim) and the badge shows.
  await apiFor(site, player.token).call(depositCall, {
    body: {
      methodCode: 'bkash',
      amount: DEPOSIT,
      senderAccount: '01712345678',
      trxId: crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase(),
      idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
    },
  });
  await page.reload();
  await expect(welcome).toHaveAttribute('data-state', 'processing');
  await expect(welcome).toContainText('Processing');
  await approveDeposit(admin, site, player.account);
  await page.reload();
  await expect(welcome).toHaveAttribute('data-state', 'claim');
  await expect(welcome).toContainText(shown('600.00'));
  await expect(badge(page)).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  await expectNoSeriousAxeViolation(page, 'claim');

  const header = page.locator('[data-balance]').first();
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(DEPOSIT);
  await welcome.getByRole('button', { name: 'Claim' }).click();
  await expect(welcome.getByRole('status')).toContainText('Bonus paid:');
  await expect(welcome).toHaveAttribute('data-state', 'claimed');
  await expect(welcome.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect.poll(async () => minorUnitsOf(await header.textContent())).toBe(DEPOSIT + BONUS);
  await expect(badge(page)).toBeHidden();

  // A second claim is refused by the platform, and nothing more is paid.
  const again = await refusal(
    apiFor(site, player.token).call(promotionClaimCall, { body: { promotionId: 'welcome-bonus' } }),
  );
  expect(again.status).toBe(409);
  expect(again.code).toBe('promo_already_claimed');

  // Bonus details: the requirement (15 × 1,200) and no progress yet.
  await welcome.getByRole('link', { name: 'Bonus details' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus details', level: 1 })).toBeVisible();
  const bonus = page.locator('[data-bonus-id]');
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText(shown('18000.00'));
  await expect(bonus.getByRole('progressbar')).toHaveAttribute('value', '0');
  await expect(page.locator('[data-locked]')).toContainText(shown('600.00'));
  await expectNoSeriousAxeViolation(page, 'bonus details');

  // Two real spins of 5.00: the progress moves to 10.00.
  await spinInStudio(page, site, 2);
  await page.goto(`${site}/en/member/bonusDetails/`);
  await expect(bonus.getByRole('progressbar')).toHaveAttribute('value', '1000');
  await expect(bonus).toHaveAttribute('data-complete', 'false');

  // The withdraw page says what is withdrawable and why, and refuses more before sending.
  await setPaymentPassword(site, player.token, '246810');
  await apiFor(site, player.token).call(bindPayoutAccountCall, {
    body: { methodCode: 'bkash', accountNumber: '01711223344', accountName: 'Karim', paymentPassword: '246810' },
  });
  await page.goto(`${site}/en/member/withdraw/`);
  const lock = page.locator('[data-bonus-lock]');
  await expect(lock).toContainText('Withdrawable now');
  await expect(lock.getByRole('note')).toContainText('turnover requirement');
  await expect(lock.getByRole('note')).toContainText(shown('600.00'));
  const balance = minorUnitsOf(await page.getByRole('form', { name: 'Withdraw' }).locator('p').first().textContent());
  expect(minorUnitsOf(await lock.locator('p').first().textContent())).toBe(balance - BONUS);
  const form = page.getByRole('form', { name: 'Withdraw' });
  // the whole balance: within it, but above what the locked bonus leaves
  await form.getByLabel('Amount', { exact: true }).fill(String(balance / 100));
  await form.getByLabel('Transaction password').fill('246810');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('alert')).toHaveText(message('en', 'errors.bonus_turnover_open'));
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'withdraw');
});

test('Urdu: apply with two images (a wrong file refused, nothing lost), the operator issues, the bonus arrives', async ({
  page,
  sites,
  admin,
}) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/ur/member/rewardCenter/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: message('ur', 'member.nav.rewardCenter'), level: 1 })).toBeVisible();
  const card = page.locator('[data-promotion-id="big-win-bonus"]');
  await expect(card).toHaveAttribute('data-state', 'join');
  await card.getByRole('button', { name: message('ur', 'rewards.actions.apply') }).click();

  const form = card.getByRole('form');
  await form.getByLabel(message('ur', 'rewards.form.remark')).fill('لکی فائیو پر بڑی جیت');
  const picker = form.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'win.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a-not-allowed') });
  await expect(form.getByRole('alert')).toHaveText(message('ur', 'errors.promo_image_type'));
  await picker.setInputFiles([
    { name: 'win-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'win-2.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  const picked = form.getByRole('list', { name: message('ur', 'rewards.form.picked') }).getByRole('listitem');
  await expect(picked).toHaveCount(2);
  await expect(form.getByLabel(message('ur', 'rewards.form.remark'))).toHaveValue('لکی فائیو پر بڑی جیت');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'ur form');

  await form.getByRole('button', { name: message('ur', 'rewards.form.submit') }).click();
  await expect(card.getByRole('status')).toHaveText(message('ur', 'rewards.form.sent'));
  await expect(card).toHaveAttribute('data-state', 'applying');
  await expect(card).toContainText(message('ur', 'rewards.states.applying'));

  await approveApplication(admin, site, player.account);
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'issued');
  await expect(card).toContainText(message('ur', 'rewards.states.issued'));
  // Rs 500 from the merchant's bonus account
  await expect.poll(async () => minorUnitsOf(await page.locator('[data-balance]').first().textContent())).toBe(50_000);
  await expectNoSeriousAxeViolation(page, 'ur issued');
});

test('the operator reviews an application on the /admin/ page: sees its image, rejects it; the player may apply again', async ({
  page,
  browser,
  sites,
  admin,
  operatorUrl,
}) => {
  const site = sites.bangladesh as string;
  const player = await freshPlayer(site);
  await apiFor(site, player.token).call(promotionApplyCall, {
    body: {
      promotionId: 'big-win-bonus',
      remark: 'Screenshot attached',
      images: [{ type: 'image/png', data: PNG.toString('base64') }],
    },
  });

  const operator = await browser.newPage();
  await openConsole(operator, operatorUrl, admin, 'reviewer', merchantCodeOf(site));
  await expect(operator.getByRole('heading', { name: 'Promotion applications' })).toBeVisible();
  const row = operator.getByRole('row').filter({ hasText: player.account });
  await expect(row).toContainText('big-win-bonus');
  await expect(row).toContainText('Screenshot attached');
  await expect(row).toContainText('300.00');
  await row.getByRole('button', { name: /^Show image 1 of application/ }).click();
  await expect(row.getByRole('img', { name: /^Image 1 of application/ })).toBeVisible();
  await row.getByRole('button', { name: /^Reject application/ }).click();
  await confirmInDialog(operator, 'Reject', 'No winning screen in the image');
  await expect(operator.getByRole('row').filter({ hasText: player.account })).toHaveCount(0);
  await operator.close();

  await page.goto(await withToken(`${site}/en/member/rewardCenter/`, player.token));
  const card = page.locator('[data-promotion-id="big-win-bonus"]');
  await expect(card).toHaveAttribute('data-state', 'rejected');
  await expect(card).toContainText('Your application was rejected.');
  await card.getByRole('button', { name: 'Apply again' }).click();
  await expect(card.getByRole('form')).toBeVisible();
  await expectNoSeriousAxeViolation(page, 'rejected');
});
