/** A build parses the tenant files once: astro's config and the `virtual:tenant` plugin take the parsed ones. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAllTenants, PARSED_TENANTS_ENV, tenantsForBuild } from '../../../src/config/load-tenants';
import { REAL_TENANTS_DIR } from './tenant-fixtures';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('tenants of a build', () => {
  it('are the ones handed over, not parsed again', () => {
    const folder = mkdtempSync(join(tmpdir(), 'parsed-tenants-'));
    folders.push(folder);
    // Not a valid tenant file: only a parse would notice, so a pass proves nothing was parsed.
    const handedOver = [{ id: 'handed-over', name: 'From scripts/build.ts' }];
    const file = join(folder, 'tenants.json');
    writeFileSync(file, JSON.stringify(handedOver));
    vi.stubEnv(PARSED_TENANTS_ENV, file);
    expect(tenantsForBuild()).toEqual(handedOver);
  });

  it('are parsed from the files when nothing was handed over (astro dev, Vitest)', () => {
    vi.stubEnv(PARSED_TENANTS_ENV, '');
    expect(tenantsForBuild()).toEqual(loadAllTenants(REAL_TENANTS_DIR));
  });
});
