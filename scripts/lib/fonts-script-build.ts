/**
 * Builds one script's fonts for a site: the subset files, written into _astro/ under hashed names, and
 * the stylesheet that declares them. A script is built in two variants:
 * - `own`, for pages in the script's language: the characters the site shows plus the language's
 *   alphabet (for run-time text), a fallback with matched metrics, and the full files for anything else;
 * - `guest`, for pages in other languages that show a few of its characters (a language's own name, a
 *   currency sign): only those characters, a file of a few kilobytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Font } from 'fontkit';
import { LANGUAGES, type LanguageCode } from '../../src/i18n/languages';
import type { ScriptFont, ScriptName } from './fonts-catalogue';
import { type FaceFile, renderRestStylesheet, renderScriptFrame, renderScriptStylesheet } from './fonts-css';
import { type FallbackMetrics, fallbackMetrics } from './fonts-metrics';
import { translationText } from './fonts-shown-text';
import { openFont, packageFile, type SourceFace } from './fonts-source';
import { subsetWoff2 } from './fonts-subset';
import { type CodePoints, codePointsOf, isSystemDrawn } from './fonts-unicode';

export const ASSETS_DIR = '_astro';

export interface LoadedScript {
  font: ScriptFont;
  sources: SourceFace[];
  /** Every character the typeface draws that the system font does not. */
  covers: CodePoints;
}

/** A stylesheet up to this size is written into each page: a request that blocks the first paint costs more. */
const MAX_INLINE_CSS = 4096;

export interface BuiltScript {
  /** The stylesheet's text when pages inline it, else its file. */
  stylesheet: { inline: string } | { href: string };
  /** The full files for run-time text (own variant), linked without blocking the first paint. */
  restStylesheet?: string;
  /** Regular-weight subset files, for pages to preload those that draw their text. */
  regular: FaceFile[];
  /** The characters the subsets hold. */
  kept: CodePoints;
  /** Every subset file, and the stylesheet's rules that hold no web font (for pages with page faces). */
  faces: FaceFile[];
  frameCss: string;
}

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('base64url').slice(0, 8);

export async function writeAsset(siteDir: string, name: string, ext: string, data: Buffer | string): Promise<string> {
  const file = `${name}.${hash(data)}${ext}`;
  await mkdir(join(siteDir, ASSETS_DIR), { recursive: true });
  await writeFile(join(siteDir, ASSETS_DIR, file), data);
  return `/${ASSETS_DIR}/${file}`;
}

/** Text in the script, to measure the average width its fallback must match: its languages' strings. */
function scriptSample(script: ScriptName, covers: CodePoints): string {
  const languages = Object.entries(LANGUAGES).filter(([, info]) => info.script === script);
  const text = languages.map(([code]) => translationText(code as LanguageCode)).join(' ');
  const words = text.split(/\s+/).filter((word) => [...word].every((c) => covers.has(c.codePointAt(0) as number)));
  return words.join(' ').slice(0, 20_000);
}

/**
 * A site subset of at least this many characters is a typeface of thousands (Han: the site's Chinese strings
 * hold about 700 different characters). Its pages get page faces (fonts-site.ts), and its site subsets are
 * cut into small files: the site's faces draw only text that arrives at run time (a notice, a game's name), a
 * few characters, and each should cost a few kilobytes, not a whole slice. Below it (an alphabet of a few
 * hundred letters and marks at most: Bengali, Burmese, Urdu) one file shared by every page costs less.
 */
export const PAGE_FACES_MIN_CHARS = 500;
/** Characters per file of a cut site subset (about 4 kB of Han glyphs). */
const SITE_CHUNK_CHARS = 40;

function chunks(points: CodePoints, size: number): CodePoints[] {
  const sorted = [...points].sort((a, b) => a - b);
  return Array.from(
    { length: Math.ceil(sorted.length / size) },
    (_, i) => new Set(sorted.slice(i * size, (i + 1) * size)),
  );
}

