/**
 * Popups on load, once per session (spec §4): B for visitors, A for members, F first on a first login;
 * closing hides them for the rest of the session (session storage USER_POPUP / ANONYMOUS_POPUP).
 * Pakistan's default language is English, so the seeded popup titles read as below.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, withToken } from './support/sign-in';

/** The Pakistan site's origin (English by default); fails loudly if the fixture lacks it. */
function pakistan(sites: Record<string, string>): string {
  const origin = sites.pakistan;
  if (!origin) throw new Error('the sites fixture has no pakistan origin');
  return origin;
}

const VISITOR_POPUP = 'New here?';
const MEMBER_POPUP = 'Weekend reload bonus';
const FIRST_LOGIN_POPUP = 'Welcome aboard!';

// Popups as a real visitor meets them, whatever the suite's default.
test.use({ popups: 'show' });

/** Popup requests of the page, to prove a closed audience does not even ask again. */
function popupRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/relay/announcements' && url.searchParams.get('types') === 'PU') seen.push(request);
  });
  return seen;
}

/** The app island has booted once it asked for the system status; then the network settles. */
async function loadSettled(page: Page, url: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/wps/system/status')), page.goto(url)]);
  await page.waitForLoadState('networkidle');
}

test('a visitor sees the visitors popup on each page until closing it, then not again this session', async ({
  page,
  sites,
}) => {
  await page.goto(`${pakistan(sites)}/`);
  const popup = page.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Register at Indus Play');

  // Not closed yet: the next page shows it again.
  await page.goto(`${pakistan(sites)}/promotions/`);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');

  const requests = popupRequests(page);
  await loadSettled(page, `${pakistan(sites)}/`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('a signed-in member gets the members popup, not the visitors one, once per session', async ({ page, sites }) => {
  const { token } = await signIn(pakistan(sites), 'pkplayer2', 'Player123');
  await page.goto(withToken(`${pakistan(sites)}/`, token));
  const popup = page.getByRole('dialog', { name: MEMBER_POPUP });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('20%');
  await expect(page.getByRole('dialog', { name: VISITOR_POPUP })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');

  const requests = popupRequests(page);
  await loadSettled(page, `${pakistan(sites)}/promotions/`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('a first login greets with the first-login popup, then the members popup', async ({ page, sites }) => {
  const { token } = await signIn(pakistan(sites), 'pkplayer2', 'Player123');
  // What the login dialog leaves behind on a first login (src/stores/session.ts FIRST_LOGIN_KEY).
  await page.addInitScript(() => sessionStorage.setItem('firstLogin', '1'));
  await page.goto(withToken(`${pakistan(sites)}/`, token));

  const first = page.getByRole('dialog', { name: FIRST_LOGIN_POPUP });
  await expect(first).toBeVisible();
  await expect(first.getByText('1 of 2')).toBeVisible();
  await first.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: MEMBER_POPUP });
  await expect(second.getByText('2 of 2')).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');
});
