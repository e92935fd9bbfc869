/**
 * Navigation rules on each merchant's English pages, desktop and phone:
 * the top navigation from the vendor map, single-vendor direct launch, the vendor drop menu by mouse,
 * keyboard and tap, the side menu's rules, the phone's bottom bar and the floating customer-service button,
 * the game pages /bgs and /seamless without a side menu, and the same in Urdu, right to left.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', locale: 'en-US' });

/** Each merchant's English home (English is pakistan's default; the others prefix /en). */
const MERCHANTS = [
  { tenant: 'bangladesh', en: '/en', player: 'bdplayer1' },
  { tenant: 'pakistan', en: '', player: 'pkplayer1' },
  { tenant: 'myanmar', en: '/en', player: 'mmplayer1' },
] as const;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const vendorPanel = (page: Page) => page.getByRole('banner').getByRole('region', { name: /providers$/ });
/** The vendor map has been applied once the slots' drop-menu button shows. */
async function navReady(page: Page) {
  await expect(mainNav(page).getByRole('button', { name: 'Show Slots providers' })).toBeVisible();
}

for (const { tenant, en, player } of MERCHANTS) {
  test.describe(`${tenant} on a desktop`, () => {
    test.use({ viewport: DESKTOP });

    test('the top navigation lists the categories in a fixed order; its vendor drop menu opens on hover and by keyboard, and a vendor opens its page; a single-vendor category asks a visitor to log in', async ({
      page,
      sites,
    }) => {
      // One browser serves the three: the list and the drop menu on one visit, then the visitor's launch.
      await page.goto(`${sites[tenant]}${en}/`);
      await navReady(page);
      const links = mainNav(page).getByRole('link');
      const paths = await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(paths.map((p) => p.slice(en.length))).toEqual([
        '/',
        '/favorite/',
        '/rng/',
        '/inhouse/',
        '/live/',
        '/fish/',
        '/pvp/',
        '/sports/',
        '/esports/',
        '/cockfight/',
        '/lott/',
        '/elott/',
        '/promotions/',
        '/bingo/',
      ]);
      // The header's search button leads to the slot lobby's search on every page.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Search games' })).toHaveAttribute(
        'href',
        `${en}/rng/#search`,
      );

      await mainNav(page).getByRole('link', { name: 'Live casino' }).hover();
      const panel = vendorPanel(page);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading')).toHaveText('Live casino providers');
      await expect(panel.getByRole('link', { name: 'Evolution' })).toBeVisible();
      // Leaving the header closes it.
      await page.mouse.move(640, 700);
      await expect(panel).toBeHidden();

      // Keyboard: the chevron opens the menu and moves into it; Escape closes it and returns.
      const toggle = mainNav(page).getByRole('button', { name: 'Show Slots providers' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('heading')).toHaveText('Slots providers');
      await expect(panel.getByRole('link', { name: 'PG Soft' })).toBeFocused();
      // In-house vendors are their own category, not slots.
      await expect(panel.getByRole('link', { name: 'In-house' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: 'Playtech' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${sites[tenant]}${en}/rng/?vassalage=PT`);

      // A single-vendor category launches its vendor at once, so a visitor is asked to log in and stays put.
      await page.goto(`${sites[tenant]}${en}/`);
      await navReady(page);
      await mainNav(page).getByRole('link', { name: 'E-sports' }).click();
      await expect(page.getByRole('dialog')).toContainText('Please log in to continue');
      expect(new URL(page.url()).pathname).toBe(`${en}/`);
    });

    test('side menu: active entry, its download and licence entries, favourites ask a visitor to log in', async ({
      page,
      sites,
    }) => {
      await page.goto(`${sites[tenant]}${en}/live/`);
      const side = page.getByRole('complementary', { name: 'Side menu' });
      await expect(side.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
      // Hovering the download entry shows its QR code; hovering the licence entry, the seal.
      await side.getByRole('link', { name: 'App download' }).hover();
      await expect(side.getByRole('img', { name: 'Scan to download the app' })).toBeVisible();
      await side.getByRole('button', { name: 'Licence' }).hover();
      await expect(side.getByRole('img', { name: /gaming licence seal$/ })).toBeVisible();
      await side.getByRole('link', { name: 'Favourites' }).click();
      await expect(page.getByRole('dialog')).toContainText('Please log in to continue');
      expect(new URL(page.url()).pathname).toBe(`${en}/live/`);
    });

    test("a member's single-vendor category and the side menu's lottery launch their vendor directly", async ({
      page,
      sites,
    }) => {
      const { token } = await signIn(sites[tenant], player, 'Player123');
      await page.goto(await withToken(`${sites[tenant]}${en}/`, token));
      await navReady(page);
      await mainNav(page).getByRole('link', { name: 'E-sports' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
      await expect(page.getByText('IM Esports').first()).toBeVisible();

      // The same tab, still signed in.
      await page.goto(`${sites[tenant]}${en}/live/`);
      await navReady(page);
      const side = page.getByRole('complementary', { name: 'Side menu' });
      await side.getByRole('link', { name: 'Lottery', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
    });
  });

  test.describe(`${tenant} on a phone`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test("bottom bar, tap vendor menu and the floating customer-service button; a member's bar", async ({
      page,
      sites,
    }) => {
      await page.goto(`${sites[tenant]}${en}/promotions/`);
      await navReady(page);
      const bar = page.getByRole('navigation', { name: 'Quick navigation' });
      await expect(bar).toBeVisible();
      for (const name of ['Home', 'Games', 'Promotions', 'Log in', 'Menu'])
        await expect(bar.getByText(name)).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');

      // A tap on the chevron opens the vendor menu.
      await mainNav(page).getByRole('button', { name: 'Show Fishing providers' }).tap();
      await expect(vendorPanel(page).getByRole('link', { name: 'JDB Fishing' })).toBeVisible();
      await page.touchscreen.tap(180, 600);
      await expect(vendorPanel(page)).toBeHidden();

      // The floating button opens the merchant's service links.
      const fab = page.getByRole('button', { name: 'Customer service' });
      await fab.tap();
      await expect(page.locator('#service-menu').getByRole('link').first()).toBeVisible();
      await fab.tap();

      // Scrolled to the end, the page's last content stays clear of the bar and the button.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const fabBox = await fab.boundingBox();
      const barBox = await bar.boundingBox();
      expect(footer && fabBox && barBox).toBeTruthy();
      if (footer && fabBox && barBox) {
        expect(footer.y + footer.height).toBeLessThanOrEqual(fabBox.y + 0.5);
        expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Log in opens the login dialog; Menu opens the side menu drawer.
      await bar.getByRole('button', { name: 'Menu' }).tap();
      await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeInViewport();

      // Signed in (the same tab, by a sign-in link), a member gets deposit and account in the bar instead.
      const { token } = await signIn(sites[tenant], player, 'Player123');
      await page.goto(await withToken(`${sites[tenant]}${en}/`, token));
      await expect(bar.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', `${en}/member/depositv2/`);
      await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', `${en}/member/`);
      await expect(bar.getByRole('button', { name: 'Log in' })).toBeHidden();
    });
  });
}

test('the in-house entry opens the in-house games, kept out of the slots', async ({ page, sites }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${sites.pakistan}/`);
  await mainNav(page).getByRole('link', { name: 'In-house games' }).click();
  await expect(page).toHaveURL(`${sites.pakistan}/inhouse/?vassalage=INHOUSE`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In-house games');
  // The lobby opens on the in-house vendor alone: a handful of titles, not the 10,000 slots.
  await expect(page.getByRole('button', { name: 'In-house', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^\d{1,2} games$/)).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'In-house games' })).toHaveAttribute('aria-current', 'page');
});

test.describe('game pages', () => {
  test.use({ viewport: DESKTOP });

  test('/bgs and /seamless frame the game without a side menu', async ({ page, sites }) => {
    const { token } = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
    await page.goto(await withToken(`${sites.pakistan}/bgs/`, token));
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
    const frame = page.frameLocator('iframe[title="Game"]');
    await expect(frame.getByText('BGS Bingo').first()).toBeVisible();

    await page.goto(`${sites.pakistan}/seamless/?vassalage=EVO&gameType=LIVE`);
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
    await expect(frame.getByText('Evolution').first()).toBeVisible();

    await page.goto(`${sites.pakistan}/seamless/`);
    await expect(page.getByText('No game was chosen.')).toBeVisible();
  });

  test('a visitor is sent to log in first', async ({ page, sites }) => {
    await page.goto(`${sites.pakistan}/bgs/`);
    await expect(page).toHaveURL(/\/login\//);
  });
});

test.describe('Urdu, right to left', () => {
  test('the drop menu and the bottom bar mirror', async ({ page, sites }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${sites.pakistan}/ur/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = page.getByRole('navigation', { name: message('ur', 'shell.header.mainNavigation') });
    const live = message('ur', 'shell.nav.live');
    await expect(
      nav.getByRole('button', { name: message('ur', 'shell.drop.toggle').replace('{{category}}', live) }),
    ).toBeVisible();
    await nav.getByRole('link', { name: live }).hover();
    const panel = page.getByRole('region', { name: message('ur', 'shell.drop.title').replace('{{category}}', live) });
    await expect(panel.getByRole('link', { name: 'Evolution' })).toBeVisible();
    const first = await panel.getByRole('link').first().boundingBox();
    const second = await panel.getByRole('link').nth(1).boundingBox();
    // The grid runs from the right.
    expect(first && second && first.x > second.x).toBe(true);

    await page.setViewportSize(PHONE);
    const bar = page.getByRole('navigation', { name: message('ur', 'shell.bottomNav.label') });
    const items = bar.getByRole('listitem').filter({ visible: true });
    const home = await items.first().boundingBox();
    const last = await items.last().boundingBox();
    expect(home && last && home.x > last.x).toBe(true);
  });
});
