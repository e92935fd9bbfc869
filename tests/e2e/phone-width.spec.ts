/**
 * No page is wider than a 360 px phone (issue 8 item 2: on myanmar / the Register button sat 24 px off
 * screen and the page was 385 px wide). One page of each type, in every language of every merchant, for a
 * visitor and for a signed-in player; one test per merchant × language so they run in parallel.
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';
import { message } from './support/messages';
import { overflow } from './support/overflow';
import { signIn, withToken } from './support/sign-in';

const WIDTH = 360;
test.use({ popups: 'dismissed', viewport: { width: WIDTH, height: 740 }, locale: 'my-MM' });
test.describe.configure({ timeout: 120_000 });

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

for (const tenant of loadAllTenants()) {
  for (const lang of tenant.languages) {
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
    test(`${tenant.id} ${lang}: every page type fits a ${WIDTH} px phone`, async ({ page, sites, consoleErrors }) => {
      consoleErrors.ignore(/status of 404/);
      const site = sites[tenant.id];
      const wide: string[] = [];
      const check = async (path: string) => {
        const found = await overflow(page);
        if (found) wide.push(`${path}: ${found}`);
      };
      for (const path of VISITOR_PAGES) {
        await page.goto(`${site}${prefix}${path}`);
        await check(path);
      }
      // A promotion's own page and the register dialog.
      await page.goto(`${site}${prefix}/promotions/`);
      const promotion = page.getByRole('main').locator(`a[href^="${prefix}/promotions/"]`).first();
      await page.goto(`${site}${await promotion.getAttribute('href')}`);
      await check('/promotions/<one>/');
      await page.goto(`${site}${prefix}/register/`);
      // The dialog's island loads on demand: on a busy machine that can take longer than the default wait.
      await expect(page.getByRole('dialog', { name: message(lang, 'auth.register.title') })).toBeVisible({
        timeout: 15_000,
      });
      await check('/register/ (dialog)');

      const { token } = await signIn(site, PLAYER[tenant.id] as string, 'Player123');
      await page.goto(await withToken(`${site}${prefix}/`, token));
      await expect(page.getByRole('region', { name: message(lang, 'account.bar.label') })).toBeVisible();
      await check('/ (signed in)');
      for (const path of MEMBER_PAGES.slice(1)) {
        await page.goto(`${site}${prefix}${path}`);
        await check(`${path} (signed in)`);
      }
      expect(wide, 'pages wider than the phone').toEqual([]);
    });
  }
}
