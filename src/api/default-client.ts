/**
 * The client the site's islands use: built once per page from the merchant being built (`virtual:tenant`),
 * with the token from sessionStorage and the language of the page being shown.
 */
import { tenant } from 'virtual:tenant';
import { isLanguageCode, languageInfo } from '../i18n/languages';
import { createApiClient, type PlatformLanguage } from './client';
import { getToken } from './session';

/** The page's language is its `<html lang>` (set per language path), else the merchant's default. */
export function pageLanguage(): PlatformLanguage {
  const lang = globalThis.document?.documentElement.lang;
  return languageInfo(isLanguageCode(lang) ? lang : tenant.defaultLanguage).platformCode;
}

export const api = createApiClient({
  baseURL: tenant.apiBaseUrl,
  merchantCode: tenant.merchantCode,
  getToken,
  getLanguage: pageLanguage,
});
