/**
 * The store a platform uses unless it is handed one: PLATFORM_UPLOADS_DIR, else a folder next to PGlite's data
 * folder named after it (.data/pglite-uploads by default, also when the database is a PostgreSQL server), else for
 * a throw-away in-memory database (tests) a store in memory that goes with it.
 */
import { resolve } from 'node:path';
import { diskUploadStore } from './disk-store';
import { memoryUploadStore } from './memory-store';
import type { UploadStore } from './upload-store';

export function defaultUploadStore(options: { dataDir?: string; databaseUrl?: string }): UploadStore {
  const configured = process.env.PLATFORM_UPLOADS_DIR;
  if (configured) return diskUploadStore(configured);
  if (!options.databaseUrl && options.dataDir === 'memory://') {
    return memoryUploadStore();
  }
  const dataDir = !options.databaseUrl && options.dataDir ? options.dataDir : '.data/pglite';
  return diskUploadStore(`${resolve(dataDir)}-uploads`);
}
