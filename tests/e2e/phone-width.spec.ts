/**
 * No page is wider than a 360 px phone (on myanmar / the Register button once sat 24 px off
 * screen and the page was 385 px wide). One page of each type, in every language (each once, on the merchant whose
 * default it is: support/layout-languages.ts), for a visitor and for a signed-in player. The pages go in short groups,
 * each a test, so a loop fits the default test budget on a loaded machine and the groups run in parallel.
 */
import { expect, test } from './fixtures';
import { inGroups, LAYOUT_LANGUAGES } from './support/layout-languages';
import { message } from './support/messages';
import { overflow } from './support/overflow';
import { signIn, withToken } from './support/sign-in';

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

for (const { tenant, lang, prefix } of LAYOUT_LANGUAGES) {
  const groups = inGroups(VISITOR_PAGES, 6);
  for (const [index, paths] of groups.entries()) {
    test(`${tenant.id} ${lang}: visitor pages ${index + 1}/${groups.length} fit a ${WIDTH} px phone`, async ({
      page,
      sites,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 404/);
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(`${sites[tenant.id]}${prefix}${path}`);
        const found = await overflow(page);
        if (found) wide.push(`${path}: ${found}`);
      }
      expect(wide, 'pages wider than the phone').toEqual([]);
    });
  }

  test(`${tenant.id} ${lang}: a promotion, the register dialog and a player's pages fit a ${WIDTH} px phone`, async ({
    page,
    sites,
  }) => {
    const site = sites[tenant.id] as string;
    const wide: string[] = [];
    const check = async (path: string) => {
      const found = await overflow(page);
      if (found) wide.push(`${path}: ${found}`);
    };
    await page.goto(`${site}${prefix}/promotions/`);
    const promotion = page.getByRole('main').locator(`a[href^="${prefix}/promotions/"]`).first();
    await page.goto(`${site}${await promotion.getAttribute('href')}`);
    await check('/promotions/<one>/');
    await page.goto(`${site}${prefix}/register/`);
    await expect(page.getByRole('dialog', { name: message(lang, 'auth.register.title') })).toBeVisible();
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
