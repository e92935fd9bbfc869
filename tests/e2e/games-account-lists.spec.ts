/**
 * Favourites and recent games (/favorite, /recent): the star on a game tile,
 * the favourites page and the recent-games page, against the reference platform. Each member test
 * registers its own account, so parallel tests never share a favourites list.
 */

import type { Page } from '@playwright/test';
import { registerCall } from '../../src/api/calls/member';
import { signInLinkExchangeCall } from '../../src/api/calls/session';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { apiFor, solveBotCheck, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

/** A new player on `site`; resolves with the sign-in token. */
async function newPlayer(site: string | undefined): Promise<string> {
  const username = `fav${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
  const password = 'Fav12345';
  const value = await apiFor(site).call(registerCall, {
    body: { username, password, confirmPassword: password, agreeTerms: true, botCheck: await solveBotCheck(site) },
  });
  return value.token;
}

/** A game tile (its button launches the game): named by what it shows, the game name first, then "Play". */
function tile(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}\\b.*Play$`) });
}

/** The first game tile's favourite star on a game list, and the game's name read from it. */
async function firstStar(page: Page) {
  const star = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  await expect(star).toBeVisible();
  const label = (await star.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add (.+) to favourites$/, '$1');
  return { star, name };
}

test('a visitor who taps a favourite star gets the login dialog', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/rng/`);
  const { star } = await firstStar(page);
  await star.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please log in to continue')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor opening /favorite lands on the login dialog', async ({ page, sites }) => {
  await page.goto(`${sites.pakistan}/favorite/`);
  await expect(page).toHaveURL(`${sites.pakistan}/login/`);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member stars a game on /rng, finds it on /favorite and removes it there', async ({ page, sites }) => {
  const token = await newPlayer(sites.pakistan);
  await page.goto(await withToken(`${sites.pakistan}/favorite/`, token));
  await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Slots' }).last()).toBeVisible();

  await page.goto(`${sites.pakistan}/rng/`);
  const { star, name } = await firstStar(page);
  await star.click();
  const remove = page.getByRole('button', { name: `Remove ${name} from favourites` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${sites.pakistan}/favorite/`);
  await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
  await expect(tile(page, name)).toBeVisible();
  await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(tile(page, name)).toBeHidden();
  await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();

  // The platform agrees: a reload shows the list empty too.
  await page.reload();
  await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();
});

test('a game the member launched is listed on /recent', async ({ page, sites }) => {
  const token = await newPlayer(sites.pakistan);
  await page.goto(await withToken(`${sites.pakistan}/recent/`, token));
  await expect(page.getByText('You have not played any games yet.', { exact: false })).toBeVisible();

  await page.goto(`${sites.pakistan}/rng/`);
  const { name } = await firstStar(page);
  await tile(page, name).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/rng'));

  await page.goto(`${sites.pakistan}/recent/`);
  await expect(page.getByRole('heading', { name: 'Recent games', level: 1 })).toBeVisible();
  await expect(tile(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('a star tapped while a sign-in link is still signing the player in waits for it', async ({ page, sites }) => {
  const token = await newPlayer(sites.pakistan);
  // A slow network: the link's exchange is held until the star has been tapped.
  let releaseExchange = () => {};
  const tapped = new Promise<void>((resolve) => {
    releaseExchange = resolve;
  });
  await page.route(`**${signInLinkExchangeCall.path}`, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(await withToken(`${sites.pakistan}/rng/`, token));
  const { star, name } = await firstStar(page);
  await star.click();
  releaseExchange();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});

test('/favorite has no serious accessibility violation', async ({ page, sites }) => {
  const token = await newPlayer(sites.pakistan);
  await page.goto(await withToken(`${sites.pakistan}/rng/`, token));
  const { star, name } = await firstStar(page);
  await star.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.goto(`${sites.pakistan}/favorite/`);
  await expect(tile(page, name)).toBeVisible();
  // The page's own content; the shared header and footer have their own checks.
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
