/**
 * The home storefront on every merchant, on a 360 px phone and a desktop:
 * banners, boards and game sections in a fixed order, filled with the platform's own data in the
 * page's language; the banner carousel's autoplay and loop; paging arrows only on sections above 12
 * items, mirrored on Urdu pages; a language switch that reloads the boards and lists in the new
 * language; axe on the home page.
 */

import type { Locator, Page } from '@playwright/test';
import { announcementsCall } from '../../src/api/calls/content';
import { hotGamesCall, winnerBoardCall } from '../../src/api/calls/games/lobby';
import { languageChangeCall } from '../../src/api/calls/language';
import { loadAllTenants } from '../../src/config/load-tenants';
import { type LanguageCode, languageInfo } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import { apiFor } from './support/sign-in';

test.use({ popups: 'dismissed' });

const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

const SECTION_ORDER = ['hot', 'winners', 'rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'cockfight'];

/** A card's button: its accessible name starts with the game's name (the favourite star's does not). */
const startingWith = (text: string | undefined) =>
  new RegExp(`^${(text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const section = (page: Page, lang: LanguageCode, key: string) =>
  page.getByRole('region', { name: message(lang, key), exact: true });

/** Scrolls a section into view (its island hydrates when visible) and waits for its first card. */
async function showSection(page: Page, lang: LanguageCode, key: string): Promise<Locator> {
  const region = section(page, lang, key);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('button').first()).toBeVisible();
  return region;
}

for (const tenant of loadAllTenants()) {
  const lang = tenant.defaultLanguage as LanguageCode;
  const language = languageInfo(lang).platformCode as 'EN';
  // A device in the merchant's default language (Myanmar follows the device language).
  test.describe(`${tenant.id} home`, () => {
    test.use({ locale: `${lang}-${tenant.country}` });
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`${tenant.id} ${device}: banners, boards and sections in order, with the platform's data in ${lang}`, async ({
        page,
        sites,
      }) => {
        const api = apiFor(sites[tenant.id]);
        const [announcements, board, hot] = await Promise.all([
          api.call(announcementsCall, { query: { types: 'B', platform: 'W', language } }),
          api.call(winnerBoardCall, { query: { gameCategory: 'ALL', language, limitNum: 20 } }),
          api.call(hotGamesCall, { query: { limit: 20, language } }),
        ]);
        const banners = announcements.banners?.w_home ?? [];
        expect(banners.length).toBeGreaterThan(1);

        await page.setViewportSize(viewport);
        await page.goto(`${sites[tenant.id]}/`);

        // Banners: every w_home banner of this language, each a link named by its title where it leads somewhere.
        const strip = page.getByRole('region', { name: message(lang, 'home.banners.label') });
        await expect(strip.locator('[data-banner-id]')).toHaveCount(banners.length);
        for (const banner of banners) await expect(strip.getByText(banner.title, { exact: true })).toBeAttached();
        const promotion = banners.find((banner) => banner.linkageType === 'PROMOTION');
        if (promotion)
          await expect(strip.getByRole('link', { name: promotion.title })).toHaveAttribute('href', /\/promotions\/$/);

        // Biggest wins: the first 9 of the 20, biggest first, amounts with 2 decimals in the page's digits.
        const biggest = page.getByRole('region', { name: message(lang, 'home.boards.biggest.title') });
        await expect(biggest.getByRole('listitem')).toHaveCount(9);
        const top = board.list[0]?.vo;
        await expect(biggest.getByRole('listitem').first()).toContainText(top?.gameName ?? '');
        await expect(biggest.getByRole('listitem').first()).toContainText(top?.customerName ?? '');
        const jackpot = page.getByRole('region', { name: message(lang, 'home.boards.jackpot.title') });
        await expect(jackpot.locator('[data-jackpot-figure]')).not.toBeEmpty();

        // The sections, in their fixed order.
        const order = await page
          .locator('[data-home-section]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));
        expect(order).toEqual(SECTION_ORDER);

        // Hot games: the platform's hot list, 20 of them, in a paging carousel.
        const hotRegion = await showSection(page, lang, 'home.sections.hot');
        await expect(
          hotRegion.getByRole('button', { name: startingWith(hot.list[0]?.displayName) }).first(),
        ).toBeAttached();
        await expect(hotRegion.getByRole('button', { name: message(lang, 'home.sections.next') })).toBeVisible();

        // Winners: the board's games with their wins.
        const winners = await showSection(page, lang, 'home.sections.winners');
        await expect(winners.getByRole('button', { name: startingWith(top?.gameName) }).first()).toBeAttached();

        // Every category section fills; vendor sections have no "more games" link.
        for (const id of ['rng', 'live', 'fish', 'pvp']) {
          const region = await showSection(page, lang, `shell.nav.${id}`);
          await expect(region.getByRole('link', { name: message(lang, 'home.sections.more') })).toBeVisible();
        }
        // Nothing widens the page: a phone never scrolls sideways (carousels clip their own rows).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        for (const id of ['sports', 'esports', 'cockfight']) {
          const region = await showSection(page, lang, `shell.nav.${id}`);
          await expect(region.getByRole('link', { name: message(lang, 'home.sections.more') })).toHaveCount(0);
          // 12 cards or fewer: a plain grid, no arrows.
          await expect(region.getByRole('button', { name: message(lang, 'home.sections.next') })).toHaveCount(0);
        }
      });
    }
  });
}

