/**
 * i18next for React islands. The page's language is its `<html lang>`; i18next itself and the table of message
 * files (translator.ts) load with the first island that translates in the browser, so pages whose islands were
 * translated at build time (a member's header bar) never download them.
 */

import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import { isLanguageCode, type LanguageCode } from './languages';

export function pageLanguage(): LanguageCode {
  const lang = globalThis.document?.documentElement.lang;
  return isLanguageCode(lang) ? lang : tenant.defaultLanguage;
}

/** Resolves to a `t` bound to the page language once `namespaces` are loaded. */
export async function loadTranslations(namespaces: string[]): Promise<TFunction> {
  const { translator } = await import('./translator');
  return translator(pageLanguage(), namespaces);
}
