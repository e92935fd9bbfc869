/** Reads src/i18n/locales/<lang>/<namespace>.json as flat key lists, for the completeness tests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCALES_DIR = resolve(import.meta.dirname, '../../../src/i18n/locales');

// i18next plural forms: languages need different sets (Chinese and Burmese only `_other`), so keys are
// compared without the suffix.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export function namespaces(languages: readonly string[]): string[] {
  const names = new Set<string>();
  for (const lang of languages) {
    const dir = join(LOCALES_DIR, lang);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) if (file.endsWith('.json')) names.add(file.slice(0, -'.json'.length));
  }
  return [...names].sort();
}

/** key → message, with nested objects flattened to dotted keys. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The messages of one namespace in one language, or undefined when the file is missing. */
export function readMessages(lang: string, namespace: string): Map<string, unknown> | undefined {
  const file = join(LOCALES_DIR, lang, `${namespace}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** `{{name}}` interpolation variables of a message, sorted. */
export function variables(message: unknown): string[] {
  if (typeof message !== 'string') return [];
  return [...new Set([...message.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] as string))].sort();
}