test.describe('with motion', () => {
  // Autoplay is off for players who ask for less motion (the suite's default, playwright.config.ts).
  test.use({ reducedMotion: 'no-preference' });

  test('the banner strip autoplays every 5 s with a 1 s transition and loops its banners', async ({ page, sites }) => {
    // The page's timers and animation frames run on Playwright's clock, moved on by hand: the 5 s steps take no
    // waiting, and a step's animation frames are all run (runFor), so an every-frame loop would show in the count.
    await page.clock.install();
    await page.addInitScript(() => {
      const counted = window as Window & { framesAsked?: number };
      const original = window.requestAnimationFrame.bind(window);
      counted.framesAsked = 0;
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked = (counted.framesAsked ?? 0) + 1;
        return original(callback);
      };
    });
    await page.goto(`${sites.pakistan}/`);
    const strip = page.locator('[data-banner-carousel]');
    await expect(strip).toBeInViewport();
    // Swiper is fetched when the first step is due, 5 s after the strip shows (src/features/home/banners/banner-start.ts).
    const carousel = page.locator('[data-banner-carousel][data-carousel-ready]');
    await expect(carousel).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(carousel).toBeAttached();
    const settings = await carousel.evaluate((el) => {
      const { swiper } = el as HTMLElement & { swiper: { params: { loop: boolean; speed: number } } };
      return { loop: swiper.params.loop, speed: swiper.params.speed, delay: el.dataset.autoplayMs };
    });
    expect(settings).toEqual({ loop: true, speed: 1000, delay: '5000' });
    // The step that was due when swiper arrived is taken at once: the strip has left its first banner.
    await expect(carousel.locator('.swiper-slide-active')).not.toHaveAttribute('data-swiper-slide-index', '0');
    const active = () => carousel.locator('.swiper-slide-active').getAttribute('data-banner-id');
    const framesAsked = () => page.evaluate(() => (window as Window & { framesAsked?: number }).framesAsked ?? 0);
    const sliding = () =>
      carousel.evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);
    for (let stepTaken = 0; stepTaken < 2; stepTaken++) {
      const shown = await active();
      const before = await framesAsked();
      // The slide's 1 s transition runs in real time; the next 5 s count starts when it ends.
      await expect.poll(sliding).toBe(false);
      await page.clock.runFor(5_000);
      await expect.poll(active).not.toBe(shown);
      // A whole step asks for a few animation frames at most: swiper's Autoplay module asked for every frame (about
      // 360 a step), keeping a phone busy for as long as the page stayed open.
      expect((await framesAsked()) - before).toBeLessThan(60);
    }
  });
});

test.describe('the jackpot ticker, with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('rolls its 20 winners in a closed loop, copying only the rows its window shows', async ({ page, sites }) => {
    await page.goto(`${sites.bangladesh}/en/`);
    const track = page.locator('[data-jackpot-list]');
    await expect(track.locator('li')).toHaveCount(27);
    // 20 winners for assistive tech; the 7 rows closing the loop are hidden from it.
    await expect(track.locator('li:not([aria-hidden])')).toHaveCount(20);
    const loop = await track.evaluate((list: HTMLElement) => {
      const rows = [...list.children] as HTMLElement[];
      const [animation] = list.getAnimations();
      if (!animation || !rows[0] || !rows[20]) return null;
      animation.pause();
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      animation.currentTime = duration - 0.001;
      const shift = new DOMMatrix(getComputedStyle(list).transform).m42;
      return {
        shift,
        copyOffset: rows[20].offsetTop - rows[0].offsetTop,
        copyIsFirst: rows[20].textContent === rows[0].textContent,
        window: (list.parentElement as HTMLElement).clientHeight,
        copied: (rows.length - 20) * rows[0].offsetHeight,
      };
    });
    expect(loop).not.toBeNull();
    // At the end of a turn the copy of the first row stands exactly where the first row started: no jump.
    expect(loop?.copyIsFirst).toBe(true);
    expect(Math.abs((loop?.shift ?? 0) + (loop?.copyOffset ?? 0))).toBeLessThan(1);
    // The copy fills the window, so no gap shows at the end of a turn.
    expect(loop?.copied).toBeGreaterThanOrEqual(loop?.window ?? Number.POSITIVE_INFINITY);
  });
});

