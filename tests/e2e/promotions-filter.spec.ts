/**
 * The promotions page's type filter (radio buttons and CSS :has, no JavaScript): picking a type leaves only
 * that type's cards, "All" shows every card again. Checked for every type the page offers, with JavaScript off
 * as well as on.
 */
import { expect, test } from './fixtures';

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, popups: 'dismissed' });

    test('the type filter shows only the promotions of the type picked', async ({ page, sites }) => {
      await page.goto(`${sites.myanmar}/en/promotions/`);
      const section = page.getByRole('region', { name: 'Promotions' });
      // Hidden cards leave the accessibility tree, so these are the cards a visitor sees.
      const shown = section.getByRole('listitem');
      const all = await section.locator('[data-promo-type]').count();
      expect(all).toBeGreaterThan(1);
      await expect(shown).toHaveCount(all);

      const filter = page.getByRole('group', { name: 'Filter by type' });
      const types = await filter
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((radio) => (radio as HTMLInputElement).value).filter((value) => value !== 'all'),
        );
      expect(types.length).toBeGreaterThan(1);
      for (const type of types) {
        await filter.locator(`input[value="${type}"]`).check();
        const ofType = await section.locator(`[data-promo-type="${type}"]`).count();
        await expect(shown).toHaveCount(ofType);
        for (const card of await shown.all()) await expect(card).toHaveAttribute('data-promo-type', type);
      }
      await filter.getByRole('radio', { name: 'All' }).check();
      await expect(shown).toHaveCount(all);
    });
  });
}

test.describe('the type in the address', () => {
  test.use({ popups: 'dismissed' });

  test('a filtered list opens filtered from its address, and picking a type puts it in the address', async ({
    page,
    sites,
  }) => {
    await page.goto(`${sites.myanmar}/en/promotions/?type=vip`);
    const section = page.getByRole('region', { name: 'Promotions' });
    const filter = page.getByRole('group', { name: 'Filter by type' });
    await expect(filter.getByRole('radio', { name: 'VIP' })).toBeChecked();
    const vip = await section.locator('[data-promo-type="vip"]').count();
    await expect(section.getByRole('listitem')).toHaveCount(vip);

    await filter.getByRole('radio', { name: 'Rebate' }).check();
    await expect(page).toHaveURL(/\/promotions\/\?type=rebate$/);
    await filter.getByRole('radio', { name: 'All' }).check();
    await expect(page).toHaveURL(/\/promotions\/$/);

    // Back and forward walk through the types picked.
    await page.goBack();
    await expect(page).toHaveURL(/\/promotions\/\?type=rebate$/);
    await expect(filter.getByRole('radio', { name: 'Rebate' })).toBeChecked();
    await page.goBack();
    await expect(filter.getByRole('radio', { name: 'VIP' })).toBeChecked();
    await expect(section.getByRole('listitem')).toHaveCount(vip);
    await page.goForward();
    await expect(filter.getByRole('radio', { name: 'Rebate' })).toBeChecked();
  });
});
