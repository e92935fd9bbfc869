/**
 * One number style per page: the header balance is grouped like every other amount and
 * shows the merchant's currency symbol, and the footer's counts and years use the page's digits (the Bangla
 * footer once said "7 বছরের" with a Latin 7). Every page of the member and agent centres writes its dates, amounts
 * and counts in the page's digits: Bangla and Burmese in their own, Urdu in Latin ones (number-style.ts).
 */
import { loadAllTenants } from '../../src/config/load-tenants';
import { AGENT_CENTRE_PAGES } from '../../src/features/agent/agent-centre-pages';
import { MEMBER_CENTRE_PAGES } from '../../src/features/member/member-centre-pages';
import { formatDateTime, formatMoney, formatNumber, intlLocale } from '../../src/i18n/format';
import { expect, test } from './fixtures';
import { inGroups } from './support/layout-languages';
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

/**
 * The numbers of a page's main area written in digits other than the page's own, each with the words around it.
 * Identifiers are not numbers and are left out: words with a Latin letter (user names, "SHA-256", ids, hashes), a
 * number that ends a Latin name ("Bingo 75", "Chrome 156"), masked values ("017****01"), phone numbers and dialing
 * codes ("+880", account numbers: 7 digits and more in a run, which no grouped amount has) and addresses (127.0.0.1).
 */
function foreignDigits(text: string, ownDigits: string): string[] {
  // Isolation marks around embedded values (an address in a sentence) are not part of the word.
  const words = text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').split(/\s+/);
  const identifier = (word: string, index: number) =>
    /[A-Za-z*+]/.test(word) ||
    /^\p{Nd}{7,}$/u.test(word) ||
    /^\p{Nd}+(\.\p{Nd}+){3}$/u.test(word) ||
    /[A-Za-z]/.test(words[index - 1] ?? '');
  return words.flatMap((word, index) => {
    if (identifier(word, index)) return [];
    const foreign = (word.match(/[\p{Nd}][\p{Nd},.:/-]*/gu) ?? []).filter((number) =>
      [...number].some((char) => /\p{Nd}/u.test(char) && !ownDigits.includes(char)),
    );
    return foreign.map((number) => `${number} (${words.slice(Math.max(0, index - 3), index + 2).join(' ')})`);
  });
}

const CENTRES = [
  {
    name: 'member',
    home: '/member/',
    account: (cc: string) => `${cc}player1`,
    password: 'Player123',
    pages: MEMBER_CENTRE_PAGES,
  },
  {
    name: 'agent',
    home: '/agentHome/',
    account: (cc: string) => `${cc}agent1`,
    password: 'Agent123',
    pages: AGENT_CENTRE_PAGES,
  },
] as const;

/**
 * Pages whose records always have dates for the demo accounts (sign-ins, movements, bets): there a date must show,
 * in the page's order and digits, so the check cannot pass on dates that went missing.
 */
const DATED = new Set(['/member/', '/member/transactionHistory/', '/agentHome/personalHistoryCopy/']);
/** Pages per test: a short loop fits the default test budget on a loaded machine (the groups run in parallel). */
const PAGES_PER_TEST = 8;

const tenants = loadAllTenants();
const CENTRE_LANGUAGES = (['bn', 'my', 'ur'] as const).map((lang) => {
  const tenant =
    tenants.find((candidate) => candidate.defaultLanguage === lang) ??
    (tenants.find((candidate) =>
      (candidate.languages as readonly string[]).includes(lang),
    ) as (typeof tenants)[number]);
  return { tenant, lang, prefix: lang === tenant.defaultLanguage ? '' : `/${lang}` };
});

for (const { tenant, lang, prefix } of CENTRE_LANGUAGES) {
  const locale = intlLocale(lang, tenant.country);
  const ownDigits = formatNumber(1_234_567_890, locale, { useGrouping: false });
  // The shape of a date on this page: its order and separators, in its digits ("০৫/১২/২০২৬, ১৮:০০:০০").
  const sample = formatDateTime('2026-12-05T12:00:00Z', { locale, timeZone: tenant.timeZone });
  const dateShape = new RegExp(sample.replace(/\p{Nd}/gu, `[${ownDigits}]`).replace(/[/.]/g, '\\$&'), 'u');
  for (const centre of CENTRES) {
    const groups = inGroups(
      centre.pages.map((entry) => entry.path),
      PAGES_PER_TEST,
    );
    for (const [index, paths] of groups.entries()) {
      test(`${tenant.id} ${lang}: ${centre.name}-centre pages ${index + 1}/${groups.length} write dates and numbers in the page's digits`, async ({
        page,
        sites,
        consoleErrors,
      }) => {
        // A page the merchant does not run is not built: its address shows the not-found page, checked all the same.
        consoleErrors.ignore(/status of 404/);
        const site = sites[tenant.id] as string;
        const { token } = await signIn(site, centre.account(tenant.country.toLowerCase()), centre.password);
        await page.goto(await withToken(`${site}${prefix}${centre.home}`, token));
        // The page trades the link's code for the session: the next address must not leave before it has.
        await page.waitForFunction(() => sessionStorage.getItem('token'));
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(`${site}${prefix}${path}`);
          await expect(page.getByRole('main').locator('.loading')).toHaveCount(0);
          // Where the demo records always have dates, one shows in the page's order and digits (and the list is in).
          if (DATED.has(path)) await expect(page.getByRole('main')).toContainText(dateShape);
          // What the reader sees (innerText: no hidden nodes), less the values marked as not for translating (a code
          // the catalogue cannot name).
          const text = await page.getByRole('main').evaluate((main: HTMLElement) => {
            // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
            const shown = (element: HTMLElement) => element.innerText;
            return [...main.querySelectorAll<HTMLElement>('[translate="no"]')].reduce(
              (rest, value) => rest.replace(shown(value), ' '),
              shown(main),
            );
          });
          found.push(...foreignDigits(text, ownDigits).map((number) => `${path}: ${number}`));
        }
        expect(found, `numbers not in the page's digits (${ownDigits})`).toEqual([]);
      });
    }
  }
}
