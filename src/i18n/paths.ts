/**
 * URL layout per language: the tenant's default language at the root, every other one under /<code>/
 * (e.g. /ur/promotions/). Pages build their static paths with `languagePaths()` and links with
 * `localePath()`, so a link always stays in the page's language.
 */
import { tenant } from 'virtual:tenant';
import type { FeatureFlag } from '../config/flag-names';
import type { Tenant } from '../config/tenant-schema';
import { isLanguageCode, type LanguageCode } from './languages';

type SiteLanguages = Pick<Tenant, 'languages' | 'defaultLanguage'>;

/** One static path per language of `site`; the default language's `lang` param is undefined. */
export function sitePaths(site: SiteLanguages) {
  return site.languages.map((lang) => ({
    params: { lang: lang === site.defaultLanguage ? undefined : lang },
    props: { lang },
  }));
}

/** The paths of a page behind `flag` (config/flag-pages.ts): none where the merchant's file has the flag off. */
export function flaggedSitePaths(site: SiteLanguages & Pick<Tenant, 'features'>, flag: FeatureFlag) {
  return site.features[flag] ? sitePaths(site) : [];
}

/** For getStaticPaths: one entry per tenant language; `lang` param is undefined for the default. */
export function languagePaths() {
  return sitePaths(tenant);
}

/** getStaticPaths of a page that only a merchant with `flag` on builds. */
export const languagePathsWhen = (flag: FeatureFlag) => () => flaggedSitePaths(tenant, flag);

/** `/promotions/` in the default language, `/ur/promotions/` in Urdu. `path` starts with /. */
export function localePath(lang: LanguageCode, path = '/'): string {
  const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
  return `${prefix}${path}` || '/';
}

/** Splits a pathname into its language and the language-neutral rest: `/ur/help/` → ['ur', '/help/']. */
export function splitLocalePath(pathname: string): [LanguageCode, string] {
  const [, first, ...rest] = pathname.split('/');
  if (isLanguageCode(first) && first !== tenant.defaultLanguage && tenant.languages.includes(first)) {
    return [first, `/${rest.join('/')}`];
  }
  return [tenant.defaultLanguage, pathname];
}
