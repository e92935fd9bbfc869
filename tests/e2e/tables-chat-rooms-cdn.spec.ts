/**
 * Live tables, game rooms, the first-login greeting and CDN hosts on a 360 px phone: a live table's Chat button
 * (hosts from the live model list, the vendor simulator's chat page in its own window from the chat launch:
 * messages posted and listed), picking a room before a card game launches into it (room list), the first-login
 * greeting of a real first login, and
 * CDN hosts: game images come from the permission answer's imageCDNs and fall back to the next host when one
 * is blocked; games launch on a launchGameCDNs host (the other images of the site: cdn-images.spec.ts).
 */

import type { Page } from '@playwright/test';
import { firstLoginCall } from '../../src/api/calls/first-login';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { serveFrom, setCdns } from './support/cdn';
import { freshPlayer, PHONE } from './support/money';

test.use({ popups: 'dismissed', viewport: PHONE, isMobile: true, hasTouch: true });

/** Opens `path` signed in with the player's registration session (as the register dialog leaves it). */
async function openSignedIn(page: Page, site: string, token: string, path: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', stored);
  }, token);
  await page.goto(`${site}${path}`);
}

async function expectNoSeriousAxeViolation(page: Page, selector: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test('a live table’s Chat button lists its hosts and opens the table chat beside the site', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await openSignedIn(page, site, player.token, '/live/?vassalage=EVO');

  const chat = page.getByRole('button', { name: 'Chat · Lightning Roulette' });
  await expect(chat).toBeVisible();
  // Playtech Live's tables have no hosts: no Chat button there.
  await chat.click();
  const dialog = page.getByRole('dialog', { name: /^Live chat · .*Lightning Roulette/ });
  await expect(dialog).toBeVisible();
  const hosts = dialog.getByRole('list', { name: 'Hosts at this table' }).getByRole('listitem');
  await expect(hosts.first()).toContainText('Online');
  expect(await hosts.count()).toBeGreaterThanOrEqual(2);
  await expectNoSeriousAxeViolation(page, '[role="dialog"], dialog[open]');

  const [chatPage] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Open the chat' }).click(),
  ]);
  await expect(chatPage).toHaveURL(/\/lgw\/vendor-sim\/chat\/\d+\?/);
  await expect(chatPage.getByRole('heading', { name: 'Chat at Lightning Roulette' })).toBeVisible();
  await expect(chatPage.getByText('No messages yet. Say hello to the table.')).toBeVisible();
  const text = `Good luck everyone ${Date.now()}`;
  await chatPage.getByRole('textbox', { name: 'Your message' }).fill(text);
  await chatPage.getByRole('button', { name: 'Send' }).click();
  const messages = chatPage.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages.last()).toContainText(text);
  await expect(messages.last()).toContainText('(you)');
  // The site tab is still the lobby, and the dialog has closed.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${site}/live/?vassalage=EVO`);

  await page.goto(`${site}/live/?vassalage=PT`);
  await expect(page.getByRole('button', { name: /^Play now · Quantum Roulette/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Chat · / })).toHaveCount(0);
});

test('a card game with rooms asks for a room, then launches into it', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  await openSignedIn(page, site, player.token, '/pvp/?vassalage=V8');

  await page.getByRole('button', { name: 'Play now · Texas Holdem' }).click();
  const dialog = page.getByRole('dialog', { name: /^Choose a room · .*Texas Holdem/ });
  await expect(dialog).toBeVisible();
  const rooms = dialog.getByRole('list', { name: /^Rooms of .*Texas Holdem/ }).getByRole('listitem');
  await expect(rooms).toHaveCount(4);
  await expect(rooms.nth(1)).toContainText('Classic');
  await expect(rooms.nth(1)).toContainText('0 of 6 seats taken');
  // Stakes in the page's money style.
  await expect(rooms.nth(1)).toContainText(/Stakes.*\d.*–.*\d/);
  await expectNoSeriousAxeViolation(page, '[role="dialog"], dialog[open]');

  await dialog.getByRole('button', { name: 'Join Classic' }).click();
  await expect(page).toHaveURL(/\/lgw\/vendor-sim\/play\//);
  await expect(page.getByRole('heading', { name: 'Texas Holdem' })).toBeVisible();
  await expect(page.getByText('Room: Classic')).toBeVisible();

  // Back on the site, the room counts the player.
  await page.goto(`${site}/pvp/?vassalage=V8`);
  await page.getByRole('button', { name: 'Play now · Texas Holdem' }).click();
  await expect(
    page
      .getByRole('dialog', { name: /^Choose a room/ })
      .getByRole('listitem')
      .nth(1),
  ).toContainText('1 of 6 seats taken');
});

test('a real first login runs the first-login action once and greets with its popup', async ({ page, sites }) => {
  const site = sites.pakistan as string;
  const player = await freshPlayer(site);
  const firstLoginCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === firstLoginCall.path) firstLoginCalls.push(request.url());
  });
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('token')) return;
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('firstLogin', '1');
    sessionStorage.removeItem('USER_POPUP');
  }, player.token);
  await page.goto(`${site}/`);
  const greeting = page.getByRole('dialog', { name: 'Welcome aboard!' });
  await expect(greeting).toBeVisible();
  expect(firstLoginCalls).toHaveLength(1);
});

test('game images come from a CDN host and fall back to the next when one is blocked; games launch on a CDN host', async ({
  page,
  sites,
  admin,
  consoleErrors,
}) => {
  // The blocked host's refusals are what this test is about.
  consoleErrors.ignore(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  const site = sites.myanmar as string;
  const blocked = 'https://img-a.cdn.test';
  const working = 'https://img-b.cdn.test';
  const games = 'https://games.cdn.test';
  await setCdns(admin, site, [blocked, working], [games]);
  try {
    const triedBlocked: string[] = [];
    await page.route(`${blocked}/**`, (route) => {
      triedBlocked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await page.route(`${working}/**`, serveFrom(site));
    await page.route(`${games}/**`, serveFrom(site));
    // Fisher-Yates with this draw keeps the list's order: the blocked host comes first, so the fallback runs.
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    const player = await freshPlayer(site);
    await openSignedIn(page, site, player.token, '/en/fish/');

    const artwork = page.getByRole('main').locator('li img').first();
    await expect(artwork).toHaveAttribute('src', new RegExp(`^${working}/lgw/assets/games/`));
    await expect
      .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(triedBlocked.length).toBeGreaterThan(0);
    // The failed host moved to the end of the visit's order: later images start on the working one.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cdnHosts') ?? '{}').images)).toEqual([
      working,
      blocked,
    ]);
    const loaded = await page
      .getByRole('main')
      .locator('li img')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.src));
    expect(loaded.every((src) => src.startsWith(working))).toBe(true);

    // A fish game launches on the game CDN host.
    await page.getByRole('button', { name: 'Play now · Fishing Disco' }).click();
    await expect(page).toHaveURL(new RegExp(`^${games}/lgw/vendor-sim/play/`));
    await expect(page.getByRole('heading', { name: 'Fishing Disco' })).toBeVisible();
  } finally {
    await setCdns(admin, site, [], []);
  }
});
