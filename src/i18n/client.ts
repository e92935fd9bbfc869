/**
 * i18next for React islands. An island loads only the namespaces it needs, in the page's language (its
 * `<html lang>`) plus the merchant's default for the fallback, as separate small chunks: a Bangla page
 * never downloads the Urdu strings.
 */

import { tenant } from 'virtual:tenant';
import i18next, { type i18n, type TFunction } from 'i18next';
import { isLanguageCode, type LanguageCode } from './languages';

const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

export function pageLanguage(): LanguageCode {
  const lang = globalThis.document?.documentElement.lang;
  return isLanguageCode(lang) ? lang : tenant.defaultLanguage;
}

let instance: Promise<i18n> | undefined;
/** Namespace loads by `<lang>/<namespace>`: concurrent callers wait for the same load, never for nothing. */
const loads = new Map<string, Promise<void>>();

function loadNamespace(target: i18n, lang: LanguageCode, namespace: string): Promise<void> {
  const key = `${lang}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const loader = loaders[`./locales/${key}.json`];
    // Each namespace file is the top-level key of its messages, as on the server (resources.ts).
    load = loader
      ? loader().then((messages) => {
          target.addResourceBundle(lang, 'translation', { [namespace]: messages }, true, false);
        })
      : Promise.resolve();
    loads.set(key, load);
  }
  return load;
}

/** Resolves to a `t` bound to the page language once `namespaces` are loaded. */
export async function loadTranslations(namespaces: string[]): Promise<TFunction> {
  const lang = pageLanguage();
  instance ??= (async () => {
    const created = i18next.createInstance();
    await created.init({
      lng: lang,
      fallbackLng: [tenant.defaultLanguage, 'en'],
      resources: {},
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    return created;
  })();
  const target = await instance;
  const languages = [...new Set([lang, tenant.defaultLanguage])];
  await Promise.all(languages.flatMap((code) => namespaces.map((ns) => loadNamespace(target, code, ns))));
  return target.getFixedT(lang);
}
