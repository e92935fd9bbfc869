/**
 * The CMS page's script (src/features/content/cms/cms-main.tsx: Decap CMS, its configuration reader and the site's
 * preview), bundled with the project's Vite. Only the operator host serves it (cms-server.ts); no merchant's site
 * build includes it.
 *
 * `npm run build` writes it once to dist/.cms-bundle/ with a manifest of what it was made from (every project file
 * the bundle holds, and package-lock.json for the packages, by content hash), and `npm start` serves it from there:
 * the first request reads files instead of waiting on a Vite build (about 17 s on a busy two-core machine). When the
 * files on disk are missing or stale (a source or package changed since), the server builds it in memory as before
 * and writes it for the next start.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = resolve(ROOT, 'src/features/content/cms/cms-main.tsx');
/** Beside the merchants' sites (dist/<id>/, ids are [a-z0-9-]: never this name). */
export const CMS_BUNDLE_DIR = resolve(ROOT, 'dist/.cms-bundle');
const MANIFEST = 'manifest.json';

export interface BundleFile {
  body: string | Uint8Array;
  type: string;
}

interface Manifest {
  /** Project files in the bundle (relative to the root) → sha256; package-lock.json stands for the packages. */
  inputs: Record<string, string>;
  files: string[];
}

let bundle: Promise<Map<string, BundleFile>> | undefined;

const typeOf = (name: string) =>
  name.endsWith('.js')
    ? 'text/javascript; charset=utf-8'
    : name.endsWith('.wasm')
      ? 'application/wasm'
      : name.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : 'application/octet-stream';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

async function hashOf(path: string): Promise<string | null> {
  return readFile(resolve(ROOT, path)).then(sha256, () => null);
}

async function build(): Promise<{ files: Map<string, BundleFile>; manifest: Manifest }> {
  const { build: viteBuild } = await import('vite');
  const result = await viteBuild({
    configFile: false,
    root: ROOT,
    // Decap's own bundles warn about eval and large chunks; a failure still throws with its message.
    logLevel: 'error',
    mode: 'production',
    base: '/admin/cms/build/',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      // Decap's optional code-editor modes and image encoders come as chunks the page loads only when used.
      chunkSizeWarningLimit: 8_000,
      lib: { entry: ENTRY, formats: ['es'], fileName: () => 'cms.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const files = new Map<string, BundleFile>();
  const sources = new Set<string>(['package-lock.json']);
  for (const file of outputs) {
    files.set(file.fileName, { body: file.type === 'chunk' ? file.code : file.source, type: typeOf(file.fileName) });
    if (file.type !== 'chunk') continue;
    for (const id of file.moduleIds) {
      const path = relative(ROOT, id.split('?')[0] as string);
      if (!path.startsWith('..') && !path.startsWith(`node_modules${sep}`) && existsSync(resolve(ROOT, path)))
        sources.add(path.split(sep).join('/'));
    }
  }
  const inputs: Record<string, string> = {};
  for (const path of [...sources].sort()) inputs[path] = (await hashOf(path)) ?? '';
  return { files, manifest: { inputs, files: [...files.keys()].sort() } };
}

/** The bundle on disk, when it is there and every file it was made from is unchanged; else undefined. */
async function readFresh(): Promise<Map<string, BundleFile> | undefined> {
  const manifest = (await readFile(join(CMS_BUNDLE_DIR, MANIFEST), 'utf8')
    .then(JSON.parse)
    .catch(() => undefined)) as Manifest | undefined;
  if (!manifest?.inputs || !Array.isArray(manifest.files)) return undefined;
  for (const [path, hash] of Object.entries(manifest.inputs)) if ((await hashOf(path)) !== hash) return undefined;
  const files = new Map<string, BundleFile>();
  for (const name of manifest.files) {
    const body = await readFile(join(CMS_BUNDLE_DIR, name)).catch(() => undefined);
    if (!body) return undefined;
    files.set(name, { body: new Uint8Array(body), type: typeOf(name) });
  }
  return files;
}

/** Writes the bundle and its manifest into a fresh folder, then swaps it in whole. */
async function writeBundle(files: Map<string, BundleFile>, manifest: Manifest): Promise<void> {
  const staging = `${CMS_BUNDLE_DIR}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  for (const [name, file] of files) {
    await mkdir(resolve(staging, name, '..'), { recursive: true });
    await writeFile(join(staging, name), file.body);
  }
  await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  await rm(CMS_BUNDLE_DIR, { recursive: true, force: true });
  await rename(staging, CMS_BUNDLE_DIR);
}

/** For `npm run build`: makes dist/.cms-bundle/ unless it is fresh already; says which, and how long it took. */
export async function prebuildCmsBundle(): Promise<{ built: boolean; seconds: number; bytes: number }> {
  const started = performance.now();
  const fresh = await readFresh();
  let files = fresh;
  if (!files) {
    const made = await build();
    await writeBundle(made.files, made.manifest);
    files = made.files;
  }
  const bytes = [...files.values()].reduce((sum, file) => sum + Buffer.byteLength(file.body), 0);
  return { built: !fresh, seconds: (performance.now() - started) / 1000, bytes };
}

async function load(): Promise<Map<string, BundleFile>> {
  const fresh = await readFresh();
  if (fresh) return fresh;
  console.log(
    '[cms] the editor bundle in dist/.cms-bundle/ is missing or stale: building it (npm run build does it ahead)',
  );
  const made = await build();
  await writeBundle(made.files, made.manifest).catch((error: unknown) => {
    console.warn(`[cms] could not keep the editor bundle on disk: ${(error as Error).message}`);
  });
  return made.files;
}

/** The bundle's files by name (cms.js is the page's entry): from disk when fresh, else built; once per server. */
export function cmsBundle(): Promise<Map<string, BundleFile>> {
  bundle ??= load().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}
