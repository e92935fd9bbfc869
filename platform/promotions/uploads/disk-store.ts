/** The default upload store: one file per key under a folder (created on first use). */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOAD_KEY, type UploadStore } from './upload-store';

function pathOf(root: string, key: string): string {
  if (!UPLOAD_KEY.test(key)) throw new Error(`upload key ${key} is not a store path`);
  return join(root, key);
}

export function diskUploadStore(root: string): UploadStore {
  return {
    async put(key, bytes) {
      const path = pathOf(root, key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx': a key is written once; a clash is a bug, never a silent overwrite of someone's image.
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}
