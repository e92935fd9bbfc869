/**
 * The browser's i18next and the table of message files: loaded by client.ts with the first island that
 * translates in the browser, so a page whose islands were translated at build time (a member's header bar)
 * downloads neither. Each namespace file is a chunk of its own, in the page's language, its own fallback
 * language if it names one, and the merchant's default: a Bangla page never downloads the Urdu strings.
 */

import { tenant } from 'virtual:tenant';
import i18next, { type i18n, type TFunction } from 'i18next';
import { i18nextFallbacks, type LanguageCode, languageInfo } from './languages';
import { INTERPOLATION, pageNumberFormatter } from './number-interpolation';

const loaders = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

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

/** Resolves to a `t` bound to `lang` once `namespaces` are loaded. */
export async function translator(lang: LanguageCode, namespaces: string[]): Promise<TFunction> {
  instance ??= (async () => {
    const created = i18next.createInstance().use(pageNumberFormatter);
    await created.init({
      lng: lang,
      fallbackLng: i18nextFallbacks(tenant.defaultLanguage),
      resources: {},
      interpolation: INTERPOLATION,
      returnNull: false,
    });
    return created;
  })();
  const target = await instance;
  // English ends every chain but is downloaded only where a language names it as its own fallback (a language
  // still being translated) or it is the merchant's default: complete languages never need it.
  const fallback = languageInfo(lang).fallback;
  const languages = [...new Set([lang, ...(fallback ? [fallback] : []), tenant.defaultLanguage])];
  await Promise.all(languages.flatMap((code) => namespaces.map((ns) => loadNamespace(target, code, ns))));
  return target.getFixedT(lang);
}
