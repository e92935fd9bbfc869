/**
 * Popups on load, once per session: B for visitors, A for players, F first on a first login;
 * closing hides them for the rest of the session (session storage USER_POPUP / ANONYMOUS_POPUP). They keep
 * to their audience: none right after signing out, none on the agent portal, none to
 * agents; none outside their dates; and a popup about an action carries its button.
 * Pakistan's default language is English, so the seeded popup titles read as below.
 */
import type { Page, Request } from '@playwright/test';
import { announcementsCall } from '../../src/api/calls/content';
import { memberInfoCall } from '../../src/api/calls/member';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { FRESH_PLAYER_PASSWORD, freshPlayer, PHONE } from './support/money';
import { signIn, withToken } from './support/sign-in';

/** The Pakistan site's origin (English by default); fails loudly if the fixture lacks it. */
function pakistan(sites: Record<string, string>): string {
  const origin = sites.pakistan;
  if (!origin) throw new Error('the sites fixture has no pakistan origin');
  return origin;
}

const VISITOR_POPUP = 'New here?';
const PLAYER_POPUP = 'Daily rebate is on';
/** Seeded valid only from 9 to 7 days before the platform started: never due. */
const EXPIRED_POPUP = 'Weekend reload bonus';
const FIRST_LOGIN_POPUP = 'Welcome aboard!';

// Popups as a real visitor meets them, whatever the suite's default.
test.use({ popups: 'show' });

/** Popup requests of the page, to prove an audience that gets none does not even ask. */
function popupRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === announcementsCall.path && url.searchParams.get('types') === 'PU') seen.push(request);
  });
  return seen;
}

/**
 * Waits until the app island has booted the session (the member menu shows): by then the popups were asked
 * for, or decided against. (Not "network idle": a signed-in page keeps its balance stream open.)
 */
async function sessionBooted(page: Page, nickname: string): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(`^Member menu for ${nickname}`) })).toBeVisible();
}

