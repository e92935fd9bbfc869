/**
 * A translator that remembers what it wrote: the same key with the same plain options (strings, numbers, booleans)
 * gives the same text for as long as the translator lives, so a list that renders the same labels over and over
 * (the lobby's tiles, rendered again on every keystroke) asks i18next once per text instead of once per tile and
 * render. A call with any other option (an object, a function) goes to i18next every time.
 */
import type { TFunction } from 'i18next';

type Plain = string | number | boolean | undefined;

/** The cache key of a call, or null when an option is not plain (that call is not remembered). */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let text = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && kind !== 'undefined') return null;
    text += `\u0000${name}\u0001${String(value as Plain)}`;
  }
  return text;
}

export function rememberedTranslations(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const remembered = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const cacheKey = rest.length === 0 ? callKey(key, options) : null;
    const translate = t as unknown as (...args: unknown[]) => string;
    if (cacheKey === null) return translate(key, options, ...rest);
    let text = texts.get(cacheKey);
    if (text === undefined) {
      text = translate(key, options);
      texts.set(cacheKey, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}
