/**
 * The site's own formatting for the preview: amount tokens, days and the promotion page's few messages, with the
 * code and messages the build uses (i18n/format.ts fillAmountTokens, format-day.ts, promotion-status.ts and the
 * content namespace of the locales), so the preview writes "১০,০০০৳" where the Bangla page will.
 */
import i18next, { type TFunction } from 'i18next';
import { fillAmountTokens, intlLocale } from '../../../i18n/format';
import { i18nextFallbacks } from '../../../i18n/languages';
import { toResource } from '../../../i18n/resources';
import type { PreviewSite } from './preview-site';

const files = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*/content.json', {
  eager: true,
  import: 'default',
});

let instance: typeof i18next | undefined;

/** The content messages of `lang`, falling back as the site's pages do. */
export function previewT(site: PreviewSite, lang: string): TFunction {
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      resources: toResource(files),
      fallbackLng: i18nextFallbacks(site.defaultLanguage),
      // React escapes on output, as on the site's pages (i18n/number-interpolation.ts, which needs the build's tenant).
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return instance.getFixedT(lang);
}

/** `text` with its amount tokens written in `lang`'s style and the merchant's currency. */
export function withAmounts(text: string, site: PreviewSite, lang: string): string {
  return fillAmountTokens(text, { locale: intlLocale(lang, site.country), currency: site.currency });
}
