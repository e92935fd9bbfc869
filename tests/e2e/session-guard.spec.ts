/**
 * Protected actions: starting a game needs a real member. A trial (free-play) user is warned
 * to register and stays on the page; a visitor gets the login dialog instead of a page change.
 */
import { launchGameCall } from '../../src/api/calls/games/launch';
import { expect, test } from './fixtures';
import { signInTrial, skipPopups, withToken } from './support/sign-in';

test('a trial user is blocked from starting a game', async ({ page, sites }) => {
  const trial = await signInTrial(sites.bangladesh);
  expect(trial.type).toBe(4);
  await skipPopups(page);
  await page.goto(await withToken(`${sites.bangladesh}/en/live/`, trial.token));
  // The session is a trial one: the member bar shows, without unread messages.
  const menuButton = page.getByRole('button', { name: new RegExp(`^Member menu for ${trial.nickname}$`) });
  await expect(menuButton).toBeVisible();

  let launched = false;
  page.on('request', (request) => {
    if (request.url().includes(launchGameCall.path)) launched = true;
  });
  const url = page.url();
  await page
    .getByRole('main')
    .getByRole('button', { name: /\bPlay$/ })
    .first()
    .click();
  const warning = page.getByRole('dialog', { name: 'Register a member account' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Register a member account first');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(page.url()).toBe(url);
  expect(launched).toBe(false);
});

test('a visitor starting a game gets the login dialog and stays on the page', async ({ page, sites }) => {
  await skipPopups(page);
  await page.goto(`${sites.bangladesh}/en/live/`);
  const url = page.url();
  const tile = page
    .getByRole('main')
    .getByRole('button', { name: /\bPlay$/ })
    .first();
  await expect(tile).toBeVisible();
  await tile.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please log in to continue');
  expect(page.url()).toBe(url);
});
