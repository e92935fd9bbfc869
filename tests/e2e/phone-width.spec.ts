/**
 * No page is wider than a 360 px phone (on myanmar / the Register button once sat 24 px off
 * screen and the page was 385 px wide). One page of each type, in every language (each once, on the merchant whose
 * default it is: support/layout-languages.ts), for a visitor and for a signed-in player, with the brand in the header
 * whole or not at all. The pages go in short groups, each a test, so a loop fits the default test budget on a loaded
 * machine and the groups run in parallel. Then, in Pakistan's English and Urdu, what a phone's narrow screen used to
 * hide: floating buttons over content, an amount range read as a negative amount, a wide table cut without a sign.
 */
import type { Page } from '@playwright/test';
import { depositCall } from '../../src/api/calls/money/deposits';
import { expect, test } from './fixtures';
import { inGroups, LAYOUT_LANGUAGES } from './support/layout-languages';
import { message } from './support/messages';
import { freshPlayer } from './support/money';
import { overflow } from './support/overflow';
import { apiFor, signIn, withToken } from './support/sign-in';

const WIDTH = 360;
test.use({ popups: 'dismissed', viewport: { width: WIDTH, height: 740 }, locale: 'my-MM' });

/** One page of each type a visitor can open (the system pages and the not-found page included). */
const VISITOR_PAGES = [
  '/',
  '/rng/',
  '/sports/',
  '/lott/',
  '/promotions/',
  '/help/',
  '/download/',
  '/favorite/',
  '/agent/',
  '/maintenance/',
  '/restricted/',
  '/no-such-page/',
];
/** Pages that need a session, opened as a signed-in player. */
const MEMBER_PAGES = ['/', '/member/', '/lottery/', '/recent/'];

const PLAYER: Record<string, string> = { bangladesh: 'bdplayer1', pakistan: 'pkplayer1', myanmar: 'mmplayer1' };

/**
 * The header's brand name cut by its box ("Shapla Pla"), or null: shown whole, or dropped out of sight below the
 * one-line link so the mark stands alone (pages without the shell have no brand).
 */
function brandCut(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const link = document.querySelector('[data-brand]');
    const name = document.querySelector('[data-brand-name]');
    if (!link || !name) return null;
    const box = link.getBoundingClientRect();
    const text = name.getBoundingClientRect();
    if (text.top >= box.bottom - 0.5) return null;
    const inside = text.left >= box.left - 0.5 && text.right <= box.right + 0.5 && text.bottom <= box.bottom + 0.5;
    return inside && name.scrollWidth <= name.clientWidth
      ? null
      : `"${name.textContent}" cut: ${Math.round(text.width)} px of text in ${Math.round(box.width)} px`;
  });
}

for (const { tenant, lang, prefix } of LAYOUT_LANGUAGES) {
  test.describe(`${tenant.id} ${lang}`, () => {
    // A language's tests run one after another in one worker, each in a kept tab (a visitor's, then the player's):
    // only the first page of each fetches and compiles the site's scripts.
    test.describe.configure({ mode: 'default' });
    const groups = inGroups(VISITOR_PAGES, 6);
    for (const [index, paths] of groups.entries()) {
      test(`visitor pages ${index + 1}/${groups.length} fit a ${WIDTH} px phone`, async ({
        keptPage,
        sites,
        consoleErrors,
      }) => {
        consoleErrors.ignore(/status of 404/);
        const page = await keptPage('visitor');
        const wide: string[] = [];
        for (const path of paths) {
          await page.goto(`${sites[tenant.id]}${prefix}${path}`);
          const found = await overflow(page);
          if (found) wide.push(`${path}: ${found}`);
          const cut = await brandCut(page);
          if (cut) wide.push(`${path}: ${cut}`);
        }
        expect(wide, 'pages wider than the phone, or their brand cut').toEqual([]);
      });
    }

    test(`a promotion, the register dialog and a player's pages fit a ${WIDTH} px phone`, async ({
      keptPage,
      sites,
    }) => {
      const site = sites[tenant.id] as string;
      const wide: string[] = [];
      const visitor = await keptPage('visitor');
      const check = async (page: Page, path: string) => {
        const found = await overflow(page);
        if (found) wide.push(`${path}: ${found}`);
      };
      await visitor.goto(`${site}${prefix}/promotions/`);
      const promotion = visitor.getByRole('main').locator(`a[href^="${prefix}/promotions/"]`).first();
      await visitor.goto(`${site}${await promotion.getAttribute('href')}`);
      await check(visitor, '/promotions/<one>/');
      await visitor.goto(`${site}${prefix}/register/`);
      await expect(visitor.getByRole('dialog', { name: message(lang, 'auth.register.title') })).toBeVisible();
      await check(visitor, '/register/ (dialog)');
      // The next test that takes the visitor's tab opens a page of its own: the dialog goes with this one.

      const player = PLAYER[tenant.id] as string;
      const { token } = await signIn(site, player, 'Player123');
      const page = await keptPage(player);
      await page.goto(await withToken(`${site}${prefix}/`, token));
      await expect(page.getByRole('region', { name: message(lang, 'account.bar.label') })).toBeVisible();
      await check(page, '/ (signed in)');
      for (const path of MEMBER_PAGES.slice(1)) {
        await page.goto(`${site}${prefix}${path}`);
        await check(page, `${path} (signed in)`);
      }
      expect(wide, 'pages wider than the phone').toEqual([]);
    });
  });
}

