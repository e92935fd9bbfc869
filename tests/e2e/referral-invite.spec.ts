/**
 * Invite friends (member centre referral) on a 360 px phone: a fresh Pakistan player sees their
 * invite link and its QR code, copies the link (and reads "Copied"), makes a named link; a friend in another
 * browser registers through that link and appears in the list with their status and the link's name. The page
 * reads right to left in Urdu; axe finds no serious violation. The side menu offers the entry to members only,
 * the agent centre to agents instead; Myanmar, which runs no referral promotion, has neither page nor entry.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { expectNoHorizontalOverflow, freshPlayer, PHONE } from './support/money';
import { signIn, skipPopups, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', viewport: PHONE });

async function expectNoSeriousAxeViolation(page: Page, label: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('#main').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function openSideMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('complementary', { name: 'Side menu' });
}

test('shows the invite link and QR, copies it, and counts a friend who registers through a named link', async ({
  page,
  browser,
  sites,
  context,
}) => {
  // Two browsers, two registrations (each with the browser's bot-check proof of work) and several page loads.
  test.slow();
  const site = sites.pakistan as string;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
  const referrer = await freshPlayer(site);
  await page.goto(await withToken(`${site}/member/referral/`, referrer.token));
  await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Invite friends' }),
  ).toHaveAttribute('aria-current', 'page');

  const code = (await page.locator('[data-referral-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const invite = `${site}/register/?referralCode=${code}`;
  await expect(page.locator('[data-invite-link]')).toHaveText(invite);
  await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(page.locator('[data-referral-rule]')).toContainText('you receive');

  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invite);

  await page.getByRole('textbox', { name: 'Link name' }).fill('Facebook group');
  await page.getByRole('button', { name: 'Create link' }).click();
  const links = page.getByRole('list', { name: 'Referral links' });
  await expect(links.getByRole('button', { name: 'Copy link Facebook group' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Link name' })).toHaveValue('');
  const linkCode = (await links.getByRole('listitem').first().getAttribute('data-referral-link')) ?? '';
  expect(linkCode).toMatch(/^[A-Z0-9]{10}$/);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'referral');

  // A friend, in a browser of their own, opens the named link and registers with its code.
  const friendContext = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-country-code': 'BD' } });
  const friendPage = await friendContext.newPage();
  await skipPopups(friendPage);
  const username = `rf${Date.now().toString().slice(-8)}`;
  await friendPage.goto(`${site}/register/?referralCode=${linkCode}`);
  const dialog = friendPage.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('textbox', { name: 'Invitation code (optional)', exact: true })).toHaveValue(linkCode);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome123');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await friendContext.close();

  await page.reload();
  const friends = page.getByRole('list', { name: 'Invited friends' });
  const friend = friends.getByRole('listitem').filter({ hasText: `${username.slice(0, 2)}***${username.slice(-1)}` });
  await expect(friend).toContainText('Registered');
  await expect(friend).toContainText('Facebook group');
  await expect(page.locator('[data-referral-count="invited"]')).toHaveText('1');
  await expect(links.getByRole('listitem').first()).toContainText('Friends: 1');

  // Deleting the link keeps the friend counted.
  await links.getByRole('button', { name: 'Delete link Facebook group' }).click();
  await expect(page.getByText('You have no named links yet.')).toBeVisible();
  await expect(friends.getByRole('listitem')).toHaveCount(1);
});

test('reads right to left in Urdu, with the invite link kept left to right', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/ur/member/referral/`, player.token));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'دوستوں کو مدعو کریں', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'آپ کے دعوتی لنک کا QR کوڈ' })).toBeVisible();
  await expect(page.locator('[data-invite-link]')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'لنک کاپی کریں', exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousAxeViolation(page, 'referral ur');
});

test('the side menu offers invite friends to members, the agent centre to agents, nothing to visitors', async ({
  page,
  browser,
  sites,
}) => {
  const site = sites.pakistan as string;
  await page.goto(`${site}/`);
  let menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Invite friends' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Agent centre' })).toBeHidden();

  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/`, player.token));
  // Signed in once the link is exchanged and the member loaded: the root's data-member is set before paint as soon
  // as a token is in the address, so a click right after it could leave before the session exists.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Member menu for / })).toBeVisible();
  menu = await openSideMenu(page);
  await menu.getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(`${site}/member/referral/`);
  await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();

  // The agent in a browser of their own (a sign-in link over another member's session asks first).
  const agent = await signIn(site, 'pkagent1', 'Agent123');
  const agentContext = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-country-code': 'BD' } });
  const agentPage = await agentContext.newPage();
  await skipPopups(agentPage);
  await agentPage.goto(await withToken(`${site}/`, agent.token));
  await expect(agentPage.locator('html')).toHaveAttribute('data-agent', '');
  menu = await openSideMenu(agentPage);
  await expect(menu.getByRole('link', { name: 'Agent centre' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Invite friends' })).toBeHidden();
  await agentContext.close();
});

test('a merchant without the referral promotion has no referral page, nav entry or side-menu entry', async ({
  page,
  sites,
  consoleErrors,
}) => {
  consoleErrors.ignore(/status of 404/);
  const site = sites.myanmar as string;
  const player = await freshPlayer(site);
  await page.goto(await withToken(`${site}/en/member/`, player.token));
  const nav = page.getByRole('navigation', { name: 'Member centre' });
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-member', '');
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);

  const response = await page.goto(`${site}/en/member/referral/`);
  expect(response?.status()).toBe(404);
});
