/**
 * /member, the member centre's default page (my account, spec §2): behind the route guard, showing the
 * signed-in member's details, an avatar that persists, and the way to change the password.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

test('a visitor opening /member is sent to /login with the login dialog', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/member/`);
  await expect(page).toHaveURL(/\/login\/$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member sees the account details and can open the password change', async ({ page, sites }) => {
  const member = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await page.goto(withToken(`${sites.pakistan}/member/`, member.token));
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(main.getByText('pkplayer2', { exact: true }).first()).toBeVisible();
  await expect(main.getByText(member.nickname, { exact: true }).first()).toBeVisible();
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
});

test('the member menu leads to my account, and the page passes axe', async ({ page, sites }) => {
  const member = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await page.goto(withToken(`${sites.pakistan}/`, member.token));
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) })
    .click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/member\/$/);
  await expect(page.getByRole('main').getByText('pkplayer2', { exact: true }).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

test('a chosen avatar is saved and still chosen after a reload', async ({ page, sites }) => {
  const member = await signIn(sites.bangladesh, 'bdplayer2', 'Player123');
  await page.goto(withToken(`${sites.bangladesh}/en/member/`, member.token));
  const choice = (await page.getByRole('radio', { name: 'Avatar 7' }).isChecked()) ? 'Avatar 8' : 'Avatar 7';
  await page.getByRole('radio', { name: choice }).check({ force: true });
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Your avatar has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: choice })).toBeChecked();
});
