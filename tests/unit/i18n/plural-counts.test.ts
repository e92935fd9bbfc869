// Messages that count something ("1 active member", "1 seat", "1 minute") take i18next's plural forms from
// `count` in every language, with the number in the page's digits; English says the singular for one.
import { tenant } from 'virtual:tenant';
import { describe, expect, it } from 'vitest';
import { formatNumber, intlLocale } from '../../../src/i18n/format';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { getT } from '../../../src/i18n/server';

const COUNTED: [key: string, values: Record<string, unknown>][] = [
  ['contracts.page.active', {}],
  ['tables.rooms.seated', { seated: 0 }],
  ['auth.secondFactor.sent.sms', { target: '+880***12' }],
  ['auth.secondFactor.sent.email', { target: 'ab***@example.com' }],
];

describe.each(LANGUAGE_CODES)('counted messages in %s', (lang) => {
  const digits = (value: number) => formatNumber(value, intlLocale(lang, tenant.country));
  it.each(COUNTED)('%s takes the plural form its count picks', (key, values) => {
    const t = getT(lang);
    for (const count of [1, 2, 5, 1_200]) {
      const text = t(key, { ...values, count });
      expect(text).toContain(digits(count));
      expect(text).toBe(t(`${key}_${new Intl.PluralRules(lang).select(count)}`, { ...values, count }));
    }
  });
});

it('says one in the singular and more in the plural in English', () => {
  const en = getT('en');
  expect(en('contracts.page.active', { count: 1 })).toBe('1 active member');
  expect(en('contracts.page.active', { count: 3 })).toBe('3 active members');
  expect(en('tables.rooms.seated', { count: 1, seated: 0 })).toBe('0 of 1 seat taken');
  expect(en('tables.rooms.seated', { count: 6, seated: 2 })).toBe('2 of 6 seats taken');
  expect(en('auth.secondFactor.sent.sms', { count: 1, target: 'x' })).toMatch(/valid for 1 minute\.$/);
  expect(en('auth.secondFactor.sent.sms', { count: 5, target: 'x' })).toMatch(/valid for 5 minutes\.$/);
});
