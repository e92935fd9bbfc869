/**
 * The import boundaries of .dependency-cruiser.cjs, run the way `npm run lint` runs them: on a fixture tree
 * that breaks every rule once (each violation must be reported with its rule and both files), and on the
 * real tree, which must pass and use every entry of the platform's allow-list of site modules (so the list
 * stays exact).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBoundaryViolations } from '../../../scripts/lib/astro-boundaries';
import { BOUNDARIES_CONFIG, BOUNDARY_PATHS, boundaryArgs, DEPCRUISE_BIN } from '../../../scripts/lib/boundaries';

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/tree');

function depcruise(cwd: string, paths: string[], outputType: string) {
  const result = spawnSync(process.execPath, [DEPCRUISE_BIN, ...boundaryArgs(paths, outputType)], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case runs dependency-cruiser in a child process: seconds, and far more on a busy 2-core machine.
describe('import boundaries', { timeout: 120_000 }, () => {
  it('fails on each rule, naming the rule and both files', () => {
    const { status, output } = depcruise(FIXTURE, ['src', 'platform'], 'err');
    expect(status).not.toBe(0);
    const expected = [
      // a type-only import: it couples the two features as much as a value import
      ['no-cross-feature-imports', 'src/features/a/toss.ts', 'src/features/b/coin.ts'],
      ['shared-never-imports-features-or-app', 'src/stores/named-store.ts', 'src/app/app-name.ts'],
      ['site-never-imports-platform', 'src/config/reads-platform.ts', 'platform/db/one.ts'],
      ['platform-imports-only-allowed-src', 'platform/games/reads-site.ts', 'src/api/site-only.ts'],
      ['platform-layers-never-import-areas', 'platform/http/route.ts', 'platform/accounts/area-value.ts'],
    ];
    for (const [rule, from, to] of expected) expect(output).toContain(`error ${rule}: ${from} → ${to}`);
    expect(output).toMatch(/error no-cycles: platform\/db\/(one|two)\.ts → \s*platform\/db\/(one|two)\.ts/);
    // A package is named by where it resolved (here, the repository's node_modules above the fixture).
    expect(output).toMatch(
      /error site-code-uses-zod-mini: src\/stores\/classic-zod\.ts → \S*node_modules\/zod\/index\.c?js/,
    );
    // The platform may import the contract: no violation for it.
    expect(output).not.toContain('src/api/contract/ping.ts');
    expect(output).toContain(`${expected.length + 2} dependency violations`);
  });

  it('applies the same rules to the imports of .astro files', () => {
    expect(astroBoundaryViolations(FIXTURE)).toEqual([
      'error no-cross-feature-imports: src/features/a/Toss.astro → src/features/b/coin',
    ]);
    expect(astroBoundaryViolations(ROOT)).toEqual([]);
  });

  it('passes on the real tree, whose platform uses every allowed site module', () => {
    const { status, output } = depcruise(ROOT, BOUNDARY_PATHS, 'json');
    const report = JSON.parse(output.slice(output.indexOf('{'))) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
      modules: { source: string; dependencies: { resolved: string }[] }[];
    };
    expect(report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
    expect(status).toBe(0);

    const config = createRequire(import.meta.url)(BOUNDARIES_CONFIG) as {
      forbidden: { name: string; to: { pathNot?: string[] } }[];
    };
    const allowList = config.forbidden.find((r) => r.name === 'platform-imports-only-allowed-src')?.to.pathNot ?? [];
    const importedFromSite = report.modules
      .filter((m) => m.source.startsWith('platform/'))
      .flatMap((m) => m.dependencies.map((d) => d.resolved))
      .filter((path) => path.startsWith('src/'));
    const unused = allowList.filter((pattern) => !importedFromSite.some((path) => new RegExp(pattern).test(path)));
    expect(unused).toEqual([]);
  });
});
