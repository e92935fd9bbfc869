/**
 * The member bar's texts with the values only the browser knows written in (the nickname, the unread count, the VIP
 * level), from the labels the page's build translated (member-bar-labels.ts). Apart from that module, which reads
 * the page's number style from Intl where the page is built: a member's first screen never loads it.
 */
import type { LanguageCode } from '../../i18n/languages';
import { writeNumber } from '../../i18n/number-style';
import type { MemberBarLabels, Template } from './member-bar-labels';

/** In the browser: the template with its value. */
export function fill([before, after]: Template, value: string | number): string {
  return `${before}${value}${after}`;
}

/**
 * In the browser: "3 unread messages" in the page language, in the plural form Intl.PluralRules picks and the
 * page's digits ("৩টি অপঠিত বার্তা"), as every count on the page.
 */
export function unreadText(labels: MemberBarLabels, lang: LanguageCode, count: number): string {
  const form = labels.unread[new Intl.PluralRules(lang).select(count)] ?? labels.unread.other;
  return form ? fill(form, writeNumber(count, labels.numbers.style)) : '';
}

/** In the browser: "VIP: Gold", the level named by the locale when it knows it. */
export function vipBadgeText(labels: MemberBarLabels, level: string): string {
  return fill(labels.vipBadge, labels.vipLevels[level] ?? level);
}
