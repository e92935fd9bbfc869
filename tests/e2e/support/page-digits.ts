/**
 * The page-digits check of the centre sweeps: every date, amount and count a page shows is in the page's own digits
 * (Bangla and Burmese in theirs, Urdu, English and Chinese in Latin ones: src/i18n/number-style.ts).
 */
import type { Locator } from '@playwright/test';
import type { Tenant } from '../../../src/config/tenant-schema';
import { formatDateTime, formatNumber, intlLocale } from '../../../src/i18n/format';
import type { LanguageCode } from '../../../src/i18n/languages';

export interface PageDigits {
  /** The page's ten digits, 1 to 0. */
  ownDigits: string;
  /** The shape of a date on the page: its order and separators in its digits ("০৫/১২/২০২৬, ১৮:০০:০০"). */
  dateShape: RegExp;
}

export function pageDigits(tenant: Tenant, lang: string): PageDigits {
  const locale = intlLocale(lang as LanguageCode, tenant.country);
  const ownDigits = formatNumber(1_234_567_890, locale, { useGrouping: false });
  const sample = formatDateTime('2026-12-05T12:00:00Z', { locale, timeZone: tenant.timeZone });
  return {
    ownDigits,
    dateShape: new RegExp(sample.replace(/\p{Nd}/gu, `[${ownDigits}]`).replace(/[/.]/g, '\\$&'), 'u'),
  };
}

/** What a reader sees of `area` (innerText: no hidden nodes), less the values marked as not for translating. */
export function shownText(area: Locator): Promise<string> {
  return area.evaluate((element: HTMLElement) => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    const shown = (node: HTMLElement) => node.innerText;
    return [...element.querySelectorAll<HTMLElement>('[translate="no"]')].reduce(
      (rest, value) => rest.replace(shown(value), ' '),
      shown(element),
    );
  });
}

/**
 * The numbers of `text` written in digits other than `ownDigits`, each with the words around it. Identifiers are not
 * numbers and are left out: words with a Latin letter (user names, "SHA-256", ids, hashes), a number that ends a
 * Latin name ("Bingo 75", "Chrome 156"), masked values ("017****01"), phone numbers and dialing codes ("+880",
 * account numbers: 7 digits and more in a run, which no grouped amount has) and addresses (127.0.0.1).
 */
export function foreignDigits(text: string, ownDigits: string): string[] {
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