/** Text, rows and status pills of the page (main and footer) that a visible floating button covers. */
function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (box: DOMRect) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
    const buttons = [...document.querySelectorAll('[data-floating-tray] > button, [data-floating-tray] > a')]
      .map((button) => button.getBoundingClientRect())
      .filter(visible);
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const content = [...document.querySelectorAll('#main *, footer *')].filter(
      (element) =>
        element.matches('li, .badge') ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return content
      .filter((element) => buttons.some((button) => overlaps(button, element.getBoundingClientRect())))
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

for (const lang of ['en', 'ur']) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  test(`pakistan ${lang}: floating buttons cover no content, ranges read as ranges, wide tables show they scroll`, async ({
    page,
    sites,
  }) => {
    const site = sites.pakistan as string;
    const player = await freshPlayer(site);
    for (let deposit = 0; deposit < 3; deposit += 1) {
      await apiFor(site, player.token).call(depositCall, {
        body: {
          methodCode: 'jazzcash',
          amount: 50_000,
          senderAccount: '03001234567',
          // JazzCash's transaction IDs are 11 digits.
          trxId: `${Date.now()}${deposit}`.slice(-11),
          idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
        },
      });
    }
    await page.goto(await withToken(`${site}${prefix}/member/depositv2/`, player.token));
    const rows = page.getByRole('list', { name: message(lang, 'money.deposit.history') }).getByRole('listitem');
    await expect(rows).toHaveCount(3);

    // The form's limits: one line, the smaller amount first in the page's direction (at the right in Urdu).
    const range = page.locator('form [data-money-range] bdi');
    const [min, max] = [await range.first().boundingBox(), await range.last().boundingBox()];
    expect(min && max && Math.abs(min.y - max.y) < 2, 'the range on one line').toBe(true);
    expect(min && max && (lang === 'ur' ? min.x > max.x : min.x < max.x), 'the range in reading order').toBe(true);

    // At the end of the page, where the list and the footer meet the floating buttons (back-to-top shows there).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: message(lang, 'shell.scrollTop') })).toBeVisible();
    await expect(rows.last().locator('.badge')).toBeVisible();
    expect(await coveredByFloatingButtons(page)).toEqual([]);

    if (lang !== 'ur') return;
    // The VIP levels are wider than the phone in Urdu: the table fades at its left edge, where it scrolls to.
    await page.goto(`${site}${prefix}/member/vip/`);
    const table = page.locator('[data-scroll-cue]').first();
    await expect(table.getByRole('row').first()).toBeVisible();
    await expect(table).toHaveAttribute('data-more-end', '');
    await expect(table).not.toHaveAttribute('data-more-start', '');
    expect(await table.evaluate((box) => getComputedStyle(box).maskImage)).toContain('linear-gradient');
    await table.evaluate((box) => box.scrollTo({ left: -box.scrollWidth, behavior: 'instant' }));
    await expect(table).toHaveAttribute('data-more-start', '');
    await expect(table).not.toHaveAttribute('data-more-end', '');
  });
}
