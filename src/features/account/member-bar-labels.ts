/**
 * What the header's member bar says, translated where the page is built (the page's i18next, as the visitor buttons'
 * labels are), so a signed-in player's first screen loads no i18next in the browser: the app island's download budget
 * (players are on slow phones) has no room for it. A text around a value only the browser knows (the nickname, the
 * unread count, the VIP level) comes translated with a mark where the value goes, and the count's text comes in each
 * plural form of the language, chosen in the browser by Intl.PluralRules as i18next chooses it. The browser writes the
 * values in with member-bar-text.ts; this module runs where the page is built.
 */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import { intlLocale, pageNumbersOf } from '../../i18n/format';
import type { LanguageCode } from '../../i18n/languages';
import type { PageNumbers } from '../../i18n/number-style';
import { MEMBER_MENU_IDS, type MemberMenuId } from './member-menu';

/** A translation split where its one value goes: the value is written between the parts. */
export type Template = readonly [before: string, after: string];

export interface MemberBarLabels {
  bar: string;
  balance: string;
  balanceHidden: string;
  balanceUnavailable: string;
  showBalance: string;
  hideBalance: string;
  refreshBalance: string;
  /** Transfer-wallet merchants: the button that shows what each wallet holds, and that list's texts. */
  walletSplit: string;
  mainWallet: string;
  walletPage: string;
  deposit: string;
  withdraw: string;
  menu: Record<MemberMenuId, string>;
  menuFor: Template;
  /** "{{count}} unread messages" per plural category of the page language (i18next's `_one`, `_other` …). */
  unread: Partial<Record<Intl.LDMLPluralRule, Template>>;
  vipBadge: Template;
  /** The VIP levels the locale names; another level is shown as the platform sends it. */
  vipLevels: Record<string, string>;
  /** The page's money style, read where the page is built: the balance and counts are written without Intl. */
  numbers: PageNumbers;
}

/** Stands where the value goes while i18next interpolates: a private-use character no translation holds. */
const SLOT = '\u{E000}';

function template(text: string): Template {
  const [before = '', after = ''] = text.split(SLOT);
  return [before, after];
}

/** At build time: every text of the bar in `lang`. */
export function memberBarLabels(t: TFunction, lang: LanguageCode): MemberBarLabels {
  const bar = (key: string) => t(`account.bar.${key}`);
  // A count given as a string skips i18next's plural choice, so each form's key is read as written.
  const unread = Object.fromEntries(
    new Intl.PluralRules(lang)
      .resolvedOptions()
      .pluralCategories.map((category) => [
        category,
        template(t(`account.bar.unread_${category}`, { count: SLOT as unknown as number, defaultValue: '' })),
      ]),
  );
  return {
    bar: bar('label'),
    balance: bar('balance'),
    balanceHidden: bar('balanceHidden'),
    balanceUnavailable: bar('balanceUnavailable'),
    showBalance: bar('showBalance'),
    hideBalance: bar('hideBalance'),
    refreshBalance: bar('refreshBalance'),
    walletSplit: bar('walletSplit'),
    mainWallet: bar('mainWallet'),
    walletPage: bar('walletPage'),
    deposit: bar('deposit'),
    withdraw: bar('withdraw'),
    menu: Object.fromEntries(MEMBER_MENU_IDS.map((id) => [id, t(`account.menu.${id}`)])) as Record<
      MemberMenuId,
      string
    >,
    menuFor: template(t('account.bar.menuFor', { nickname: SLOT })),
    unread,
    vipBadge: template(t('account.vipBadge', { level: SLOT })),
    vipLevels: t('account.vipLevels', { returnObjects: true }) as Record<string, string>,
    numbers: pageNumbersOf({ locale: intlLocale(lang, tenant.country), currency: tenant.currency }),
  };
}
