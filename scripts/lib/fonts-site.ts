/**
 * The font step of a merchant's build, run on the built site before it is compressed and swapped in:
 * 1. reads what each page can show (fonts-shown-text.ts);
 * 2. decides per page which script fonts it needs (fonts-page-needs.ts) and stops the build, naming each
 *    page and character, when a character no font draws is shown;
 * 3. subsets each needed font to the site's characters (fonts-script-build.ts): the full variant for
 *    pages in the script's language, a few-glyph guest variant for pages that only show a name or a sign;
 * 4. links each page's stylesheets (its own script last, so it wins characters two scripts share) and
 *    preloads the regular subset files of its own script that its HTML text needs;
 * 5. for a typeface of thousands of characters (Han: the site's own subset holds every Chinese string of
 *    the site, 200 kB and more), gives each page its own small subsets of the characters its HTML shows (page
 *    faces, declared after the site's faces so they win those characters, in one file where the typeface has
 *    a whole file to cut them from): the page downloads its own characters only, and text arriving at run time
 *    still draws from the site's subsets. Those web faces
 *    load without holding anything up (a print-then-all stylesheet, no preload): the phone's own CJK font
 *    (the same Noto design, first in the fallback) draws the first paint, and the font bytes no longer
 *    compete with the CSS, scripts and banner image the largest paint waits for.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, relative } from 'node:path';
import { languageInfo } from '../../src/i18n/languages';
import { listFiles } from './compress';
import { SCRIPT_FONTS, type ScriptName } from './fonts-catalogue';
import { type FaceFile, renderPageFaces } from './fonts-css';
import { pageNeeds } from './fonts-page-needs';
import {
  type BuiltScript,
  buildPageFaces,
  buildScript,
  type LoadedScript,
  PAGE_FACES_MIN_CHARS,
  writeAsset,
} from './fonts-script-build';
import { type SiteFontContext, shownText } from './fonts-shown-text';
import { readSourceFaces } from './fonts-source';
import { type CodePoints, codePointsOf, describeCodePoint, isSystemDrawn } from './fonts-unicode';

export interface PageProblem {
  /** Site path of the page, e.g. /en/index.html. */
  page: string;
  characters: number[];
}

export class MissingGlyphsError extends Error {
  constructor(readonly problems: PageProblem[]) {
    super(
      `pages show characters that neither the system font nor any web font draws (add a font for them to scripts/lib/fonts-catalogue.json, or change the text):\n${problems
        .map((p) => `  - ${p.page}: ${p.characters.map(describeCodePoint).join(', ')}`)
        .join('\n')}`,
    );
    this.name = 'MissingGlyphsError';
  }
}

async function loadScripts(): Promise<Map<ScriptName, LoadedScript>> {
  const scripts = new Map<ScriptName, LoadedScript>();
  for (const font of SCRIPT_FONTS) {
    const sources = (await Promise.all(font.stylesheets.map(readSourceFaces))).flat();
    const covers = new Set(sources.flatMap((source) => [...source.covers]).filter((cp) => !isSystemDrawn(cp)));
    scripts.set(font.script, { font, sources, covers });
  }
  return scripts;
}

interface PagePlan {
  file: string;
  html: string;
  /** The script of the page's language; undefined for Latin (the system font). */
  own: ScriptName | undefined;
  /** Other scripts whose characters the page shows. */
  guests: ScriptName[];
  /** Characters of the page's HTML (not only its islands'): what the first paint draws. */
  htmlChars: CodePoints;
}

/** Most subset files a page preloads, so preloads never crowd out the page's own CSS and scripts. */
const MAX_PRELOADS = 6;

/** A page with page faces: its fallback rules (written into the page) and its web faces' stylesheet. */
interface PageFaces {
  frameCss: string;
  href: string;
}

/** Loads a stylesheet without holding the first paint: the print-then-all switch. */
const deferredStylesheet = (href: string) =>
  `<link rel="stylesheet" href="${href}" media="print" onload="this.media='all'">`;

function stylesheetTag({ stylesheet }: BuiltScript): string {
  return 'inline' in stylesheet
    ? `<style>${stylesheet.inline}</style>`
    : `<link rel="stylesheet" href="${stylesheet.href}">`;
}

