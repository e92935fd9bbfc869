/**
 * URL layout per language: the tenant's default language at the root, every other one under /<code>/
 * (e.g. /ur/promotions/). Pages build their static paths with `languagePaths()` and links with
 * `localePath()`, so a link always stays in the page's language.
 */
import { tenant } from 'virtual:tenant';
import { isLanguageCode, type LanguageCode } from './languages';

/** For getStaticPaths: one entry per tenant language; `lang` param is undefined for the default. */
export function languagePaths() {
  return tenant.languages.map((lang) => ({
    params: { lang: lang === tenant.defaultLanguage ? undefined : lang },
    props: { lang },
  }));
}

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
