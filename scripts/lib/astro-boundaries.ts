/**
 * dependency-cruiser cannot read .astro files, so their imports (frontmatter and <script> blocks) are checked
 * here against the same path rules of .dependency-cruiser.cjs (every forbidden rule except the cycle rule),
 * and reported the same way: `error <rule>: <from> → <to>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { BOUNDARIES_CONFIG } from './boundaries';

interface PathRule {
  name: string;
  from: { path?: string };
  to: { path?: string; pathNot?: string | string[]; circular?: boolean };
}

// import … from '…', export … from '…', import '…', import('…')
const SPECIFIER = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** The repository-relative paths an .astro file imports (relative specifiers only: packages are no boundary). */
export function astroImports(source: string, file: string, root: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (specifier.startsWith('.')) found.add(relative(root, resolve(root, dirname(file), specifier)));
  }
  return [...found];
}

function astroFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return astroFiles(root, path);
    return entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** Every violation of the path rules by the .astro files under `root`/`dirs`, as dependency-cruiser words it. */
export function astroBoundaryViolations(root: string, dirs: string[] = ['src']): string[] {
  const config = createRequire(import.meta.url)(BOUNDARIES_CONFIG) as { forbidden: PathRule[] };
  const rules = config.forbidden.filter((rule) => !rule.to.circular && rule.from.path && rule.to.path);
  const violations: string[] = [];
  for (const file of dirs.flatMap((dir) => astroFiles(root, dir))) {
    const imports = astroImports(readFileSync(join(root, file), 'utf8'), file, root);
    for (const rule of rules) {
      const from = new RegExp(rule.from.path as string).exec(file);
      if (!from) continue;
      // $1 … in the target patterns stand for the groups the source path matched (dependency-cruiser's rule).
      const fill = (pattern: string) => pattern.replace(/\$(\d)/g, (_, n: string) => from[Number(n)] ?? '');
      const allowed = [rule.to.pathNot ?? []].flat().map((pattern) => new RegExp(fill(pattern)));
      for (const target of imports) {
        if (!new RegExp(fill(rule.to.path as string)).test(target)) continue;
        if (allowed.some((pattern) => pattern.test(target))) continue;
        violations.push(`error ${rule.name}: ${file} → ${target}`);
      }
    }
  }
  return violations;
}
