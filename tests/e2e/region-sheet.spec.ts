/**
 * The region sheet: every country name in the page's language, and only the merchants the
 * tenant file links (`regionLinks`; Myanmar lists none) — a site never advertises brands it is not told to.
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { expect, test } from './fixtures';
import { message } from './support/messages';

// A Burmese device, so Myanmar (which follows the device language) opens in its default language.
test.use({ popups: 'dismissed', locale: 'my-MM' });

const tenants = loadAllTenants();
const byId = new Map(tenants.map((t) => [t.id, t]));

for (const tenant of tenants) {
  for (const lang of tenant.languages) {
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
    test(`${tenant.id} ${lang}: the region sheet lists its linked merchants, named in ${lang}`, async ({
      page,
      sites,
    }) => {
      await page.goto(`${sites[tenant.id]}${prefix}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: message(lang, 'shell.sideMenu.region') })
        .click();
      const dialog = page.getByRole('dialog', { name: message(lang, 'shell.region.title') });
      await expect(dialog).toBeVisible();

      const expected = [tenant.id, ...tenant.regionLinks];
      const shown = dialog.locator('[data-region]');
      await expect(shown).toHaveCount(expected.length);
      expect(await shown.evaluateAll((items) => items.map((item) => item.getAttribute('data-region')))).toEqual(
        expected,
      );
      for (const [index, id] of expected.entries()) {
        const name = byId.get(id)?.countryName[lang];
        expect(name, `tenants/${id}.json names its country in ${lang}`).toBeTruthy();
        await expect(shown.nth(index)).toContainText(name as string);
      }
      // No link leaves for a merchant the tenant does not list.
      const hosts = await dialog
        .locator('a[data-tenant-link]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-tenant-link')));
      expect(new Set(hosts)).toEqual(new Set(tenant.regionLinks));
    });
  }
}
