/**
 * The daisyUI components left out of the stylesheet (the `exclude:` list in src/styles/global.css) stay unused:
 * a class of one of them written in a component's markup would render unstyled, so the lint step names the file,
 * the line, the class and the component to take off the list.
 *
 * A component's classes are those its own CSS file in node_modules/daisyui/components/ defines that no kept
 * component's file defines too (shared names such as the sizes sm, md, lg belong to the kept ones).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_EXTENSIONS = /\.(astro|tsx)$/;
/** class="…", className="…", className={`…`} and class:list={[…]} strings, each on one line. */
const CLASS_ATTRIBUTE = /\bclass(?:Name|:list)?=\{?\[?\s*["'`]([^"'`]*)["'`]/g;

export function excludedComponents(root: string): string[] {
  const css = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
  const list = /@plugin "daisyui" \{[^}]*?\bexclude:([^;]*);/s.exec(css)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function classesOf(file: string): Set<string> {
  const css = readFileSync(file, 'utf8');
  return new Set([...css.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1] as string));
}

/** Every class of an excluded component → that component's name. */
export function excludedClasses(root: string): Map<string, string> {
  const folder = join(root, 'node_modules/daisyui/components');
  const excluded = new Set(excludedComponents(root));
  const kept = new Set<string>();
  const byComponent = new Map<string, Set<string>>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.css'))) {
    const name = file.replace(/\.css$/, '');
    const classes = classesOf(join(folder, file));
    if (excluded.has(name)) byComponent.set(name, classes);
    else for (const cls of classes) kept.add(cls);
  }
  const owners = new Map<string, string>();
  for (const [name, classes] of byComponent) {
    for (const cls of classes) if (!kept.has(cls)) owners.set(cls, name);
  }
  return owners;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_EXTENSIONS.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `file:line: class "x" is of …` for each class of an excluded component in one file's markup. */
export function excludedUsesIn(source: string, file: string, owners: Map<string, string>): string[] {
  const findings: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(CLASS_ATTRIBUTE)) {
      for (const cls of (match[1] ?? '').split(/\s+/)) {
        const owner = owners.get(cls);
        if (owner) {
          findings.push(
            `${file}:${index + 1}: class "${cls}" is of the daisyUI component ${owner}, excluded in src/styles/global.css`,
          );
        }
      }
    }
  });
  return findings;
}

/** Every use in src/ of a class of an excluded component. */
export function excludedComponentUses(root: string): string[] {
  const owners = excludedClasses(root);
  return sourceFiles(join(root, 'src')).flatMap((file) =>
    excludedUsesIn(readFileSync(file, 'utf8'), relative(root, file), owners),
  );
}
