// The member bar's texts are translated at build time and completed in the browser (member-bar-labels.ts):
// in every language they must read exactly as i18next would have written them in the browser (counts in the
// page's digits, as every count on the page).

import { tenant } from 'virtual:tenant';
import { describe, expect, it } from 'vitest';
import { memberBarLabels } from '../../../src/features/account/member-bar-labels';
import { fill, unreadText, vipBadgeText } from '../../../src/features/account/member-bar-text';
import { formatNumber, intlLocale } from '../../../src/i18n/format';
import { LANGUAGE_CODES } from '../../../src/i18n/languages';
import { getT } from '../../../src/i18n/server';

describe.each(LANGUAGE_CODES)('the member bar in %s', (lang) => {
  const t = getT(lang);
  const labels = memberBarLabels(t, lang);

  it("counts unread messages in each plural form of the language, in the page's digits", () => {
    const digits = (count: number) => formatNumber(count, intlLocale(lang, tenant.country));
    for (const count of [1, 2, 3, 5, 11, 21, 22, 101, 1000]) {
      const i18next = t('account.bar.unread', { count });
      expect(i18next).toContain(digits(count));
      expect(unreadText(labels, lang, count)).toBe(i18next);
    }
    if (lang === 'bn') expect(unreadText(labels, lang, 3)).toContain('৩');
  });

  it('names the menu after the member, whatever the word order', () => {
    for (const nickname of ['Ayesha', 'রহিম', '王小明']) {
      expect(fill(labels.menuFor, nickname)).toBe(t('account.bar.menuFor', { nickname }));
    }
  });

  it('names the VIP level, and shows a level the locale does not know as the platform sent it', () => {
    expect(vipBadgeText(labels, 'gold')).toBe(t('account.vipBadge', { level: t('account.vipLevels.gold') }));
    expect(vipBadgeText(labels, 'Legend 9')).toBe(t('account.vipBadge', { level: 'Legend 9' }));
  });

  it('has every fixed text translated', () => {
    expect(labels.menu.signOut).toBe(t('account.menu.signOut'));
    expect(labels.refreshBalance).toBe(t('account.bar.refreshBalance'));
    for (const text of [labels.bar, labels.balance, labels.deposit, labels.withdraw, ...Object.values(labels.menu)]) {
      expect(text).not.toMatch(/^account\./);
    }
  });
});
