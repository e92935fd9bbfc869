import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../scripts/lib/args';

const ROOT = resolve(import.meta.dirname, '../../..');
const SYSTEM_NODE = '/usr/bin/node';

function systemNodeVersion(): string | undefined {
  if (!existsSync(SYSTEM_NODE)) return undefined;
  return spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^v/, '');
}
const oldNode = (() => {
  const version = systemNodeVersion();
  if (!version) return false;
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major < 22 || (major === 22 && minor < 12);
})();

describe('scripts/check-env.mjs', () => {
  it('passes on the pinned Node', () => {
    const result = spawnSync(process.execPath, ['scripts/check-env.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.skipIf(!oldNode)('fails fast on an older Node and says to run through npm', () => {
    const result = spawnSync(SYSTEM_NODE, ['scripts/check-env.mjs'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/needs Node >= 22\.12/);
    expect(result.stderr).toContain('npm run build');
  });
});

describe('parseArgs', () => {
  it('reads repeated --tenant in both spellings and known flags', () => {
    const args = parseArgs(['--tenant', 'pakistan', '--tenant=myanmar', '--build'], ['--build']);
    expect(args.tenants).toEqual(['pakistan', 'myanmar']);
    expect(args.flags.has('--build')).toBe(true);
  });

  it('rejects a missing tenant id and unknown arguments with a clear message', () => {
    expect(() => parseArgs(['--tenant'])).toThrow('--tenant needs a tenant id');
    expect(() => parseArgs(['--tenant', '--build'], ['--build'])).toThrow('--tenant needs a tenant id');
    expect(() => parseArgs(['--fast'])).toThrow('Unknown argument "--fast"');
  });
});
