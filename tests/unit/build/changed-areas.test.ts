/** The quick loop's choice of browser specs (scripts/lib/changed-areas.ts), on the real spec folder. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, SMOKE_SPECS, specsForChanges } from '../../../scripts/lib/changed-areas';

const SPECS = readdirSync(join(import.meta.dirname, '../../e2e')).filter((file) => file.endsWith('.spec.ts'));

describe('specsForChanges', () => {
  it('takes a feature or platform area to the specs named after it', () => {
    expect(specsForChanges(['src/features/money/deposit/DepositForm.tsx'], SPECS)).toEqual(
      SPECS.filter((spec) => spec.startsWith('money')),
    );
    expect(specsForChanges(['platform/admin/review-routes.ts'], SPECS)).toEqual(
      SPECS.filter((spec) => spec.startsWith('operator')),
    );
  });

  it('takes a changed spec to itself and an e2e helper to every spec', () => {
    expect(specsForChanges(['tests/e2e/fonts.spec.ts'], SPECS)).toEqual(['fonts.spec.ts']);
    expect(specsForChanges(['tests/e2e/support/sign-in.ts'], SPECS)).toEqual([...SPECS].sort());
  });

  it('takes shared site code to the smoke journeys, and unit-only files to no spec', () => {
    expect(specsForChanges(['src/components/ui/Dialog.tsx'], SPECS)).toEqual(
      SMOKE_SPECS.map((name) => `${name}.spec.ts`).sort(),
    );
    expect(specsForChanges(['tests/unit/money/withdraw.test.ts', 'README.md'], SPECS)).toEqual([]);
  });

  it('names a spec for every area prefix it lists (no prefix matches nothing)', () => {
    for (const name of SMOKE_SPECS) expect(SPECS).toContain(`${name}.spec.ts`);
    for (const area of ['accounts', 'agents', 'games', 'shell', 'vendors', 'security-centre', 'cdn']) {
      expect(specsForChanges([`platform/${area}/x.ts`], SPECS).length, area).toBeGreaterThan(0);
    }
  });
});

describe('needsBuild', () => {
  it('is true for site code, content, tenants and public files, false for the platform and tests', () => {
    expect(['src/app/x.ts', 'tenants/pakistan.json', 'content/x.md', 'public/x.svg'].every(needsBuild)).toBe(true);
    expect(['platform/app.ts', 'tests/e2e/x.spec.ts', 'scripts/test.ts'].some(needsBuild)).toBe(false);
  });
});
