/**
 * Region and merchant switching, as pure functions over storage so
 * they are tested without a browser:
 * - the region select opens by itself when the platform knows no country for the visitor, or the country is
 *   one the merchant lists in `regionPromptCountries`, once per visitor: not after a choice is stored, nor after they
 *   closed it once (local storage, so a sign-in, registration or sign-out, which clear session storage, do not
 *   bring it back);
 * - a switch by country or currency (`?country=PK`, `?currency=MMK`, which the region select's links to other
 *   merchants carry) clears local and session storage but keeps the language, stores the merchant and goes to
 *   `/` of that merchant's site; an unknown country or currency goes to the fallback merchant.
 * The language keys are the site's own (language-preference.ts), standing for the product's `lang` and `hisLang`.
 */
import type { Region } from '../../config/regions';
import { REGION_ASKED_KEY } from '../../stores/popup-keys';
import { CURRENT_LANGUAGE_KEY, PREVIOUS_LANGUAGE_KEY } from './language-preference';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

export const MERCHANT_KEY = 'merchant';
export const MERCHANT_CODE_KEY = 'merchantCode';
export const MERCHANT_CURRENCY_KEY = 'merchantCurrency';

/** What a switch needs to know about a merchant (a subset of Region, serialised into the page). */
export type SwitchRegion = Pick<
  Region,
  'id' | 'merchantCode' | 'fallback' | 'country' | 'currency' | 'domain' | 'languages' | 'defaultLanguage'
>;

/** A choice is stored, or the visitor already closed the select: nothing to ask (nor to look up). */
export function regionSettled(local: Pick<Storage, 'getItem'>): boolean {
  return Boolean(local.getItem(MERCHANT_CODE_KEY) || local.getItem(REGION_ASKED_KEY));
}

/** Whether a visitor from `countryCode` (null: unknown) should be offered the region select. */
export function countryNeedsRegion(countryCode: string | null, promptCountries: readonly string[]): boolean {
  return !countryCode || promptCountries.includes(countryCode);
}

export function shouldAskRegion(
  countryCode: string | null,
  promptCountries: readonly string[],
  local: KeyStore,
): boolean {
  return !regionSettled(local) && countryNeedsRegion(countryCode, promptCountries);
}

export function markRegionAsked(local: KeyStore): void {
  local.setItem(REGION_ASKED_KEY, '1');
}

/**
 * The merchant a `?country=` or `?currency=` switch names among `regions` (country wins when both are given);
 * an unknown one means the fallback merchant. Null when the query asks no switch, or names an unknown region
 * and the fallback merchant is not among `regions` (a site never points at a merchant it does not link).
 */
export function regionForSwitch(query: URLSearchParams, regions: readonly SwitchRegion[]): SwitchRegion | null {
  const country = query.get('country')?.toUpperCase();
  const currency = query.get('currency')?.toUpperCase();
  if (!country && !currency) return null;
  const named = regions.find((region) => (country ? region.country === country : region.currency === currency));
  return named ?? regions.find((region) => region.fallback) ?? null;
}

/** Clears local and session storage, keeping the visitor's language choice. */
export function clearKeepingLanguage(local: Storage, session: Storage): void {
  const kept = [CURRENT_LANGUAGE_KEY, PREVIOUS_LANGUAGE_KEY].map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}

export function rememberRegion(local: KeyStore, region: SwitchRegion): void {
  local.setItem(MERCHANT_KEY, region.id);
  local.setItem(MERCHANT_CODE_KEY, region.merchantCode);
  local.setItem(MERCHANT_CURRENCY_KEY, region.currency);
}

/**
 * `/` of the region's site in `lang` when it has that language (else its default), carrying the switch so
 * the new site stores the choice too (storage belongs to one site).
 */
export function switchUrl(region: SwitchRegion, lang: string): string {
  const code = region.languages.includes(lang as Region['defaultLanguage']) ? lang : region.defaultLanguage;
  const prefix = code === region.defaultLanguage ? '' : `/${code}`;
  return `https://${region.domain}${prefix}/?country=${region.country}`;
}
