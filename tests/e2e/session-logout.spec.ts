/**
 * Logout: a confirm dialog; cancel keeps the session; confirm revokes the token on the platform,
 * clears session storage except the merchant code and lands on home. Axe finds nothing serious with the
 * dialog open.
 */

import { memberInfoCall } from '../../src/api/calls/member';
import { logoutCall } from '../../src/api/calls/session';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { apiFor, refusal, signIn, skipPopups, withToken } from './support/sign-in';

test('log in by token and out through the confirm dialog', async ({ page, sites }) => {
  const member = await signIn(sites.bangladesh, 'bdplayer1', 'Player123');
  await skipPopups(page);
  await page.goto(await withToken(`${sites.bangladesh}/en/promotions/`, member.token));
  const menuButton = page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) });
  await expect(menuButton).toBeVisible();
  // The page's own session (the sign-in link opened a new one): that is what signing out revokes.
  const pageToken = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(pageToken).toBeTruthy();

  await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Do you want to sign out?');

  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Cancel keeps the session.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const logout = page.waitForResponse((r) => r.url().endsWith(logoutCall.path));
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(200);

  await expect(page).toHaveURL(`${sites.bangladesh}/en/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    merchantCode: sessionStorage.getItem('merchantCode'),
  }));
  expect(stored).toEqual({ token: null, merchantCode: 'SHAPLA_BD' });

  // The platform revoked the page's token.
  const { status } = await refusal(apiFor(sites.bangladesh, pageToken as string).call(memberInfoCall));
  expect(status).toBe(401);
});

test('pages that need a session send a visitor to /login', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/agentHome/`);
  await expect(page).toHaveURL(`${sites.pakistan}/login/`);
});
