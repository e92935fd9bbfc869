import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleStaging } from '../../../scripts/lib/build-tenant';

const dist = mkdtempSync(join(tmpdir(), 'dist-staging-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('removeStaleStaging', () => {
  it('removes staging folders of dead builds and keeps those of running ones and real sites', async () => {
    // A process that has exited: its pid names a build that was killed.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const names = {
      dead: `.staging-pakistan-${dead}-1700000000000`,
      deadOld: `.staging-old-pakistan-${dead}-1700000000000`,
      mine: `.staging-myanmar-${process.pid}-1700000000000`,
      running: `.staging-bangladesh-${process.ppid}-1700000000000`,
      site: 'pakistan',
    };
    for (const name of Object.values(names)) mkdirSync(join(dist, name));
    await removeStaleStaging(dist);
    expect(existsSync(join(dist, names.dead))).toBe(false);
    expect(existsSync(join(dist, names.deadOld))).toBe(false);
    expect(existsSync(join(dist, names.mine))).toBe(true);
    expect(existsSync(join(dist, names.running))).toBe(true);
    expect(existsSync(join(dist, names.site))).toBe(true);
  });
});
