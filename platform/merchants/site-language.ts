/** The spec's language codes (BN, CN …) sent by the site, mapped to the site's own codes (bn, zh …). */
import type { PlatformLanguage } from '../../src/api/contract/games/game';
import { type LanguageCode, languageOfPlatformCode } from '../../src/i18n/languages';
import type { Merchant } from './merchants';

export function siteLanguage(code: PlatformLanguage | undefined, merchant: Merchant): LanguageCode {
  return languageOfPlatformCode(code) ?? merchant.tenant.defaultLanguage;
}
