/**
 * Game maintenance, which suggests other games. The operator puts
 * PG's slots under maintenance through the platform's admin API; a player who taps a PG slot gets a dialog that
 * names the provider and offers open slots of other providers, which launch. On a 360 px phone, in Bengali
 * (a script other than Latin) and in Urdu (right to left). A "system" test: the switch affects every PG launch
 * of the merchant, so it runs after the other browser tests.
 */

import type { APIRequestContext } from '@playwright/test';
import { adminVendorMaintenanceCall } from '../../src/api/calls/admin';
import { expect, test } from './fixtures';
import AxeBuilder from './support/axe';
import { message } from './support/messages';
import { expectNoHorizontalOverflow } from './support/money';
import { adminApi, signIn, withToken } from './support/sign-in';

const CASES = [
  // Bengali is the Bangladesh site's default language: its pages have no prefix.
  { site: 'bangladesh', merchantCode: 'SHAPLA_BD', lang: 'bn', path: '/rng/', player: 'bdplayer1', dir: 'ltr' },
  { site: 'pakistan', merchantCode: 'INDUS_PK', lang: 'ur', path: '/ur/rng/', player: 'pkplayer1', dir: 'rtl' },
] as const;

async function pgMaintenance(admin: APIRequestContext, merchantCode: string, maintenance: boolean): Promise<void> {
  await adminApi(admin).call(adminVendorMaintenanceCall, {
    body: { merchantCode, gameType: 'RNG', vassalage: 'PG', maintenance },
  });
}

test.use({ popups: 'dismissed', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const { site, merchantCode, lang, path, player, dir } of CASES) {
  test.describe(`${site} in ${lang}`, () => {
    test.beforeAll(async ({ admin }) => pgMaintenance(admin, merchantCode, true));
    test.afterAll(async ({ admin }) => pgMaintenance(admin, merchantCode, false));

    test('a slot of a provider under maintenance suggests open slots, which launch', async ({
      page,
      sites,
      consoleErrors,
    }) => {
      consoleErrors.ignore(/status of 409/); // the refused launch
      const origin = sites[site] as string;
      const { token } = await signIn(origin, player, 'Player123');
      await page.goto(await withToken(`${origin}${path}?vassalage=PG`, token));
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');

      // A tile's button is named by the game, its vendor code, then its action.
      const play = message(lang, 'games.play');
      await page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`\\bPG\\b.*${play}$`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Labelled by its title, which names the provider (isolated, so "PG Soft" reads whole in Urdu too).
      const title = message(lang, 'games.maintenanceDialog.title').replace('{{vendor}}', '\u2068PG Soft\u2069');
      await expect(dialog).toHaveAccessibleName(title);
      await expect(dialog.getByText(message(lang, 'games.maintenanceDialog.suggest'))).toBeVisible();
      const suggestions = dialog.getByRole('list', { name: message(lang, 'games.maintenanceDialog.list') });
      await expect(suggestions.getByRole('listitem')).toHaveCount(6);
      // Other providers only: no tile of the suggestions is a PG game.
      await expect(suggestions.getByText('PG', { exact: true })).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      // A suggestion launches like any tile: the game replaces the page.
      await suggestions
        .getByRole('button', { name: new RegExp(`${play}$`) })
        .first()
        .click();
      await page.waitForURL((url) => !url.pathname.includes('/rng/'));
    });
  });
}
