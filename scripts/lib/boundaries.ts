/**
 * The import-boundary check of `npm run lint`: dependency-cruiser with the house rules of
 * .dependency-cruiser.cjs over every folder that holds code, and the exactness of the platform's allow-list of
 * site modules, read from the same run's report. Shared by scripts/lint.ts and its test.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { format, type IFormatOptions } from 'dependency-cruiser';

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

/** What the lint reads of dependency-cruiser's JSON report: each module and what its imports resolved to. */
export interface CruiseModules {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/** The platform's allow-list of site modules: the exceptions of rule platform-imports-only-allowed-src. */
export function platformAllowList(): string[] {
  const config = createRequire(import.meta.url)(BOUNDARIES_CONFIG) as {
    forbidden: { name: string; to: { pathNot?: string | string[] } }[];
  };
  const rule = config.forbidden.find((r) => r.name === 'platform-imports-only-allowed-src');
  if (!rule) throw new Error(`${BOUNDARIES_CONFIG} has no rule platform-imports-only-allowed-src`);
  return [rule.to.pathNot ?? []].flat();
}

/**
 * The allow-list entries no platform module imports. The list stays exact: an entry the platform no longer
 * needs would let it start importing that site module again unreviewed, so `npm run lint` fails on it.
 */
export function unusedPlatformAllowances(report: CruiseModules, allowList = platformAllowList()): string[] {
  const importedFromSite = report.modules
    .filter((m) => m.source.startsWith('platform/'))
    .flatMap((m) => m.dependencies.map((d) => d.resolved))
    .filter((path) => path.startsWith('src/'));
  return allowList.filter((pattern) => !importedFromSite.some((path) => new RegExp(pattern).test(path)));
}

export interface BoundaryCheck {
  ok: boolean;
  /** dependency-cruiser's `err` report (each violation as `error <rule>: <from> → <to>`), or why it did not run. */
  output: string;
  /** Allow-list entries no platform module imports (unusedPlatformAllowances). */
  unused: string[];
}

/**
 * One dependency-cruiser run over `paths` (relative to `cwd`): its JSON report is worded as the `err` reporter
 * words it and also read for the allow-list's unused entries. Passes when there is neither a violation nor one.
 */
export async function checkBoundaries(cwd = ROOT, paths = BOUNDARY_PATHS): Promise<BoundaryCheck> {
  const result = spawnSync(process.execPath, [DEPCRUISE_BIN, ...boundaryArgs(paths, 'json')], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    const why = result.error?.message ?? `exit code ${result.status}`;
    return { ok: false, output: `Could not run dependency-cruiser (${why}):\n${result.stderr}`, unused: [] };
  }
  const report = JSON.parse(result.stdout);
  // The rule set the run used: format() re-derives the violations from the modules, and tells a cycle (reported
  // once, as the command line reports it) from a plain dependency by its rule.
  const options = { outputType: 'err', ruleSet: report.summary.ruleSetUsed } as IFormatOptions;
  const { output, exitCode } = await format(report, options);
  const unused = unusedPlatformAllowances(report as CruiseModules);
  return { ok: exitCode === 0 && unused.length === 0, output: String(output), unused };
}
