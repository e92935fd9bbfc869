/**
 * A game opens in the language of the page it was started from (a game launched from an English page once opened
 * in Bangla). The vendor simulator's page (platform/vendors/simulator) stands in for a vendor's game.
 */

import { SIM_PAGE_TEXT } from '../../platform/vendors/simulator/page-text';
import { loadAllTenants } from '../../src/config/load-tenants';
import { inLanguage } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { hydrated, signedIn } from './support/hydrated';
import { message } from './support/messages';
import { signIn, withToken } from './support/sign-in';

// A Burmese device, so Myanmar (which follows the device language) opens in its default language.
test.use({ popups: 'dismissed', locale: 'my-MM' });

/** The demo accounts' player per merchant: bdplayer1, pkplayer1, mmplayer1. */
const PLAYER_PREFIX: Record<string, string> = { bangladesh: 'bd', pakistan: 'pk', myanmar: 'mm' };

for (const tenant of loadAllTenants()) {
  for (const lang of tenant.languages) {
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
    test(`${tenant.id}: a game started from a ${lang} page opens in ${lang}`, async ({ page, sites }) => {
      const { token } = await signIn(sites[tenant.id], `${PLAYER_PREFIX[tenant.id]}player1`, 'Player123');
      await page.goto(await withToken(`${sites[tenant.id]}${prefix}/rng/`, token));
      await signedIn(page, lang);
      const play = new RegExp(`${message(lang, 'games.play')}$`);
      await hydrated(page.getByRole('main')).getByRole('button', { name: play }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/lgw/vendor-sim/play/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(`${inLanguage(SIM_PAGE_TEXT, lang).title}$`));
      await expect(page.getByRole('link', { name: inLanguage(SIM_PAGE_TEXT, lang).back })).toBeVisible();
    });
  }
}
