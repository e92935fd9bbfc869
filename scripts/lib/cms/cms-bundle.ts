/**
 * The CMS page's script (src/features/content/cms/cms-main.tsx: Decap CMS, its configuration reader and the site's
 * preview), bundled with the project's Vite on the first request and kept in memory for the life of the server.
 * Only the operator host serves it (cms-server.ts); no merchant's site build includes it.
 */
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = resolve(ROOT, 'src/features/content/cms/cms-main.tsx');

export interface BundleFile {
  body: string | Uint8Array;
  type: string;
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

async function build(): Promise<Map<string, BundleFile>> {
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
  for (const file of outputs) {
    files.set(file.fileName, { body: file.type === 'chunk' ? file.code : file.source, type: typeOf(file.fileName) });
  }
  return files;
}

/** The bundle's files by name (cms.js is the page's entry); built once, on first use. */
export function cmsBundle(): Promise<Map<string, BundleFile>> {
  bundle ??= build().catch((error: unknown) => {
    bundle = undefined;
    throw error;
  });
  return bundle;
}
