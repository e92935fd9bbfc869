/**
 * The import boundaries of .dependency-cruiser.cjs, checked the way `npm run lint` checks them (checkBoundaries):
 * on a fixture tree that breaks every rule once, each violation must be reported with its rule and both files,
 * and the platform's allow-list entries the fixture's platform does not import must be named as unused.
 *
 * The real tree is `npm run lint`'s: it cruises it once, and fails on a violation or an allow-list entry the
 * platform does not use (so the list stays exact); this file does not cruise it a second time.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroBoundaryViolations } from '../../../scripts/lib/astro-boundaries';
import { checkBoundaries, platformAllowList, unusedPlatformAllowances } from '../../../scripts/lib/boundaries';

const ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/tree');

describe('import boundaries', () => {
  it('fails on each rule, naming the rule and both files, and on allow-list entries the platform does not use', async () => {
    const { ok, output, unused } = await checkBoundaries(FIXTURE, ['src', 'platform']);
    expect(ok).toBe(false);
    const expected = [
      // a type-only import: it couples the two features as much as a value import
      ['no-cross-feature-imports', 'src/features/a/toss.ts', 'src/features/b/coin.ts'],
      ['shared-never-imports-features-or-app', 'src/stores/named-store.ts', 'src/app/app-name.ts'],
      ['site-never-imports-platform', 'src/config/reads-platform.ts', 'platform/db/one.ts'],
      ['platform-imports-only-allowed-src', 'platform/games/reads-site.ts', 'src/api/site-only.ts'],
      ['platform-layers-never-import-areas', 'platform/http/route.ts', 'platform/accounts/area-value.ts'],
      // another area's file that is not its door, from an area and from the wiring
      ['platform-area-doors', 'platform/money/reads-inside.ts', 'platform/accounts/area-value.ts'],
      ['platform-area-doors', 'platform/app.ts', 'platform/games/reads-site.ts'],
      // an area writing postings instead of naming a movement (ledger/movements.ts)
      ['only-the-ledger-posts', 'platform/money/posts-itself.ts', 'platform/ledger/post.ts'],
    ];
    for (const [rule, from, to] of expected) expect(output).toContain(`error ${rule}: ${from} → ${to}`);
    expect(output).toMatch(/error no-cycles: platform\/db\/(one|two)\.ts → \s*platform\/db\/(one|two)\.ts/);
    // Areas in a circle through their doors alone: no file imports itself back, the folders do (reported from each).
    expect(output).toMatch(/error platform-area-cycles: platform\/money → \s*platform\/accounts →\s*platform\/money/);
    expect(output).toMatch(
      /error platform-area-cycles: platform\/accounts → \s*platform\/money →\s*platform\/accounts/,
    );
    // Another area's door is the way in: no violation for it.
    expect(output).not.toMatch(/platform-area-doors: platform\/money\/uses-door\.ts|→ platform\/money\/index\.ts/);
    // A package is named by where it resolved (here, the repository's node_modules above the fixture).
    expect(output).toMatch(
      /error site-code-uses-zod-mini: src\/stores\/classic-zod\.ts → \S*node_modules\/zod\/index\.c?js/,
    );
    // The platform may import the API's call definitions: no violation for it.
    expect(output).not.toContain('src/api/calls/ping.ts');
    expect(output).toContain(`${expected.length + 4} dependency violations`);
    // The fixture's platform imports only the call definitions from the site: every other entry is unused.
    expect(unused).toEqual(platformAllowList().filter((pattern) => pattern !== '^src/api/calls/'));
  });

  it('applies the same rules to the imports of .astro files', () => {
    expect(astroBoundaryViolations(FIXTURE)).toEqual([
      'error no-cross-feature-imports: src/features/a/Toss.astro → src/features/b/coin',
    ]);
    expect(astroBoundaryViolations(ROOT)).toEqual([]);
  });

  it('names the allow-list entries no platform module imports; site modules importing them do not count', () => {
    const allowList = ['^src/api/calls/', '^src/i18n/format\\.ts$', '^src/config/load-tenants\\.ts$'];
    const module = (source: string, ...resolved: string[]) => ({
      source,
      dependencies: resolved.map((path) => ({ resolved: path })),
    });
    const report = {
      modules: [
        module('platform/app.ts', 'src/api/calls/games/game.ts', 'node_modules/zod/index.js'),
        module('src/features/x.ts', 'src/i18n/format.ts'),
        module('scripts/build.ts', 'src/config/load-tenants.ts'),
        module('platform/http/route.ts', 'platform/core/errors.ts', 'src/i18n/format.tsx'),
      ],
    };
    expect(unusedPlatformAllowances(report, allowList)).toEqual([
      '^src/i18n/format\\.ts$',
      '^src/config/load-tenants\\.ts$',
    ]);
    report.modules.push(module('platform/messaging/sms.ts', 'src/i18n/format.ts'));
    expect(unusedPlatformAllowances(report, allowList)).toEqual(['^src/config/load-tenants\\.ts$']);
  });
});
