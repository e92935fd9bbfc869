/**
 * Adding an area to the platform is a folder with a door (index.ts exporting its module) and one line in
 * platform/modules.ts: every folder that is not a layer is an area with a door, and the module list names each
 * area once, so an area cannot be half wired (routes registered, its seed or jobs forgotten in another file).
 * The layers are those of .dependency-cruiser.cjs (PLATFORM_LAYERS); the lint holds the imports to the doors.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AreaModule } from '../../../platform/area-module';
import { migrationFiles } from '../../../platform/db/migrate';
import { migrationFolders } from '../../../platform/migrations';
import { platformModules, withoutServices } from '../../../platform/modules';

const PLATFORM = join(import.meta.dirname, '../../../platform');
const LAYERS = ['core', 'db', 'http', 'jobs', 'ledger', 'merchants', 'messaging', 'security'];

const folders = readdirSync(PLATFORM, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const areas = folders.filter((name) => !LAYERS.includes(name));
// The list only hands the services on to the areas that use them: nothing is called here.
const modules: AreaModule[] = platformModules(withoutServices);

describe('platform areas', () => {
  it('every folder that is not a layer is an area with a door', () => {
    expect(LAYERS.every((layer) => folders.includes(layer))).toBe(true);
    expect(areas.filter((area) => !existsSync(join(PLATFORM, area, 'index.ts')))).toEqual([]);
  });

  it('the module list names every area once, by its folder', () => {
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...areas].sort());
  });

  it('each module does something: routes, operator routes, jobs or data', () => {
    for (const module of modules) {
      const parts = [module.routes, module.adminRoutes, module.jobs, module.seedReference, module.seedDemo];
      expect(parts.some(Boolean), module.name).toBe(true);
    }
  });

  it('an area with migrations names its own migrations folder in its module', () => {
    for (const module of modules) {
      const own = join(PLATFORM, module.name, 'migrations');
      if (module.migrations) expect(module.migrations, module.name).toBe(own);
      else expect(existsSync(own), `${module.name} has a migrations folder its module does not name`).toBe(false);
    }
  });

  it("the migrations' numbers are unique across every folder, so their order is one order", () => {
    const files = migrationFiles(migrationFolders());
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((file) => !file.startsWith(PLATFORM))).toEqual([]);
  });
});