/** Every URL the page requested. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('a visitor meets the visitors popup without React, and its Register button opens registration', async ({
  page,
  sites,
}) => {
  const urls = requestedUrls(page);
  await page.goto(`${pakistan(sites)}/`);
  const popup = page.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Register at Indus Play');
  await page.waitForLoadState('networkidle');
  // The islands (React and the app) were not loaded for it.
  const islandModules = await page
    .locator('astro-island')
    .evaluateAll((islands) =>
      islands.flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')]),
    );
  expect(islandModules.length).toBeGreaterThan(0);
  for (const module of islandModules) {
    expect(urls.some((url) => module && url.endsWith(module))).toBe(false);
  }

  await popup.getByRole('button', { name: 'Register now' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
});

test("the popup uses the browser's own sanitiser, and a browser without one loads DOMPurify for the same popup", async ({
  page,
  sites,
}) => {
  const dompurify = (urls: string[]) => urls.filter((url) => /\/_astro\/sanitize-html\.[\w-]+\.js$/.test(url));
  const urls = requestedUrls(page);
  await page.goto(`${pakistan(sites)}/`);
  const popup = page.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(popup).toContainText('Register at Indus Play');
  const content = await popup.locator('[data-popup-content]').innerHTML();
  expect(dompurify(urls)).toEqual([]);

  // The same visit in a browser without Element.setHTML (Safari, older Chrome).
  const older = await page.context().browser()?.newContext();
  if (!older) throw new Error('no browser to open a second context in');
  await older.addInitScript(() => {
    delete (Element.prototype as { setHTML?: unknown }).setHTML;
  });
  const olderPage = await older.newPage();
  const olderUrls = requestedUrls(olderPage);
  await olderPage.goto(`${pakistan(sites)}/`);
  const olderPopup = olderPage.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(olderPopup).toContainText('Register at Indus Play');
  expect(await olderPopup.locator('[data-popup-content]').innerHTML()).toBe(content);
  expect(dompurify(olderUrls)).toHaveLength(1);
  await older.close();
});

test('the popup keeps the keyboard and the pointer to itself, and Escape closes it', async ({ page, sites }) => {
  await page.goto(`${pakistan(sites)}/`);
  const popup = page.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(popup).toBeVisible();
  // The page behind cannot scroll while the popup is open.
  const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await rootOverflow()).toBe('hidden');
  // Tab and Shift+Tab wrap around the popup's own controls, never reaching the page behind.
  const controls = await popup.locator('button:visible, a[href]:visible').count();
  expect(controls).toBeGreaterThan(1);
  for (let press = 0; press < controls * 2 + 1; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  // A tap where the header's home link lies lands on the popup's backdrop, not on the page.
  const home = page.getByRole('banner').getByRole('link').first();
  const box = await home.boundingBox();
  expect(box).not.toBeNull();
  const url = page.url();
  await page.mouse.click((box?.x ?? 0) + 2, (box?.y ?? 0) + 2);
  await expect(popup).toBeVisible();
  expect(page.url()).toBe(url);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
  expect(await rootOverflow()).toBe('visible');
});

test('a visitor sees the visitors popup on each page until closing it, then not again this session', async ({
  page,
  sites,
}) => {
  await page.goto(`${pakistan(sites)}/`);
  const popup = page.getByRole('dialog', { name: VISITOR_POPUP });
  await expect(popup).toBeVisible();

  // Not closed yet: the next page shows it again.
  await page.goto(`${pakistan(sites)}/promotions/`);
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');

  const requests = popupRequests(page);
  await page.goto(`${pakistan(sites)}/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('a player gets the players popup with its offer button, never an expired one, once per session', async ({
  page,
  sites,
}) => {
  const { token, nickname } = await signIn(pakistan(sites), 'pkplayer2', 'Player123');
  await page.goto(await withToken(`${pakistan(sites)}/`, token));
  const popup = page.getByRole('dialog', { name: PLAYER_POPUP });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('1.2%');
  // One popup only: no counter, so the dated offer is not hiding behind "Next".
  await expect(popup.getByText(/^\d+ of \d+$/)).toBeHidden();
  await expect(popup.getByRole('button', { name: 'Next' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: EXPIRED_POPUP })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: VISITOR_POPUP })).toHaveCount(0);

  await popup.getByRole('link', { name: 'See the offer' }).click();
  await expect(page).toHaveURL(`${pakistan(sites)}/promotions/daily-rebate/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Daily rebate');
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');

  const requests = popupRequests(page);
  await page.goto(`${pakistan(sites)}/promotions/`);
  await sessionBooted(page, nickname);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('a first login greets with the first-login popup, then the players popup', async ({ page, sites }) => {
  // A real first login: a new player's registration session (the platform gives the first-login popups to
  // that session only, stores/first-login.ts), stored as the register dialog leaves it (token and the
  // first-login flag of src/stores/session.ts FIRST_LOGIN_KEY).
  const { token } = await freshPlayer(pakistan(sites));
  await page.addInitScript((first) => {
    if (sessionStorage.getItem('token')) return;
    sessionStorage.setItem('token', first);
    sessionStorage.setItem('firstLogin', '1');
  }, token);
  await page.goto(`${pakistan(sites)}/`);

  const first = page.getByRole('dialog', { name: FIRST_LOGIN_POPUP });
  await expect(first).toBeVisible();
  await expect(first.getByText('1 of 2')).toBeVisible();
  await first.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: PLAYER_POPUP });
  await expect(second.getByText('2 of 2')).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('USER_POPUP'))).toBe('closed');
});

test('signing out lands on home without the visitors popup', async ({ page, sites }) => {
  const member = await signIn(pakistan(sites), 'pkplayer2', 'Player123');
  await page.goto(await withToken(`${pakistan(sites)}/promotions/`, member.token));
  const popup = page.getByRole('dialog', { name: PLAYER_POPUP });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^Member menu for ${member.nickname}`) }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${pakistan(sites)}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  const requests = popupRequests(page);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('the agent portal shows no popups, to visitors or to agents', async ({ page, sites }) => {
  const requests = popupRequests(page);
  await page.goto(`${pakistan(sites)}/agent/`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('form', { name: 'Agent sign-in' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const agent = await signIn(pakistan(sites), 'pkagent1', 'Agent123', 'agent');
  const booted = page.waitForResponse((response) => new URL(response.url()).pathname === memberInfoCall.path);
  await page.goto(await withToken(`${pakistan(sites)}/agentHome/`, agent.token));
  await booted;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(requests).toHaveLength(0);
});

test('an agent on the player site gets no players popup', async ({ page, sites }) => {
  const agent = await signIn(pakistan(sites), 'pkagent1', 'Agent123', 'agent');
  const requests = popupRequests(page);
  await page.goto(await withToken(`${pakistan(sites)}/`, agent.token));
  await sessionBooted(page, agent.nickname);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The site does not even ask (and the platform answers agents none: tests/platform/content.test.ts).
  expect(requests).toHaveLength(0);
});

/**
 * The page's unasked-for overlays queue (src/stores/overlays.ts): on a 360 px phone, in the merchant's default language
 * and in Urdu, a first visit whose country the platform does not know meets the region select first and the visitors
 * popup after it, never both; and once closed, the region select stays closed through a registration, a sign-out
 * and a sign-in.
 */
