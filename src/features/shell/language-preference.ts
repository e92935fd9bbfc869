/**
 * Which language a visitor sees: their saved choice, else on a first visit the device language
 * when the merchant allows it, else the merchant default. The choice is kept in local storage under the
 * current and previous language keys.
 *
 * `resolveLanguage` runs as an inline script in <head> before the page paints (Base.astro serialises it
 * with Function#toString), so it must stay self-contained: no imports, no outside references.
 */
export const CURRENT_LANGUAGE_KEY = 'currentLanguage';
export const PREVIOUS_LANGUAGE_KEY = 'previousLanguage';

export interface LanguageContext {
  /** The merchant's languages and default. */
  languages: string[];
  defaultLanguage: string;
  useDeviceLanguage: boolean;
  /** Language of the page being shown, and whether its URL carries the /<code>/ prefix. */
  pageLanguage: string;
  prefixed: boolean;
  /** Path of the page without a language prefix, e.g. /promotions/. */
  neutralPath: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  deviceLanguages: readonly string[];
}

/** Returns the path to redirect to, or null to stay. Records the language the visitor ends up with. */
export function resolveLanguage(ctx: LanguageContext): string | null {
  const remember = (lang: string, previous: string | null) => {
    if (previous === lang) return;
    if (previous) ctx.storage.setItem('previousLanguage', previous);
    ctx.storage.setItem('currentLanguage', lang);
  };
  const saved = ctx.storage.getItem('currentLanguage');
  const stored = saved && ctx.languages.indexOf(saved) >= 0 ? saved : null;

  // A language URL the visitor opened on purpose (a /<code>/ link) is a choice: keep it.
  if (ctx.prefixed) {
    remember(ctx.pageLanguage, stored);
    return null;
  }
  let wanted = stored;
  if (!wanted) {
    wanted = ctx.defaultLanguage;
    if (ctx.useDeviceLanguage) {
      for (const tag of ctx.deviceLanguages) {
        const code = tag.toLowerCase().split('-')[0] as string;
        if (ctx.languages.indexOf(code) >= 0) {
          wanted = code;
          break;
        }
      }
    }
    remember(wanted, null);
  }
  return wanted === ctx.pageLanguage ? null : `/${wanted}${ctx.neutralPath}`;
}

/** Called when the visitor picks a language in the region dialog. */
export function rememberLanguageChoice(storage: Pick<Storage, 'getItem' | 'setItem'>, lang: string): void {
  const current = storage.getItem(CURRENT_LANGUAGE_KEY);
  if (current === lang) return;
  if (current) storage.setItem(PREVIOUS_LANGUAGE_KEY, current);
  storage.setItem(CURRENT_LANGUAGE_KEY, lang);
}