export async function buildScript(
  siteDir: string,
  { font, sources, covers }: LoadedScript,
  shown: CodePoints,
  variant: 'own' | 'guest',
): Promise<BuiltScript> {
  const wanted = variant === 'own' ? [...shown, ...codePointsOf(font.alphabet)] : [...shown];
  const keep = new Set(wanted.filter((cp) => covers.has(cp)));
  const faces: FaceFile[] = [];
  const rest: FaceFile[] = [];
  let metricsFont: Font | undefined;
  const sliced = sources.length > font.stylesheets.length;
  for (const [index, source] of sources.entries()) {
    const label = `font-${font.script}-${variant}-${source.weight}${sliced ? `-${index}` : ''}`;
    const own = new Set([...keep].filter((cp) => source.covers.has(cp)));
    const others = new Set([...source.covers].filter((cp) => !keep.has(cp) && !isSystemDrawn(cp)));
    if (variant === 'own' && others.size) {
      const url = await writeAsset(siteDir, `${label}-full`, '.woff2', await readFile(source.file));
      rest.push({ weight: source.weight, url, range: others });
    }
    if (!own.size) continue;
    const parts = keep.size >= PAGE_FACES_MIN_CHARS ? chunks(own, SITE_CHUNK_CHARS) : [own];
    for (const [n, part] of parts.entries()) {
      const subset = await subsetWoff2(source.file, part);
      const name = parts.length > 1 ? `${label}-c${n}` : label;
      faces.push({ weight: source.weight, url: await writeAsset(siteDir, name, '.woff2', subset), range: part });
    }
    // Widths are measured on the full file: the same glyphs, and fontkit cannot position a subset's marks.
    if (source.weight === 400 && !metricsFont) metricsFont = await openFont(source.file);
  }
  let metrics: FallbackMetrics | undefined;
  if (variant === 'own' && font.fallback.metricsFile && metricsFont) {
    const fallback = await openFont(packageFile(font.fallback.metricsFile));
    metrics = fallbackMetrics(metricsFont, fallback, scriptSample(font.script, keep));
  }
  const sheet = {
    typeface: font.typeface,
    faces,
    fallback: { local: font.fallback.local, range: keep, ...(metrics ? { metrics } : {}) },
    ...(variant === 'own' && font.extraCss ? { extraCss: font.extraCss } : {}),
  };
  const css = renderScriptStylesheet(sheet);
  const name = `fonts-${font.script}-${variant}`;
  return {
    stylesheet: css.length <= MAX_INLINE_CSS ? { inline: css } : { href: await writeAsset(siteDir, name, '.css', css) },
    ...(rest.length
      ? { restStylesheet: await writeAsset(siteDir, `${name}-rest`, '.css', renderRestStylesheet(font.typeface, rest)) }
      : {}),
    regular: faces.filter((face) => face.weight === 400),
    kept: keep,
    faces,
    frameCss: renderScriptFrame(sheet),
  };
}

/** The characters of each whole file read so far (a Han file is a megabyte: read once per build). */
const wholeFileCovers = new Map<string, Promise<CodePoints>>();

function coversOf(file: string): Promise<CodePoints> {
  let covers = wholeFileCovers.get(file);
  if (!covers) {
    covers = openFont(file).then((font) => new Set(font.characterSet));
    wholeFileCovers.set(file, covers);
  }
  return covers;
}

/**
 * A page's own regular subsets (page faces): one file cut from the typeface's whole file when it has one that
 * draws all of the page's characters, else for each of its slices the page's characters it draws. Pages that
 * show the same characters share the files (the name carries the content's hash).
 */
export async function buildPageFaces(siteDir: string, { font, sources }: LoadedScript, chars: CodePoints) {
  if (font.pageFacesFile && chars.size) {
    const file = packageFile(font.pageFacesFile);
    const covers = await coversOf(file);
    if ([...chars].every((cp) => covers.has(cp))) {
      const url = await writeAsset(siteDir, `font-${font.script}-page-400`, '.woff2', await subsetWoff2(file, chars));
      return [{ weight: 400, url, range: chars }];
    }
  }
  const faces: FaceFile[] = [];
  for (const [index, source] of sources.entries()) {
    if (source.weight !== 400) continue;
    const own = new Set([...chars].filter((cp) => source.covers.has(cp)));
    if (!own.size) continue;
    const subset = await subsetWoff2(source.file, own);
    const url = await writeAsset(siteDir, `font-${font.script}-page-${source.weight}-${index}`, '.woff2', subset);
    faces.push({ weight: source.weight, url, range: own });
  }
  return faces;
}
