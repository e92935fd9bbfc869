/**
 * Watches the tenant folder while `npm start` runs, so a merchant file dropped in (or edited) is served without a
 * restart. Editors write a file in several steps (truncate, write, rename): the folder is read again once it has
 * been quiet for a moment, and the listener gets the whole folder's reading, good files and bad.
 */
import { type FSWatcher, watch } from 'node:fs';
import { readTenants, TENANTS_DIR, type TenantsRead } from '../../src/config/load-tenants';

const QUIET_MS = 300;

export function watchTenants(onChange: (read: TenantsRead) => void | Promise<void>, dir = TENANTS_DIR): FSWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  const reread = () => {
    // One reading at a time, in order: a slow update (seeding a new merchant) is never overtaken by the next.
    running = running.then(async () => {
      try {
        await onChange(readTenants(dir));
      } catch (error) {
        console.error(`[tenants] could not apply the change: ${(error as Error).message}`);
      }
    });
  };
  const watcher = watch(dir, (_event, name) => {
    if (name && (!name.endsWith('.json') || name === 'tenant.schema.json')) return;
    clearTimeout(timer);
    timer = setTimeout(reread, QUIET_MS);
  });
  watcher.unref();
  return watcher;
}
