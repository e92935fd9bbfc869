/**
 * The web fonts the sites can load, one per script the merchants' languages and names use, as data:
 * fonts-catalogue.json, checked here. Each comes from a Fontsource package (its CSS lists the font files and the
 * characters each file holds); the build subsets them to the characters the site shows (scripts/lib/fonts-site.ts).
 * A new script is an entry there naming its Fontsource stylesheet (the package installed), no code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { packageFile } from './fonts-source';
import { parseUnicodeRange } from './fonts-unicode';

/** A script of the languages (src/i18n/locales/languages.json) that needs a web font: all but Latin. */
export type ScriptName = string;

const CATALOGUE_FILE = new URL('./fonts-catalogue.json', import.meta.url);

const installed = (specifier: string) => existsSync(packageFile(specifier));
const packagePath = z
  .string()
  .regex(/^@fontsource\/[\w-]+\/[\w./-]+$/, 'must be a path inside a Fontsource package, like @fontsource/x/y.css')
  .refine(installed, 'is not installed (npm install the @fontsource package)');

const scriptFontSchema = z.strictObject({
  script: z.string().regex(/^[a-z]+$/, 'must be the lower-case script name the languages use'),
  /** The typeface's name, as the generated stylesheet's comment names it. */
  typeface: z.string().min(1),
  /**
   * Fontsource stylesheets, one per weight: their @font-face rules name the files and their ranges. Regular only: bold
   * text is drawn by the browser's synthetic bold, because a second weight doubles each page's font download and, not
   * preloaded, arrives late and moves the bold text it replaces.
   */
  stylesheets: z.array(packagePath).min(1),
  /**
   * Characters always kept in the subset although no page shows them at build time (a CSS unicode-range): the
   * letters, marks and digits of the language, so text that only arrives at run time (names, notices) still draws.
   */
  alphabet: z
    .string()
    .regex(
      /^(\s*U\+[0-9A-Fa-f]{4,6}(-[0-9A-Fa-f]{4,6})?\s*(,|$))*$/,
      'must be a unicode-range like U+0900-097F, U+0964',
    ),
  /**
   * Fonts phones already have for this script, in the order to try them while the web font loads. Their
   * metrics are matched to the web font's (see fonts-metrics.ts) when `metricsFile` names one of them.
   */
  fallback: z.strictObject({ local: z.array(z.string().min(1)), metricsFile: packagePath.optional() }),
  /** Rules that go with the typeface wherever its stylesheet is linked. */
  extraCss: z.string().optional(),
  /**
   * For page faces (fonts-site.ts): one file holding every character of the slices that the sites show, to cut
   * each page's characters from in one piece. A page's own text then arrives in one response, not in 51 (the
   * Chinese home's slices), and is laid out again once for it. Text that arrives at run time still draws from the
   * site's faces, whose files each lay the page out again when they arrive.
   */
  pageFacesFile: packagePath.optional(),
  /** Why the entry is as it is (JSON has no comments). */
  note: z.string().optional(),
});

const catalogueSchema = z.object({
  scripts: z
    .array(scriptFontSchema)
    .refine((list) => new Set(list.map((font) => font.script)).size === list.length, 'names a script twice'),
});

export type ScriptFont = Omit<z.infer<typeof scriptFontSchema>, 'alphabet' | 'note'> & {
  /** The alphabet's characters, as a string. */
  alphabet: string;
};

/** The catalogue in `json`, checked; throws naming each bad field. */
export function parseFontsCatalogue(json: unknown): ScriptFont[] {
  const result = catalogueSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`scripts/lib/fonts-catalogue.json is not valid:\n${problems.join('\n')}`);
  }
  return result.data.scripts.map(({ note: _note, alphabet, ...font }) => ({
    ...font,
    alphabet: String.fromCodePoint(...parseUnicodeRange(alphabet)),
  }));
}

export const SCRIPT_FONTS: readonly ScriptFont[] = parseFontsCatalogue(
  JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')),
);