test('a paging section moves by a page with its arrows; Urdu mirrors the arrows and the slide', async ({
  page,
  sites,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  for (const [prefix, lang] of [
    ['', 'en'],
    ['/ur', 'ur'],
  ] as const) {
    await page.goto(`${sites.pakistan}${prefix}/`);
    const hot = await showSection(page, lang, 'home.sections.hot');
    const previous = hot.getByRole('button', { name: message(lang, 'home.sections.previous') });
    const next = hot.getByRole('button', { name: message(lang, 'home.sections.next') });
    await expect(hot.locator('[data-carousel-ready]')).toBeAttached();
    await expect(previous).toBeDisabled();
    const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
    // Left to right: previous, then next; right to left: mirrored.
    if (lang === 'ur') expect(previousBox?.x).toBeGreaterThan(nextBox?.x ?? 0);
    else expect(previousBox?.x).toBeLessThan(nextBox?.x ?? 0);

    const firstTile = hot.locator('.swiper-slide').first();
    const before = (await firstTile.boundingBox())?.x ?? 0;
    await next.click();
    await expect(previous).toBeEnabled();
    // The first page slides out towards the reading start: left in English, right in Urdu.
    const moved = async () => ((await firstTile.boundingBox())?.x ?? 0) - before;
    if (lang === 'ur') await expect.poll(moved).toBeGreaterThan(100);
    else await expect.poll(moved).toBeLessThan(-100);
  }
});

test('switching language tells the platform and reloads banners, boards and lists in the new language', async ({
  page,
  sites,
}) => {
  const requests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/(announcements|winnerRankList|hotGames|game_menus)$/.test(url.pathname)) requests.push(url);
  });
  await page.goto(`${sites.pakistan}/`);
  await expect(
    page.getByRole('region', { name: message('en', 'home.boards.biggest.title') }).getByRole('listitem'),
  ).toHaveCount(9);

  await page
    .getByRole('banner')
    .getByRole('button', { name: message('en', 'shell.sideMenu.region') })
    .click();
  requests.length = 0;
  const notice = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(languageChangeCall.path),
  );
  await page
    .getByRole('dialog', { name: message('en', 'shell.region.title') })
    .locator('[data-set-language="ur"]')
    .click();
  await expect(page).toHaveURL(/\/ur\/$/);
  // The platform is told the new language (a language change is reported to it) and acknowledges it.
  const told = await notice;
  expect(told.postDataJSON()).toEqual({ language: 'UR' });
  expect((await (await told.response())?.json())?.value).toEqual({ language: 'UR', saved: false });

  const api = apiFor(sites.pakistan);
  const urdu = await api.call(announcementsCall, { query: { types: 'B', platform: 'W', language: 'UR' } });
  const strip = page.getByRole('region', { name: message('ur', 'home.banners.label') });
  await expect(strip.getByText(urdu.banners?.w_home?.[0]?.title ?? '', { exact: true })).toBeAttached();
  await expect(
    page.getByRole('region', { name: message('ur', 'home.boards.biggest.title') }).getByRole('listitem'),
  ).toHaveCount(9);
  await showSection(page, 'ur', 'home.sections.hot');
  await showSection(page, 'ur', 'shell.nav.sports');
  const asked = (path: string) =>
    requests.filter((url) => url.pathname.endsWith(path)).map((url) => url.searchParams.get('language'));
  for (const path of ['announcements', 'winnerRankList', 'hotGames']) {
    expect(asked(path).length, path).toBeGreaterThan(0);
    expect(new Set(asked(path)), path).toEqual(new Set(['UR']));
  }
  // The vendor menu: the home sections ask in Urdu (the header's menu asks without a language).
  expect(asked('game_menus')).toContain('UR');
});

for (const [prefix, lang] of [
  ['', 'en'],
  ['/ur', 'ur'],
] as const) {
  test(`axe finds no serious problem on the home page (pakistan ${lang}, phone)`, async ({ page, sites }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${sites.pakistan}${prefix}/`);
    await expect(
      page.getByRole('region', { name: message(lang, 'home.boards.biggest.title') }).getByRole('listitem'),
    ).toHaveCount(9);
    await showSection(page, lang, 'home.sections.hot');
    await showSection(page, lang, 'shell.nav.sports');
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
