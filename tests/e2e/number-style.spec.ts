/**
 * One number style per page: the header balance is grouped like every other amount and
 * shows the merchant's currency symbol, and the footer's counts and years use the page's digits (the Bangla
 * footer once said "7 বছরের" with a Latin 7); a promotion writes its amounts as the balance does. That every page
 * of the member and agent centres writes its dates, amounts and counts in the page's digits is checked by the
 * centres' sweep (phone-width-centres.spec.ts), which visits each of those pages once for both of its checks.
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { formatMoney, formatNumber, intlLocale } from '../../src/i18n/format';
import { expect, test } from './fixtures';
import { signIn, withToken } from './support/sign-in';

test.use({ popups: 'dismissed', locale: 'my-MM' });

const PLAYER: Record<string, string> = { bangladesh: 'bdplayer1', pakistan: 'pkplayer1', myanmar: 'mmplayer1' };

/** The amount a formatted figure shows, whatever the digits (Bengali, Burmese, Arabic-Indic). */
function amountOf(text: string): number {
  const latin = text.replace(/[০-৯၀-၉٠-٩۰-۹]/g, (d) => {
    const code = d.charCodeAt(0);
    for (const zero of [0x09e6, 0x1040, 0x0660, 0x06f0])
      if (code >= zero && code <= zero + 9) return String(code - zero);
    return d;
  });
  return Number(latin.replace(/[^\d.-]/g, ''));
}

for (const tenant of loadAllTenants()) {
  for (const lang of tenant.languages) {
    const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
    const locale = intlLocale(lang, tenant.country);
    test(`${tenant.id} ${lang}: the balance and the footer's numbers share the page's style`, async ({
      page,
      sites,
    }) => {
      const { token } = await signIn(sites[tenant.id], PLAYER[tenant.id] as string, 'Player123');
      await page.goto(await withToken(`${sites[tenant.id]}${prefix}/`, token));

      // The member bar loads on demand once the session is checked.
      await expect(page.getByRole('banner').getByRole('region')).toBeVisible();
      const balance = page.getByRole('banner').locator('[data-balance]');
      await expect(balance).toBeVisible();
      const shown = (await balance.textContent()) ?? '';
      expect(shown).toBe(formatMoney(amountOf(shown), { locale, currency: tenant.currency }));
      expect(shown).toContain(tenant.currencySymbol);
      // No space an amount could break at.
      expect(shown).not.toMatch(/ /);

      const footer = page.getByRole('contentinfo');
      const years = Math.max(1, new Date().getFullYear() - tenant.since);
      await expect(footer).toContainText(formatNumber(years, locale));
      await expect(footer).toContainText(`${formatNumber(new Date().getFullYear(), locale, { useGrouping: false })}`);
    });

    test(`${tenant.id} ${lang}: a promotion writes its amounts in the balance's style`, async ({ page, sites }) => {
      await page.goto(`${sites[tenant.id]}${prefix}/promotions/welcome-bonus/`);
      const article = page.getByRole('main');
      // The welcome bonus is capped at a whole amount, written by the page's money formatter.
      const cap = { bangladesh: 10_000, pakistan: 25_000, myanmar: 500_000 }[tenant.id] as number;
      const whole = formatMoney(cap, { locale, currency: tenant.currency }, { decimals: 0 });
      await expect(article.getByRole('heading', { level: 1 })).toContainText(whole);
      await expect(article).not.toContainText('{money:');
    });
  }
}