function headLinks(
  page: PagePlan,
  own: Map<ScriptName, BuiltScript>,
  guest: Map<ScriptName, BuiltScript>,
  pageFaces: PageFaces | undefined,
): string {
  const ownBuilt = page.own ? own.get(page.own) : undefined;
  const guests = page.guests.map((script) => guest.get(script));
  // The files that draw most of the page's characters first (Han is cut into many slices).
  const drawnBy = (face: FaceFile) => [...face.range].filter((cp) => page.htmlChars.has(cp)).length;
  const drawn = (pageFaces ? [] : (ownBuilt?.regular ?? []))
    .map((face) => ({ face, count: drawnBy(face) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ face }) => face);
  return [
    ...drawn
      .slice(0, MAX_PRELOADS)
      .map((face) => `<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin>`),
    ...[...guests, pageFaces ? undefined : ownBuilt].flatMap((built) => (built ? [stylesheetTag(built)] : [])),
    ...(pageFaces ? [`<style>${pageFaces.frameCss}</style>`, deferredStylesheet(pageFaces.href)] : []),
    // Run-time text can wait.
    ownBuilt?.restStylesheet ? deferredStylesheet(ownBuilt.restStylesheet) : '',
  ].join('');
}

/** The page faces of a page: its HTML's characters among those the site's own subset holds. */
async function facesOfPage(
  siteDir: string,
  loaded: LoadedScript,
  built: BuiltScript,
  htmlChars: CodePoints,
): Promise<PageFaces | undefined> {
  const chars = new Set([...htmlChars].filter((cp) => built.kept.has(cp)));
  const faces = await buildPageFaces(siteDir, loaded, chars);
  const css = renderPageFaces(loaded.font.typeface, built.faces, faces);
  return {
    frameCss: built.frameCss,
    href: await writeAsset(siteDir, `fonts-${loaded.font.script}-page`, '.css', css),
  };
}

function addAll(map: Map<ScriptName, CodePoints>, script: ScriptName, points: Iterable<number>): void {
  const set = map.get(script) ?? new Set<number>();
  for (const cp of points) set.add(cp);
  map.set(script, set);
}

/**
 * Runs the font step on a built site and returns the scripts it linked. Throws MissingGlyphsError, before
 * writing anything, when a page shows a character no font draws.
 */
export async function applySiteFonts(siteDir: string, site: SiteFontContext): Promise<ScriptName[]> {
  const files = (await listFiles(siteDir)).filter((file) => extname(file) === '.html').sort();
  const scripts = await loadScripts();
  const coverage = new Map([...scripts].map(([name, loaded]) => [name, loaded.covers]));
  const problems: PageProblem[] = [];
  const plans: PagePlan[] = [];
  const shown = new Map<ScriptName, CodePoints>();
  const shownAsGuest = new Map<ScriptName, CodePoints>();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const { lang, text, htmlText } = shownText(html, site);
    const script = languageInfo(lang).script;
    const own = script === 'latin' ? undefined : script;
    const needs = pageNeeds(codePointsOf(text), coverage, own);
    if (needs.uncovered.length) problems.push({ page: `/${relative(siteDir, file)}`, characters: needs.uncovered });
    for (const [name, points] of needs.byScript) {
      addAll(shown, name, points);
      if (name !== own) addAll(shownAsGuest, name, points);
    }
    const guests = [...needs.byScript.keys()].filter((name) => name !== own);
    plans.push({ file, html, own, guests, htmlChars: codePointsOf(htmlText) });
  }
  if (problems.length) throw new MissingGlyphsError(problems);

  const own = new Map<ScriptName, BuiltScript>();
  const guest = new Map<ScriptName, BuiltScript>();
  for (const name of new Set(plans.flatMap((plan) => (plan.own ? [plan.own] : [])))) {
    own.set(name, await buildScript(siteDir, scripts.get(name) as LoadedScript, shown.get(name) ?? new Set(), 'own'));
  }
  for (const [name, points] of shownAsGuest) {
    guest.set(name, await buildScript(siteDir, scripts.get(name) as LoadedScript, points, 'guest'));
  }
  for (const plan of plans) {
    const built = plan.own ? own.get(plan.own) : undefined;
    const pageFaces =
      plan.own && built && built.kept.size >= PAGE_FACES_MIN_CHARS
        ? await facesOfPage(siteDir, scripts.get(plan.own) as LoadedScript, built, plan.htmlChars)
        : undefined;
    const links = headLinks(plan, own, guest, pageFaces);
    if (!links) continue;
    if (!plan.html.includes('</head>')) throw new Error(`/${relative(siteDir, plan.file)} has no </head>`);
    await writeFile(plan.file, plan.html.replace('</head>', `${links}</head>`));
  }
  return [...new Set([...own.keys(), ...guest.keys()])];
}
