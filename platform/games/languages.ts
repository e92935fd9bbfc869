/** The spec's language codes (BN, CN …) sent by the site, mapped to the site's own codes (bn, zh …). */
import type { PlatformLanguage } from '../../src/api/contract/games/game';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import type { Merchant } from '../merchants/merchants';

export function siteLanguage(code: PlatformLanguage | undefined, merchant: Merchant): LanguageCode {
  const found = LANGUAGE_CODES.find((lang) => LANGUAGES[lang].platformCode === code);
  return found ?? merchant.tenant.defaultLanguage;
}
