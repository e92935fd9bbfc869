/**
 * i18next for build-time rendering (Astro pages). Every language's messages are available here; islands
 * load only their page's language (see client.ts).
 */

import { tenant } from 'virtual:tenant';
import i18next, { type TFunction } from 'i18next';
import { i18nextFallbacks, type LanguageCode } from './languages';
import { INTERPOLATION, pageNumberFormatter } from './number-interpolation';
import { toResource } from './resources';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

const instance = i18next.createInstance().use(pageNumberFormatter);
instance.init({
  resources: toResource(files),
  // A missing message falls back to its language's fallback, the merchant's default language, then English.
  fallbackLng: i18nextFallbacks(tenant.defaultLanguage),
  interpolation: INTERPOLATION,
  initAsync: false,
  returnNull: false,
});

export function getT(lang: LanguageCode): TFunction {
  return instance.getFixedT(lang);
}
