/**
 * Builds one merchant's site: `astro build` in a child process into a staging folder next to dist/<id>/,
 * precompresses it, and only then swaps it in. A failed build leaves dist/<id>/ exactly as it was, so a
 * server or CDN sync never sees a half-built site.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { loadAllTenants, PARSED_TENANTS_ENV } from '../../src/config/load-tenants';
import type { Tenant } from '../../src/config/tenant-schema';
import { listFiles, precompressDir } from './compress';
import { contentProblems } from './content-check';
import { applySiteFonts } from './fonts-site';
import { applyModulePreloads } from './module-preloads';
import { pageAssets, totals } from './page-assets';
import { writePwaIcons } from './pwa-icons';
import { writeServiceWorker } from './pwa-service-worker';
import { headersFile } from './security-headers';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST_DIR = resolve(ROOT, 'dist');
const ASTRO_BIN = join(ROOT, 'node_modules/astro/bin/astro.mjs');
const STAGING_PREFIX = '.staging-';

export interface BuildResult {
  id: string;
  pages: number;
  /** Brotli bytes of the JS and CSS the home page ships. */
  homeJs: number;
  homeCss: number;
  seconds: number;
}

export class BuildError extends Error {
  constructor(
    readonly tenantId: string,
    message: string,
    readonly output = '',
  ) {
    super(message);
    this.name = 'BuildError';
  }
}

/** Runs `astro build` for one tenant; resolves with its output, rejects with BuildError on failure. */
function runAstro(id: string, outDir: string, env: NodeJS.ProcessEnv, stream: boolean): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [ASTRO_BIN, 'build'], {
      cwd: ROOT,
      env: { ...env, TENANT: id, OUT_DIR: outDir, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    const collect = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      if (stream) target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', (error) => reject(new BuildError(id, `could not start astro: ${error.message}`)));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) resolvePromise(output);
      else reject(new BuildError(id, `astro build failed (${signal ?? `exit code ${code}`})`, output));
    });
  });
}

async function measureHome(siteDir: string): Promise<{ js: number; css: number }> {
  const index = join(siteDir, 'index.html');
  if (!existsSync(index)) throw new Error('the build produced no index.html');
  const load = (sitePath: string) => readFile(join(siteDir, sitePath)).catch(() => undefined);
  const assets = await pageAssets(await readFile(index, 'utf8'), '/index.html', load);
  return { js: totals(assets, 'js').brotli, css: totals(assets, 'css').brotli };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes staging folders left by a build that was killed. Folders are named …-<pid>-<time>; one whose
 * process still runs belongs to a concurrent build and is left alone.
 */
export async function removeStaleStaging(distDir = DIST_DIR): Promise<void> {
  if (!existsSync(distDir)) return;
  for (const name of await readdir(distDir)) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const pid = Number(/-(\d+)-\d+$/.exec(name)?.[1]);
    if (pid && (pid === process.pid || isRunning(pid))) continue;
    await rm(join(distDir, name), { recursive: true, force: true });
  }
}

/**
 * Two renames on one file system: dist/<id>/ is always either the old complete site or the new one (Node
 * has no atomic directory exchange; between the renames the folder is briefly absent, never partial).
 */
async function swapIn(staging: string, target: string, previous: string): Promise<void> {
  const hadPrevious = existsSync(target);
  if (hadPrevious) await rename(target, previous);
  try {
    await rename(staging, target);
  } catch (error) {
    if (hadPrevious) await rename(previous, target);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

export interface BuildOptions {
  distDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Stream astro's own output instead of showing it only on failure. */
  verbose?: boolean;
  /** Every tenant, already parsed (scripts/build.ts): handed to astro so no file is parsed twice. */
  tenants?: Tenant[];
}

export async function buildTenant(id: string, options: BuildOptions = {}): Promise<BuildResult> {
  const distDir = options.distDir ?? DIST_DIR;
  const started = performance.now();
  const suffix = `${process.pid}-${Date.now()}`;
  const staging = join(distDir, `${STAGING_PREFIX}${id}-${suffix}`);
  const target = join(distDir, id);
  const previous = join(distDir, `${STAGING_PREFIX}old-${id}-${suffix}`);
  const parsedTenants = join(distDir, `${STAGING_PREFIX}tenants-${suffix}`);
  const tenants = options.tenants ?? loadAllTenants();
  const tenant = tenants.find((t) => t.id === id);
  if (!tenant) throw new BuildError(id, `no tenant file ${id}.json`);
  // Before astro: a bad content file is named in plain lines (file, field, fix), not in astro's framework output.
  const badContent = contentProblems(id);
  if (badContent.length) {
    const count = badContent.length === 1 ? 'a problem' : `${badContent.length} problems`;
    throw new BuildError(id, `its content has ${count} to fix`, `${badContent.join('\n')}\n`);
  }
  await mkdir(distDir, { recursive: true });
  try {
    await writeFile(parsedTenants, JSON.stringify(tenants));
    const env = { ...(options.env ?? process.env), [PARSED_TENANTS_ENV]: parsedTenants };
    await runAstro(id, staging, env, options.verbose ?? false);
    // Links each page's script fonts, subset to the site's text; fails on a character no font draws.
    await applySiteFonts(staging, tenant);
    // Requests every module a page's scripts import with the page, not one import level at a time.
    await applyModulePreloads(staging);
    // Security headers for static hosts, from the final pages (their inline scripts' hashes).
    await writeFile(join(staging, '_headers'), await headersFile(staging));
    // The home-screen icons, then the service worker that precaches them with the shell (last: it hashes the pages).
    await writePwaIcons(staging, tenant);
    await writeServiceWorker(staging, tenant);
    const home = await measureHome(staging);
    const pages = (await listFiles(staging)).filter((file) => extname(file) === '.html').length;
    await precompressDir(staging);
    await swapIn(staging, target, previous);
    return { id, pages, homeJs: home.js, homeCss: home.css, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof BuildError) throw error;
    throw new BuildError(id, (error as Error).message);
  } finally {
    await rm(parsedTenants, { force: true });
  }
}
