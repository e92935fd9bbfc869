/**
 * CDN hosts for the site's other platform images, for every merchant on a 360 px phone: with
 * the visit's image hosts one that is down (for game icons and vendor logos) and one that works, the home's winner-board icons (plain DOM,
 * components/ui/cdn-image.ts), a game centre's vendor logos and the lottery board's game cards (React, CdnImage)
 * each try the host that is down, then load from the one that works.
 *
 * Each page starts with the host order the permission answer leaves in session storage (stores/cdn-hosts.ts),
 * the host that is down first. Not set with the operator's call: a merchant's hosts reach every page of that
 * merchant, and made-up hosts would break the images (console errors) of the other browser tests running at the
 * same time on it; nor through the permission answer, which on a loaded machine can come after the 3 s images
 * wait for it (they then load from the own origin). The operator's call and the permission answer, end to end,
 * are tested in tables-chat-rooms-cdn.spec.ts, tests/platform/tables/cdn-hosts.test.ts and the unit tests.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveFrom } from './support/cdn';
import { message } from './support/messages';
import { freshPlayer, PHONE } from './support/money';

test.use({ popups: 'dismissed', viewport: PHONE, isMobile: true, hasTouch: true });

const MERCHANTS = ['bangladesh', 'pakistan', 'myanmar'] as const;

/** The path prefix of the merchant's English pages ('' where English is the default language). */
function englishPrefix(id: string): string {
  const tenant = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../tenants/${id}.json`), 'utf8'));
  return tenant.defaultLanguage === 'en' ? '' : '/en';
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `img` was first asked of the host that is down, then shown from the working host's gateway. */
async function expectFallbackToWorking(img: Locator, working: string, triedDown: string[]): Promise<void> {
  await expect(img).toBeAttached();
  // Lazy images load near the viewport only.
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('src', new RegExp(`^${escaped(working)}/lgw/`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(triedDown).toContain(new URL((await img.getAttribute('src')) as string).pathname);
}

for (const id of MERCHANTS) {
  test(`${id}: winner-board icons, vendor logos and lottery cards fall back from a host that is down to one that works`, async ({
    page,
    sites,
    consoleErrors,
  }) => {
    // The host that is down refusing connections is what this test is about.
    consoleErrors.ignore(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    const site = sites[id] as string;
    const down = `https://img-down.${id}.cdn.test`;
    const working = `https://img-up.${id}.cdn.test`;
    const triedDown: string[] = [];
    const fromSite = serveFrom(site);
    await page.route(`${down}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      // It still serves the home's banner pictures: they load first, and a failure there would move the host to
      // the end of the visit's order before the boards' icons ask it (the demotion the unit tests cover).
      if (path.startsWith('/lgw/assets/art/')) return fromSite(route);
      triedDown.push(path);
      return route.abort('connectionrefused');
    });
    await page.route(`${working}/**`, fromSite);
    const player = await freshPlayer(site);
    await page.addInitScript(
      ({ token, images }) => {
        // Each page starts the visit's order afresh, the host that is down first, so its images meet it first.
        sessionStorage.setItem('cdnHosts', JSON.stringify({ images, launches: [''] }));
        if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', token);
      },
      { token: player.token, images: [down, working] },
    );
    const english = englishPrefix(id);

    // Home: the biggest-wins board's game icons (a plain script, no React).
    await page.goto(`${site}${english}/`);
    const biggest = page.getByRole('region', { name: message('en', 'home.boards.biggest.title') });
    await biggest.scrollIntoViewIfNeeded();
    await expectFallbackToWorking(biggest.getByRole('listitem').first().locator('img'), working, triedDown);

    // A game centre's vendor cards: the vendor logos.
    await page.goto(`${site}${english}/lott/`);
    await expect(page.getByRole('button', { name: /^Play now · / }).first()).toBeVisible();
    await expectFallbackToWorking(page.getByRole('main').locator('li img').first(), working, triedDown);

    // The lottery board's game cards.
    await page.goto(`${site}${english}/lottery/`);
    await expect(page.getByRole('button', { name: /^Bet · / }).first()).toBeVisible();
    await expectFallbackToWorking(page.getByRole('main').locator('li img').first(), working, triedDown);
  });
}
