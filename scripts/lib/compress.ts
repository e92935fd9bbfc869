/**
 * Precompresses text assets next to themselves (`app.js` → `app.js.br`, `app.js.gz`) at build time, at the
 * highest levels, so the server only picks a file and never compresses per request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.json', '.xml', '.txt']);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function brotliBytes(data: Buffer | string): Promise<Buffer> {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  return brotli(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

export function gzipBytes(data: Buffer | string): Promise<Buffer> {
  return gz(typeof data === 'string' ? Buffer.from(data) : data, { level: constants.Z_BEST_COMPRESSION });
}

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes .br and .gz variants of every text asset under `dir`; a variant that is not smaller is skipped. */
export async function precompressDir(dir: string): Promise<{ files: number; variants: number }> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)));
  let variants = 0;
  // Batches keep memory flat on large sites; zlib's async API already spreads work over the thread pool.
  const BATCH = 16;
  for (let i = 0; i < files.length; i += BATCH) {
    await Promise.all(
      files.slice(i, i + BATCH).map(async (file) => {
        const data = await readFile(file);
        const [br, gzipped] = await Promise.all([brotliBytes(data), gzipBytes(data)]);
        for (const [suffix, packed] of [
          ['.br', br],
          ['.gz', gzipped],
        ] as const) {
          if (packed.length < data.length) {
            await writeFile(file + suffix, packed);
            variants++;
          }
        }
      }),
    );
  }
  return { files: files.length, variants };
}
