// Every number put into a message is written in the page's number style: grouped, in the page's digits, by
// the build's translator as by the islands' (both use src/i18n/number-interpolation.ts).
import { tenant } from 'virtual:tenant';
import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale } from '../../../src/i18n/format';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { getT } from '../../../src/i18n/server';
import { translator } from '../../../src/i18n/translator';

describe.each(LANGUAGE_CODES)('numbers in %s messages', (lang) => {
  const digits = (value: number) => formatNumber(value, intlLocale(lang, tenant.country));

  it("writes a count in the page's grouped digits, in the plural form the number picks", () => {
    const t = getT(lang);
    for (const count of [1, 2, 5, 21, 10_000]) {
      const text = t('games.count', { count });
      expect(text).toContain(digits(count));
      expect(text).toBe(t(`games.count_${new Intl.PluralRules(lang).select(count)}`, { count }));
    }
  });

  it('writes the same in the browser as where the page is built', async () => {
    const islands = await translator(lang, ['games', 'missions']);
    const built = getT(lang);
    for (const count of [3, 1_500, 10_000]) {
      expect(islands('games.count', { count })).toBe(built('games.count', { count }));
      expect(islands('missions.rounds', { count, n: count })).toBe(built('missions.rounds', { count, n: count }));
    }
  });

  it('leaves values that are already written (a year, an amount, a name) as they are', () => {
    const t = getT(lang);
    expect(t('shell.footer.copyright', { year: '2026', brand: 'Brand 1000' })).toContain('2026');
    expect(t('shell.footer.copyright', { year: '2026', brand: 'Brand 1000' })).toContain('Brand 1000');
  });
});

it('groups and changes the digits where the language writes them so', () => {
  const bn = getT('bn');
  const my = getT('my');
  const en = getT('en');
  expect(en('games.count', { count: 1 })).toBe('1 game');
  expect(en('games.count', { count: 10_000 })).toBe('10,000 games');
  expect(bn('games.count', { count: 10_000 })).toContain('১০,০০০');
  expect(my('games.count', { count: 10_000 })).toContain('၁၀,၀၀၀');
});
