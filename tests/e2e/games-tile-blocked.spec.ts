/**
 * A live game opens in a new window (src/features/games/launch.ts); when the browser blocks it, the tile
 * says so and offers a retry ("Popup blocked, allow popups and retry"). Playwright normally turns
 * Chromium's pop-up blocker off; this file keeps it on, and starts the launch with a click that carries no
 * user gesture (through the DevTools protocol, as a script of the page would), so the browser's own blocker
 * refuses the window, no mock. The retry is a real click, which the blocker lets through.
 */
import type { CDPSession, Page } from '@playwright/test';
import { launchGameCall } from '../../src/api/calls/games/launch';
import { expect, test } from './fixtures';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './fixtures/e2e-env';
import { message } from './support/messages';
import { signIn, withToken } from './support/sign-in';

test.use({
  popups: 'dismissed',
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  },
});

/**
 * Evaluates `expression` in the page without a user gesture. Playwright's own locators and expectations
 * evaluate with one, which would give the page the right to open a window: until the blocked click, this
 * test reads the page only through here.
 */
async function withoutGesture(cdp: CDPSession, expression: string): Promise<unknown> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, userGesture: false, returnByValue: true });
  return result.value;
}

/**
 * Opens `path` signed in and clicks the button labelled `label` once the island handles it, without a user
 * gesture, and waits for `blockedText`: the browser's pop-up blocker refused the game window.
 */
async function clickBlocked(
  page: Page,
  site: string | undefined,
  path: string,
  label: string,
  blockedText: string,
): Promise<void> {
  const { token } = await signIn(site, 'pkplayer2', 'Player123');
  await page.goto(await withToken(`${site}${path}`, token));
  const cdp = await page.context().newCDPSession(page);
  const button = `document.querySelector(${JSON.stringify(`button[aria-label="${label}"]`)})`;
  // The button's island is live (Astro drops its ssr attribute when hydrated) and the session is in.
  const ready = `Boolean(${button}) && !${button}.closest('astro-island[ssr]') && sessionStorage.getItem('token') !== null`;
  await expect.poll(() => withoutGesture(cdp, ready)).toBe(true);
  // The click must come while the page holds no transient activation (opening the page can leave one, and a click
  // with one would be let through). Chromium lets an activation live 5 s, the whole of expect's default wait, so
  // this one wait is that lifetime plus room for a loaded machine.
  await expect.poll(() => withoutGesture(cdp, 'navigator.userActivation.isActive'), { timeout: 10_000 }).toBe(false);
  await withoutGesture(cdp, `${button}.click()`);
  await expect
    .poll(() => withoutGesture(cdp, `document.body.innerText.includes(${JSON.stringify(blockedText)})`))
    .toBe(true);
  await cdp.detach();
}

test('a blocked game window shows the pop-up message, and the retry opens the game', async ({ page, sites }) => {
  let launches = 0;
  page.on('request', (request) => {
    if (request.url().includes(launchGameCall.path)) launches++;
  });
  const text = message('en', 'games.popupBlocked');
  await clickBlocked(page, sites.pakistan, '/live/', 'Play now · Lightning Roulette', text);
  const blocked = page.getByRole('alert').filter({ hasText: text });
  await expect(blocked).toBeVisible();
  // No launch is spent on a window that never opened, and the page stays.
  expect(launches).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/live/');

  const popup = page.waitForEvent('popup');
  await blocked.getByRole('button', { name: message('en', 'games.retry') }).click();
  const gameWindow = await popup;
  await gameWindow.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
  await expect(gameWindow.getByRole('heading', { name: 'Lightning Roulette' })).toBeVisible();
  await expect(blocked).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/live/');
});

test('the message is translated and mirrored on the Urdu page', async ({ page, sites }) => {
  const text = message('ur', 'games.popupBlocked');
  await clickBlocked(page, sites.pakistan, '/ur/live/', `${message('ur', 'games.playNow')} · Lightning Roulette`, text);
  const blocked = page.getByRole('alert').filter({ hasText: text });
  await expect(blocked).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(blocked.getByRole('button', { name: message('ur', 'games.retry') })).toBeVisible();
  await blocked.getByRole('button', { name: message('ur', 'games.dismiss') }).click();
  await expect(blocked).toBeHidden();
});
