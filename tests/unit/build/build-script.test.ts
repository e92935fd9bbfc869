/**
 * `npm run build` (scripts/build.ts) against a temporary tenants folder: the real tenant files plus a new one.
 * The refusals stop before any build (each a child process of about half a second of CPU: the build modules load
 * only once the tenant files passed). The real build of a newly dropped file (the test-only Nepal merchant) and what
 * it writes is checked where that site is then served, in the browser: system-new-language-merchant.spec.ts; it was
 * built a second time here, about 20 s of CPU, until the two were merged (tests/merged-browser-cases.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRealTenant, tempTenantsDir } from '../config/tenant-fixtures';

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'dist');

/** Runs `npm run build` the way npm would (Node 24, tsx), against a temporary tenants folder. */
function build(tenantsDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, TENANTS_DIR: tenantsDir },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A tenant id no one else uses, and its dist folder removed after the test. */
function uniqueId(prefix: string): string {
  const id = `${prefix}-${process.pid}-${Date.now().toString(36)}`;
  cleanups.push(() => rmSync(join(DIST, id), { recursive: true, force: true }));
  return id;
}

/** The real tenant files and a new, tiny one: Pakistan's file in English only, under its own id, code and domain. */
function newTenant(id: string, edit: (tenant: ReturnType<typeof readRealTenant>) => void = () => {}) {
  const tenants = tempTenantsDir();
  cleanups.push(tenants.remove);
  const tenant = readRealTenant('pakistan');
  tenant.merchantCode = `T${Date.now().toString(36).toUpperCase()}`;
  tenant.domains = [`${id}.example`];
  tenant.languages = ['en'];
  tenant.defaultLanguage = 'en';
  edit(tenant);
  tenants.write(`${id}.json`, tenant);
  return tenants;
}

describe('npm run build', () => {
  it('stops before building when a tenant file is invalid, naming the file, field and reason', () => {
    const id = uniqueId('broken');
    const tenants = newTenant(id, (t) => {
      t.theme.colors.primary = 'green';
      t.appDownload.ios = 'not a link';
    });
    const { status, output } = build(tenants.dir, '--tenant', id);
    expect(status).not.toBe(0);
    expect(output).toContain(`${id}.json is not a valid tenant file`);
    expect(output).toContain('theme.colors.primary: must be a colour like #1d4ed8');
    expect(output).toContain('appDownload.ios: must be an http(s) URL');
    expect(output).not.toMatch(/building…/);
    expect(existsSync(join(DIST, id))).toBe(false);
  });

  it('leaves an existing dist/<id>/ untouched when the build fails', () => {
    const id = uniqueId('kept');
    mkdirSync(join(DIST, id), { recursive: true });
    writeFileSync(join(DIST, id, 'index.html'), 'previous build');
    const tenants = newTenant(id, (t) => Object.assign(t, { currency: 'rupees' }));
    const { status, output } = build(tenants.dir, '--tenant', id);
    expect(status).not.toBe(0);
    expect(output).toContain('currency: must be an ISO 4217 code like BDT');
    expect(readFileSync(join(DIST, id, 'index.html'), 'utf8')).toBe('previous build');
  });

  it('stops before building when two tenant files claim one domain, naming both and the domain', () => {
    const id = uniqueId('twin');
    const tenants = newTenant(id, (t) => Object.assign(t, { domains: ['padaukplay.example'] }));
    const { status, output } = build(tenants.dir, '--tenant', id);
    expect(status).not.toBe(0);
    expect(output).toContain(`${id}.json is not a valid tenant file`);
    expect(output).toContain(`domains: padaukplay.example is also claimed by ${join(tenants.dir, 'myanmar.json')}`);
    expect(output).not.toMatch(/building…/);
  });

  it('refuses an unknown tenant id and a bad argument', () => {
    const tenants = tempTenantsDir();
    cleanups.push(tenants.remove);
    const unknown = build(tenants.dir, '--tenant', 'atlantis');
    expect(unknown.status).not.toBe(0);
    expect(unknown.output).toContain('Unknown tenant(s): atlantis');
    const bad = build(tenants.dir, '--tennant', 'pakistan');
    expect(bad.status).not.toBe(0);
    expect(bad.output).toContain('Unknown argument "--tennant"');
  });
});
