/**
 * Sign-in links (`?token=`): the query carries a one-time code, never a session token;
 * it leaves the address bar before anything else happens; it works once; and it does not silently replace the
 * account a browser is already signed in with.
 */
import { expect, test } from './fixtures';
import { signIn, skipPopups, withToken } from './support/sign-in';

test('a session token in the query signs nobody in', async ({ page, sites, consoleErrors }) => {
  // The refused exchange is the point of the test.
  consoleErrors.ignore(/status of 400/);
  const member = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await skipPopups(page);
  await page.goto(`${sites.pakistan}/?token=${member.token}`);
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a link signs in once, with a session of its own, and leaves the address bar', async ({ page, sites }) => {
  const member = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await skipPopups(page);
  const link = await withToken(`${sites.pakistan}/`, member.token);
  await page.goto(link);
  await expect(page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  const stored = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(member.token);

  // The same link in a fresh tab is spent.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no second page');
  await other.goto(link);
  await expect(other.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await other.close();
});

test('a link for another account asks first; declining keeps the current account', async ({ page, sites }) => {
  const current = await signIn(sites.pakistan, 'pkplayer1', 'Player123');
  const other = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
  await skipPopups(page);
  await page.goto(await withToken(`${sites.pakistan}/`, current.token));
  const menuFor = (nickname: string) =>
    page.getByRole('banner').getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) });
  await expect(menuFor(current.nickname)).toBeVisible();

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(await withToken(`${sites.pakistan}/`, other.token));
  // The question comes once the app island reads the link, after the page (and its member bar) is shown.
  await expect
    .poll(() => questions)
    .toEqual([`You are signed in as ${current.account}. Sign in as ${other.account} instead?`]);
  await expect(menuFor(current.nickname)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(await withToken(`${sites.pakistan}/`, other.token));
  await expect(menuFor(other.nickname)).toBeVisible();
});
