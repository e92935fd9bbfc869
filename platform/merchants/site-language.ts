/** The language codes (BN, CN …) the site sends to the platform, mapped to the site's own codes (bn, zh …). */
import type { PlatformLanguage } from '../../src/api/calls/games/game';
import { type LanguageCode, languageOfPlatformCode } from '../../src/i18n/languages';
import type { Merchant } from './merchants';

export function siteLanguage(code: PlatformLanguage | undefined, merchant: Merchant): LanguageCode {
  return languageOfPlatformCode(code) ?? merchant.tenant.defaultLanguage;
}