for (const lang of ['en', 'ur']) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const visitorPopup = { en: VISITOR_POPUP, ur: 'یہاں نئے ہیں؟' }[lang] as string;
  const firstLoginPopup = { en: FIRST_LOGIN_POPUP, ur: 'خوش آمدید!' }[lang] as string;

  test.describe(`${lang}: one overlay at a time on a phone`, () => {
    // No country header: the region select opens by itself, as for a visitor the platform cannot place.
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true, extraHTTPHeaders: {} });

    test('a first visit shows the region select alone, then the visitors popup once it is closed', async ({
      page,
      sites,
    }) => {
      await page.goto(`${pakistan(sites)}${prefix}/`);
      const region = page.getByRole('dialog', { name: message(lang, 'shell.region.title') });
      const popup = page.getByRole('dialog', { name: visitorPopup });
      await expect(region).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await region.getByRole('button', { name: message(lang, 'shell.region.close') }).click();
      await expect(popup).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await popup.getByRole('button', { name: message(lang, 'notices.close') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("the region select still comes first when the shell's script arrives after the popups' answer", async ({
      page,
      sites,
    }) => {
      // A slow network hands the page the shell's script (which expects the region select) only after the visitors'
      // popups were answered: the popup must still wait for the page's scripts, then for the region select.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/_astro\/Base\.astro_astro_type_script/, async (route) => {
        await released;
        await route.continue();
      });
      const popupsAnswered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/wps/relay/announcements',
      );
      // Not to 'load': the held script holds the page's load event too.
      await page.goto(`${pakistan(sites)}${prefix}/`, { waitUntil: 'commit' });
      await (await popupsAnswered).finished();
      release();
      const region = page.getByRole('dialog', { name: message(lang, 'shell.region.title') });
      await expect(region).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await region.getByRole('button', { name: message(lang, 'shell.region.close') }).click();
      await expect(page.getByRole('dialog', { name: visitorPopup })).toBeVisible();
    });

    test('the region select, once closed, does not come back after registration, sign-out or sign-in', async ({
      page,
      sites,
    }) => {
      const site = pakistan(sites);
      // The country comes with the status reading every page makes: no page asks for it on its own.
      const countryAsked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/wps/system/countryCode') countryAsked.push(page.url());
      });
      await page.goto(`${site}${prefix}/`);
      const region = page.getByRole('dialog', { name: message(lang, 'shell.region.title') });
      await region.getByRole('button', { name: message(lang, 'shell.region.close') }).click();
      await page.getByRole('dialog', { name: visitorPopup }).press('Escape');

      // Registered: the page a new player's session opens greets with the first-login popups, and only them.
      const player = await freshPlayer(site);
      await page.evaluate((token) => {
        sessionStorage.setItem('token', token);
        sessionStorage.setItem('firstLogin', '1');
      }, player.token);
      await page.goto(`${site}${prefix}/`);
      const greeting = page.getByRole('dialog', { name: firstLoginPopup });
      await expect(greeting).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await greeting.getByRole('button', { name: message(lang, 'notices.close') }).click();

      // Signed out: home, with nothing over it.
      const menuFor = message(lang, 'account.bar.menuFor').replace('{{nickname}}', player.nickname);
      await page.getByRole('button', { name: menuFor }).click();
      await page.getByRole('button', { name: message(lang, 'account.menu.signOut') }).click();
      await page
        .getByRole('dialog', { name: message(lang, 'account.logout.title') })
        .getByRole('button', { name: message(lang, 'account.logout.confirm') })
        .click();
      await expect(
        page.getByRole('banner').getByRole('link', { name: message(lang, 'shell.header.login') }),
      ).toBeVisible();

      // Signed in again (a sign-in link): the player's popups, the region select not.
      const again = await signIn(site, player.account, FRESH_PLAYER_PASSWORD);
      await page.goto(await withToken(`${site}${prefix}/promotions/`, again.token));
      await expect(page.getByRole('region', { name: message(lang, 'account.bar.label') })).toBeVisible();
      await expect(region).toBeHidden();
      expect(countryAsked).toEqual([]);
    });
  });
}
