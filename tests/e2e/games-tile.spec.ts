/**
 * The game tile on the Pakistan site, on a phone and on a desktop:
 * the full name under the title's own artwork (which the platform draws with the name in it), the vendor,
 * hot/new badges, a fixed height, PLAY NOW on every game type but slots, the VASSALAGE vendor tile opening
 * the game popup (keyboard: Enter opens, Escape closes, scroll position kept), a live game in its own
 * window, the Urdu page mirrored, and axe on the lobby and the popup. The pop-up blocker's message is in games-tile-blocked.spec.ts.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { hydrated, signedIn } from './support/hydrated';
import { message } from './support/messages';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed' });

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A tile's main button: named by what it shows, the game name first, then its action. */
function tile(page: Page, name: string, action = 'Play') {
  return page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}\\b.*${action}$`) });
}

for (const [device, options] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  test.describe(device, () => {
    test.use(options);

    test('a tile shows its full name, vendor, badge and artwork at a fixed height', async ({ page, sites }) => {
      await page.goto(`${sites.pakistan}/fish/`);
      const game = tile(page, 'Fishing Disco');
      await expect(game).toBeVisible();
      // The full name, not a code or a cut: the text is the whole name, on at most two lines.
      const name = game.getByText('Fishing Disco', { exact: true });
      await expect(name).toBeVisible();
      await expect(game.getByText('JDB', { exact: true })).toBeVisible();
      await expect(game.getByText('New', { exact: true })).toBeVisible();
      // Nothing of it is clipped.
      expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      const art = game.locator('img');
      await expect(art).toHaveAttribute('src', /\/lgw\/assets\/games\/JDB_FISH001\.webp$/);
      await art.scrollIntoViewIfNeeded();
      await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
      await expect(art).toHaveAttribute('loading', 'lazy');
      // The image carries the name too (drawn by the platform): the SVG it is drawn from says which.
      const svg = await page.evaluate(async () => (await fetch('/lgw/assets/games/JDB_FISH001.svg')).text());
      const drawn = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((line) => line[1]).join(' ');
      expect(drawn).toBe('Fishing Disco');
      // Fixed height (15rem), whatever the name's length.
      const heights = await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /Play$/ }) })
        .evaluateAll((items) => [
          ...new Set(items.slice(0, 12).map((li) => Math.round(li.getBoundingClientRect().height))),
        ]);
      expect(heights).toEqual([240]);
    });

    test('a name box is two of its lines tall, so no third line shows under the ellipsis', async ({ page, sites }) => {
      await page.goto(`${sites.pakistan}/rng/`);
      const names = page.getByRole('main').locator('[data-game-name]');
      await expect(names.first()).toBeVisible();
      const boxes = await names.evaluateAll((spans) =>
        spans.slice(0, 12).map((span) => ({
          text: span.textContent ?? '',
          lines: span.clientHeight / Number.parseFloat(getComputedStyle(span).lineHeight),
        })),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(6);
      // The first slots include names longer than two lines on a phone ("Electric Bonanza Hold and Win"). The
      // box is exactly two of its lines tall: a taller one shows the top of the third line under the clamp.
      for (const box of boxes) expect(box.lines, box.text).toBeCloseTo(2, 1);
    });

    test('PLAY NOW shows on fishing games but not on slots', async ({ page, sites }) => {
      await page.goto(`${sites.pakistan}/fish/`);
      await expect(page.getByRole('button', { name: 'Play now · Fishing Disco' })).toBeVisible();
      await page.goto(`${sites.pakistan}/rng/`);
      await expect(tile(page, '.+').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: /^Play now · / })).toHaveCount(0);
      const audit = await new AxeBuilder({ page }).include('main').analyze();
      const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('a vendor tile opens the game popup by keyboard and Escape closes it where the page was', async ({
      page,
      sites,
    }) => {
      await page.goto(`${sites.pakistan}/fish/`);
      const vendor = tile(page, 'JDB Fishing', 'Show games');
      await expect(vendor).toBeVisible();
      // Scroll a little, at once: a wheel scroll lands a frame later, and reading it earlier raced it.
      await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
      await vendor.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'JDB Fishing' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Games of JDB Fishing' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Shark Hunter\b.*Play$/ })).toBeVisible();
      // Only the vendor's games, not the vendor tile itself.
      await expect(dialog.getByRole('button', { name: /Show games$/ })).toHaveCount(0);
      const audit = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Focus stays in the dialog: tabbing never reaches the page behind.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });
}

test.describe('desktop live game', () => {
  test.use(DESKTOP);

  test('a live game opens in a new window and the site stays where it was', async ({ page, sites }) => {
    const { token } = await signIn(sites.pakistan, 'pkplayer2', 'Player123');
    await page.goto(await withToken(`${sites.pakistan}/live/`, token));
    await signedIn(page, 'en');
    const popup = page.waitForEvent('popup');
    await hydrated(page).getByRole('button', { name: 'Play now · Lightning Roulette' }).click();
    const gameWindow = await popup;
    await gameWindow.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
    await expect(gameWindow.getByRole('heading', { name: 'Lightning Roulette' })).toBeVisible();
    expect(await gameWindow.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/live/');
  });

  test('a visitor clicking a live game gets the login dialog and no window', async ({ page, sites }) => {
    await page.goto(`${sites.pakistan}/live/`);
    let opened = false;
    page.on('popup', () => {
      opened = true;
    });
    await hydrated(page.getByRole('main'))
      .getByRole('button', { name: /^Lightning Roulette\b.*Play$/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(opened).toBe(false);
  });
});

test.describe('Burmese phone', () => {
  test.use({ ...PHONE, locale: 'my-MM' });

  test('badges stay inside their pills and clear of the favourite star', async ({ page, sites }) => {
    // Burmese "hot" (ရေပန်းစား, the word of the lobby's HOT filter) is the longest badge word of every merchant
    // language: on a phone tile it has the least room to spare.
    await page.goto(`${sites.myanmar}/rng/`);
    const badges = page.getByRole('main').locator('[data-game-badges]');
    await expect(badges.first()).toContainText('ရေပန်းစား');
    const tiles = await badges.evaluateAll((groups) =>
      groups.slice(0, 12).map((group) => {
        const star = group.closest('li')?.querySelector('button[aria-pressed]')?.getBoundingClientRect();
        const pills = [...group.children].map((pill) => {
          const label = pill.firstElementChild as HTMLElement;
          return {
            text: pill.textContent ?? '',
            right: pill.getBoundingClientRect().right,
            // The label never spills out of its pill: a long one ends in an ellipsis inside it.
            inside: label.getBoundingClientRect().right <= pill.getBoundingClientRect().right,
            whole: label.scrollWidth <= label.clientWidth,
          };
        });
        return { starLeft: star?.left, pills };
      }),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const { starLeft, pills } of tiles) {
      for (const pill of pills) {
        expect(pill.inside, pill.text).toBe(true);
        // A pill alone has room for its whole word; two share the room and may end in an ellipsis.
        if (pills.length === 1) expect(pill.whole, pill.text).toBe(true);
        if (starLeft !== undefined) expect(pill.right, pill.text).toBeLessThanOrEqual(starLeft);
      }
    }
  });
});

test.describe('Urdu', () => {
  test.use(PHONE);

  test('the tile and the game popup mirror on the Urdu page', async ({ page, sites }) => {
    await page.goto(`${sites.pakistan}/ur/fish/`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const playNow = page.getByRole('button', { name: `${message('ur', 'games.playNow')} · Fishing Disco` });
    await expect(playNow).toBeVisible();
    const game = tile(page, 'Fishing Disco', message('ur', 'games.play'));
    // The badge sits at the start (right) edge of the artwork; the name reads left to right inside it.
    const badge = game.getByText(message('ur', 'games.badge.hot'), { exact: true });
    const [tileBox, badgeBox] = [await game.boundingBox(), await badge.boundingBox()];
    expect((badgeBox?.x ?? 0) + (badgeBox?.width ?? 0)).toBeGreaterThan((tileBox?.x ?? 0) + (tileBox?.width ?? 0) - 40);
    await expect(game.getByText('Fishing Disco', { exact: true })).toHaveAttribute('dir', 'auto');
    await tile(page, 'JDB Fishing', message('ur', 'games.popup.open')).click();
    const dialog = page.getByRole('dialog', { name: 'JDB Fishing' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: message('ur', 'games.popup.list').replace('{{vendor}}', 'JDB Fishing') }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: message('ur', 'games.popup.close') }).click();
    await expect(dialog).toBeHidden();
  });
});
