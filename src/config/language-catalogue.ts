/**
 * Build-time checks of the languages as data (src/i18n/locales/languages.json and locales/<code>/): the catalogue's
 * entries are what languages.ts promises, each has its messages folder, and a language's missing messages are
 * listed, since its pages then show them in its fallback language.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { fallbackChain, LANGUAGES, type LanguageCode } from '../i18n/languages';

export const LOCALES_DIR = resolve(import.meta.dirname, '../i18n/locales');
/** The language every other is measured against: complete by rule (every string is written in English first). */
const REFERENCE = 'en';

/** A numbering system this runtime's Intl knows (an unknown one silently writes Latin digits). */
const knownNumberingSystem = (name: string) =>
  new Intl.NumberFormat('en', { numberingSystem: name }).resolvedOptions().numberingSystem === name;

const entrySchema = z.strictObject({
  nativeName: z.string().min(1),
  platformCode: z.string().regex(/^[A-Z]{2,3}$/, 'must be 2-3 upper-case letters (the platform code, like BN)'),
  intlLocale: z.string().min(2).nullable(),
  dir: z.enum(['ltr', 'rtl']),
  script: z.string().regex(/^[a-z]+$/, 'must be a lower-case script name of scripts/lib/fonts-catalogue.json'),
  numberingSystem: z.string().refine(knownNumberingSystem, 'must be an Intl numbering system (latn, beng, deva …)'),
  symbolAfter: z.boolean(),
  datePattern: z
    .string()
    .regex(
      /^(?=.*d)(?=.*m)(?=.*y)[dmy][^dmy]{1,2}[dmy][^dmy]{1,2}[dmy]$/,
      'must be d, m and y with separators, like d/m/y',
    ),
  dateTimeJoin: z.string(),
  fallback: z.string().nullable(),
});

const catalogueSchema = z.record(
  z.string().regex(/^[a-z]{2,3}$/, 'must be a 2-3 letter BCP 47 code like ne'),
  entrySchema,
);

/** What the entries get wrong together: a platform code two share, a fallback the catalogue lacks, no English. */
function crossProblems(catalogue: Record<string, Partial<Record<string, unknown>>>): string[] {
  const problems: string[] = [];
  const platformCodes = new Map<unknown, string>();
  for (const [code, entry] of Object.entries(catalogue)) {
    const twin = platformCodes.get(entry.platformCode);
    if (twin) problems.push(`${code}.platformCode: is ${twin}'s too`);
    platformCodes.set(entry.platformCode, code);
    if (typeof entry.fallback === 'string' && !(entry.fallback in catalogue)) {
      problems.push(`${code}.fallback: ${entry.fallback} is not in the catalogue`);
    }
  }
  if (!(REFERENCE in catalogue)) problems.push(`(catalogue): needs English (${REFERENCE})`);
  return problems;
}

const namespacesOf = (lang: LanguageCode, localesDir: string): string[] => {
  const dir = join(localesDir, lang);
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
};

/** What is wrong with the language catalogue, one line each ("ne.dir: …"); none when it is sound. */
export function languageCatalogueProblems(catalogue: unknown = LANGUAGES, localesDir = LOCALES_DIR): string[] {
  const result = catalogueSchema.safeParse(catalogue);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(catalogue)'}: ${issue.message}`);
  if (catalogue === null || typeof catalogue !== 'object') return problems;
  problems.push(...crossProblems(catalogue as Record<string, Partial<Record<string, unknown>>>));
  for (const code of Object.keys(catalogue)) {
    if (!namespacesOf(code, localesDir).length) problems.push(`${code}: ${missingFolder(code)}`);
  }
  return problems;
}

/** What stops `npm run build` and `npm start` when the catalogue is broken, every problem listed; undefined when sound. */
export function languageCatalogueFailure(): string | undefined {
  const problems = languageCatalogueProblems();
  if (!problems.length) return undefined;
  return `src/i18n/locales/languages.json is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;
}

export const missingFolder = (code: LanguageCode) =>
  `has no messages: add src/i18n/locales/${code}/ with its namespace files (copy en's and translate them)`;

/** Whether `code` has messages of its own (a locales/<code>/ folder with namespace files). */
export const hasMessages = (code: LanguageCode, localesDir = LOCALES_DIR) => namespacesOf(code, localesDir).length > 0;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}
const readMessages = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The messages a merchant's pages in `lang` take from another language, one line per namespace: a namespace file
 * missing altogether, or the keys it lacks (English's keys being the full set), and which language shows them.
 */
export function messageFallbacks(
  lang: LanguageCode,
  defaultLanguage: LanguageCode,
  localesDir = LOCALES_DIR,
): string[] {
  if (lang === REFERENCE) return [];
  const own = new Set(namespacesOf(lang, localesDir));
  const from = fallbackChain(lang, defaultLanguage).filter((code) => hasMessages(code, localesDir))[0] ?? REFERENCE;
  const lines: string[] = [];
  const absent: string[] = [];
  for (const file of namespacesOf(REFERENCE, localesDir)) {
    const namespace = file.replace(/\.json$/, '');
    if (!own.has(file)) {
      absent.push(namespace);
      continue;
    }
    const have = new Set(leafKeys(readMessages(join(localesDir, lang, file))));
    // A plural's other forms (key_one, key_few …) stand for English's key_one/key_other.
    const plain = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const haveStems = new Set([...have].map(plain));
    const missing = leafKeys(readMessages(join(localesDir, REFERENCE, file))).filter(
      (key) => !have.has(key) && !haveStems.has(plain(key)),
    );
    if (missing.length) {
      const shown = missing.slice(0, 5).map((key) => `${namespace}.${key}`);
      const more = missing.length > shown.length ? ` and ${missing.length - shown.length} more` : '';
      lines.push(
        `${lang} pages show ${missing.length} ${namespace} message(s) in ${from}: ${shown.join(', ')}${more}.`,
      );
    }
  }
  if (absent.length) {
    lines.unshift(
      `${lang} pages show these namespaces in ${from} (no src/i18n/locales/${lang}/<namespace>.json): ${absent.join(', ')}.`,
    );
  }
  return lines;
}
