/**
 * `npm run build` (scripts/build.ts) against a temporary tenants folder: the real tenant files plus a new one.
 * The refusals stop before any build (each a child process of about half a second of CPU: the build modules load
 * only once the tenant files passed). The one real build is of a tiny tenant (one language, no content of its
 * own): astro bundles every page whatever the tenant, so a smaller tenant only saves pages to render and compress.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFont } from '../../../scripts/lib/fonts-source';
import { NEPAL_FIXTURE, readRealTenant, tempTenantsDir } from '../config/tenant-fixtures';

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

  // The one real build: about 20 s of CPU however small the tenant (astro bundling every page 8 s, brotli at its
  // highest level on the pages and scripts 11 s), so several times that in wall time when two runs share the
  // two cores. Its parts have cheap tests of their own; this is the one proof that a new file builds end to end. The
  // file is the test-only Nepal merchant, in Nepali alone (one language, as small as a tenant gets): a language, a
  // script and a currency that no real tenant has, added as data.
  it('builds a newly dropped tenant file in a new language and script into dist/<id>/ with no code change', {
    timeout: 180_000,
  }, async () => {
    const id = uniqueId('newbrand');
    const tenants = tempTenantsDir();
    cleanups.push(tenants.remove);
    const nepal = JSON.parse(readFileSync(NEPAL_FIXTURE, 'utf8'));
    Object.assign(nepal, {
      merchantCode: `T${Date.now().toString(36).toUpperCase()}`,
      domains: [`${id}.example`],
      languages: ['ne'],
    });
    tenants.write(`${id}.json`, nepal);
    const { status, output } = build(tenants.dir, '--tenant', id);
    expect(output).toMatch(new RegExp(`\\[1/1\\] ${id}: \\d+ pages in`));
    expect(status, output).toBe(0);
    expect(existsSync(join(DIST, id, 'index.html'))).toBe(true);
    expect(existsSync(join(DIST, id, 'index.html.br'))).toBe(true);
    expect(existsSync(join(DIST, id, 'index.html.gz'))).toBe(true);
    // The summary table lists the tenant with its pages, home JS/CSS and seconds.
    expect(output).toMatch(/tenant\s+pages\s+home JS, static \(kB br\)\s+home CSS \(kB br\)\s+seconds/);
    expect(output).toMatch(new RegExp(`${id}\\s+\\d+\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\.\\d`));
    // What Nepali pages show in English is said before the build.
    expect(output).toMatch(new RegExp(`${id}: ne pages show these namespaces in en \\(.*\\): .*money`));
    // The home is Nepali, in Devanagari, drawn by the Devanagari font the catalogue names: every letter it shows is
    // in the subset it preloads.
    const home = readFileSync(join(DIST, id, 'index.html'), 'utf8');
    expect(home).toMatch(/<html lang="ne"/);
    expect(home).toContain('लग इन');
    const font = /<link rel="preload" href="\/(_astro\/font-devanagari-own-400\.[\w-]+\.woff2)" as="font"/.exec(
      home,
    )?.[1];
    expect(font, 'the home preloads its Devanagari subset').toBeDefined();
    const drawn = new Set((await openFont(join(DIST, id, font ?? ''))).characterSet);
    const shown = new Set([...home.replace(/<[^>]*>/g, ' ')].map((c) => c.codePointAt(0) as number));
    const devanagari = [...shown].filter((point) => point >= 0x0900 && point <= 0x097f);
    expect(devanagari.length).toBeGreaterThan(30);
    expect(devanagari.filter((point) => !drawn.has(point))).toEqual([]);
  });
});
