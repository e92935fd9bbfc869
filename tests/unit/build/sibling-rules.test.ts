/**
 * No stylesheet a page loads has a sibling rule whose last part matches any element (`a + *`, `li + ::before`,
 * `> * + *`). Chromium cannot tell which siblings such a rule reaches, so inserting an element restyles the whole
 * subtree of the parent it goes into: in the lobby, each row a scroll added restyled every tile on screen (traced at
 * the calibrated slowdown: 146-216 elements a frame, 26-30 without those rules). Our own CSS and the daisyUI components the
 * stylesheet keeps are read (src/styles/global.css excludes the rest, breadcrumbs among them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { excludedComponents } from '../../../scripts/lib/excluded-components';

const ROOT = join(import.meta.dirname, '../../..');

/** The selector before each `{` (nested rules included), comments left out. */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^;{}]*)\{/g)].map((match) => (match[1] ?? '').trim()).filter(Boolean);
}

/** A sibling combinator followed by a part with no type, class, id or attribute: `+ *`, `+ :before`, `~ :is(…)`. */
const UNIVERSAL_SIBLING = /(?<!\\)[+~]\s*(?:\*|:)/;

function universalSiblingRules(css: string): string[] {
  return selectorsOf(css).filter((selector) => !selector.startsWith('@') && UNIVERSAL_SIBLING.test(selector));
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));
}

/** Our stylesheets and the <style> blocks of .astro components. */
function ownStyles(): { file: string; css: string }[] {
  const css = filesUnder(join(ROOT, 'src'), /\.css$/).map((file) => ({ file, css: readFileSync(file, 'utf8') }));
  const astro = filesUnder(join(ROOT, 'src'), /\.astro$/).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => ({
      file,
      css: match[1] ?? '',
    })),
  );
  return [...css, ...astro];
}

function keptDaisyComponents(): { file: string; css: string }[] {
  const folder = join(ROOT, 'node_modules/daisyui/components');
  const excluded = new Set(excludedComponents(ROOT));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.css') && !excluded.has(name.replace(/\.css$/, '')))
    .map((name) => ({ file: join(folder, name), css: readFileSync(join(folder, name), 'utf8') }));
}

describe('sibling rules that match any element', () => {
  it('are found in the forms that cost a subtree, and not in rules that name their element', () => {
    expect(universalSiblingRules('.prose > * + * { margin: 0 }')).toEqual(['.prose > * + *']);
    expect(universalSiblingRules('.crumbs > li { &+:before { content: "/" } }')).toEqual(['&+:before']);
    expect(universalSiblingRules('.a ~ :is(.b) { color: red }')).toEqual(['.a ~ :is(.b)']);
    expect(universalSiblingRules('.toggle:checked + .modal, .tab + .tab-content { display: block }')).toEqual([]);
    expect(
      universalSiblingRules('.x { width: calc(100% + 1px) } .bottom-\\[calc\\(4rem\\+env\\(x\\)\\)\\] {}'),
    ).toEqual([]);
  });

  it('are in no stylesheet of ours nor in any daisyUI component the stylesheet keeps', () => {
    const found = [...ownStyles(), ...keptDaisyComponents()].flatMap(({ file, css }) =>
      universalSiblingRules(css).map((selector) => `${relative(ROOT, file)}: ${selector}`),
    );
    expect(found).toEqual([]);
  });
});
