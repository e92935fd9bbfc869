/**
 * The member centre's default page, my account (securityCenter), for members only: a visitor is
 * sent to /login; a member sees the account, changes the avatar (kept by the platform) and opens the
 * change-password dialog; a trial user reads why the actions are not there; the header menu links here.
 * Accounts that change are registered per test; demo accounts are only read.
 */

import type { Page } from '@playwright/test';
import { memberIconCall } from '../../src/api/calls/member';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { FRESH_PLAYER_PASSWORD, freshPlayer } from './support/money';
import { apiFor, signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

async function openMemberPage(page: Page, site: string | undefined, token: string): Promise<void> {
  await page.goto(await withToken(`${site}/member/`, token));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

test('a visitor opening /member lands on /login with the login dialog', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/member/`);
  await expect(page).toHaveURL(`${sites.pakistan}/login/`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a signed-in player sees the account; the avatar choice survives a reload', async ({ page, sites }) => {
  const player = await freshPlayer(sites.pakistan);
  await openMemberPage(page, sites.pakistan, player.token);
  // The token left the address bar once the session started.
  await expect(page).toHaveURL(`${sites.pakistan}/member/`);
  const details = page.getByRole('main');
  await expect(details.getByRole('heading', { level: 2, name: player.nickname })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: player.account }).first()).toBeVisible();
  await expect(details).toContainText('Player');

  const avatars = page.getByRole('group', { name: 'Choose your avatar' });
  await expect(avatars.getByRole('radio')).toHaveCount(12);
  const save = page.getByRole('button', { name: 'Save avatar' });
  await expect(save).toBeDisabled(); // nothing changed yet
  const current = await avatars.getByRole('radio', { checked: true }).getAttribute('value');
  const target = current === '7' ? 'Avatar 8' : 'Avatar 7';
  await avatars.getByRole('radio', { name: target, exact: true }).check();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your avatar has been saved.' })).toBeVisible();

  await page.reload();
  await expect(avatars.getByRole('radio', { name: target, exact: true })).toBeChecked();
  // The platform itself answers the new icon, not just this tab.
  const stored = await apiFor(sites.pakistan, player.token).call(memberIconCall);
  expect(stored).toEqual({ icon: Number(target.split(' ')[1]) });
});

test('the change-password button opens that dialog', async ({ page, sites }) => {
  const { token } = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await openMemberPage(page, sites.pakistan, token);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeVisible();
});

test("the member menu's my account goes to /member/", async ({ page, sites }) => {
  const { token, nickname } = await signIn(sites.pakistan, 'pkplayer1', 'Player123');
  await page.goto(await withToken(`${sites.pakistan}/`, token));
  await page.getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) }).click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/member/`);
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();
});

test('a trial user sees the trial notice instead of the actions', async ({ page, sites }) => {
  const { token } = await signIn(sites.pakistan, 'pktrial', 'Player123');
  await openMemberPage(page, sites.pakistan, token);
  await expect(page.getByRole('main')).toContainText('Register a member account first');
  await expect(page.getByRole('main')).toContainText('Trial user');
  await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Choose your avatar' })).toHaveCount(0);
});

test('axe finds no serious or critical violation on the page, in English and in Urdu', async ({ page, sites }) => {
  const { token } = await signIn(sites.pakistan, 'pkplayer1', 'Player123');
  await openMemberPage(page, sites.pakistan, token);
  await expect(page.getByRole('group', { name: 'Choose your avatar' })).toBeVisible();
  for (const path of ['/member/', '/ur/member/']) {
    if (path !== '/member/') {
      await page.goto(`${sites.pakistan}${path}`);
      await expect(page.getByRole('button', { name: 'پاس ورڈ تبدیل کریں' })).toBeVisible();
    }
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
  }
});

test.describe('recent sign-ins', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('list this session and the one before it, with address and device, in Urdu', async ({
    page,
    sites,
    clientIp,
  }) => {
    const site = sites.pakistan as string;
    const player = await freshPlayer(site); // registration: the first sign-in (apiFor: from an address of its own)
    const again = await signIn(site, player.account, FRESH_PLAYER_PASSWORD, 'player', { fresh: true }); // a second, from here
    // The sign-in link opens a third session in the browser, from the test's own address (the clientIp fixture):
    // login info runs once it is open.
    await page.goto(await withToken(`${site}/ur/member/`, again.token));
    const section = page.getByRole('region', { name: 'حالیہ سائن اِن' }).first();
    const rows = section.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4); // the header and three sign-ins
    await expect(rows.nth(1)).toContainText('یہ سیشن');
    await expect(rows.nth(1)).toContainText(clientIp as string);
    await expect(rows.nth(1)).toContainText('Chrome');
    await expect(
      section.getByText(/^اس سیشن سے پہلے اکاؤنٹ میں آخری سائن اِن .+ کو .*127\.0\.0\.1.* سے ہوا تھا۔$/),
    ).toBeVisible();
    // The table scrolls inside its card: the page itself never gets wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="member-sign-ins-title"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
