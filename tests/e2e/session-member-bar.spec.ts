/**
 * The header's member bar: a member signed in through the
 * query-string token sees nickname, balance (2 decimals, merchant currency, page language), the unread
 * badge and the menu; the balance can be masked (kept for the tab) and refreshed.
 */
import { balanceCall } from '../../src/api/calls/wallet';
import { expect, test } from './fixtures';
import { signIn, skipPopups, withToken } from './support/sign-in';

test('a member signed in by token sees the member bar with a formatted balance', async ({ page, sites }) => {
  const member = await signIn(sites.pakistan, 'pkplayer1', 'Player123');
  await skipPopups(page);
  await page.goto(await withToken(`${sites.pakistan}/`, member.token));

  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) });
  await expect(menuButton).toBeVisible();
  // The token leaves the address bar once it is in session storage.
  await expect(page).not.toHaveURL(/token=/);
  await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // The one money style of every page (src/i18n/format.ts): grouped, the merchant's symbol, no break.
  const expected = 'Rs\u00a01,520.50';
  const balance = banner.locator('[data-balance]');
  await expect(balance).toHaveText(expected);

  // The seeded player has unread messages: a red badge, and the count in the button's name.
  await expect(menuButton).toHaveAccessibleName(/, \d+ unread messages?$/);
  await expect(banner.locator('[data-unread-badge]')).toHaveClass(/badge-error/);

  // Mask: the figure is hidden and stays hidden on the next page of this tab.
  await banner.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveCount(0);
  await expect(banner.getByText('Balance hidden')).toBeAttached();
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Show balance' })).toBeVisible();
  await expect(balance).toHaveCount(0);
  await banner.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(expected);

  // Refresh asks the platform again.
  const refreshed = page.waitForResponse((response) => response.url().includes(balanceCall.path));
  await banner.getByRole('button', { name: 'Refresh balance' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(balance).toHaveText(expected);
});

test('the member menu lists what exists today and closes with Escape', async ({ page, sites }) => {
  const member = await signIn(sites.pakistan, 'pkagent2', 'Agent123');
  await skipPopups(page);
  await page.goto(await withToken(`${sites.pakistan}/`, member.token));
  const menuButton = page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // the menu's own entry (the side menu has an agent centre entry of its own for agents)
  const panel = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  const agentCentre = panel.getByRole('link', { name: 'Agent centre' });
  await expect(agentCentre).toHaveAttribute('href', '/agentHome/');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(agentCentre).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('a player (not an agent) has no agent centre in the menu', async ({ page, sites }) => {
  const member = await signIn(sites.bangladesh, 'bdplayer2', 'Player123');
  await skipPopups(page);
  await page.goto(await withToken(`${sites.bangladesh}/en/`, member.token));
  await page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
});
