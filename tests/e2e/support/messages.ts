/**
 * The site's own messages, read from src/i18n/locales, so a browser test checks the text a page should show
 * in a language without copying translations into the test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCALES_DIR = resolve(import.meta.dirname, '../../../src/i18n/locales');

/** `message('ur', 'shell.notFound.title')`: the namespace is the key's first part. Throws on a missing key. */
export function message(lang: string, key: string): string {
  const [namespace, ...path] = key.split('.');
  let node: unknown = JSON.parse(readFileSync(resolve(LOCALES_DIR, lang, `${namespace}.json`), 'utf8'));
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return node;
}
