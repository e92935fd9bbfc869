/**
 * The import-boundary check of `npm run lint`: dependency-cruiser with the house rules of
 * .dependency-cruiser.cjs over every folder that holds code. Shared by scripts/lint.ts and its test.
 */
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
export const BOUNDARIES_CONFIG = join(ROOT, '.dependency-cruiser.cjs');
/** Run with process.execPath: the package's shebang would pick whatever `node` comes first on PATH. */
export const DEPCRUISE_BIN = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** What the check reads, relative to the repository root. */
export const BOUNDARY_PATHS = [
  'src',
  'platform',
  'scripts',
  'tests',
  'astro.config.mjs',
  'vitest.config.ts',
  'playwright.config.ts',
];

/** The dependency-cruiser command line (after the program name) for `paths`, relative to the working folder. */
export function boundaryArgs(paths: string[] = BOUNDARY_PATHS, outputType = 'err'): string[] {
  return [...paths, '--config', BOUNDARIES_CONFIG, '--output-type', outputType];
}
