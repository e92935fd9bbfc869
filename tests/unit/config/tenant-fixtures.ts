/**
 * Temporary tenant folders for tests: copies of the real tenant files, optionally changed, so each invalid
 * case differs from a valid file in exactly one way.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REAL_TENANTS_DIR = resolve(import.meta.dirname, '../../../tenants');
export const REAL_TENANT_IDS = ['bangladesh', 'myanmar', 'pakistan'];
/**
 * A Nepal merchant (Nepali and English, NPR), used only by tests: a language, script and currency no real tenant has,
 * added as data. Not in tenants/, so the builds and the browser suite keep their three merchants.
 */
export const NEPAL_FIXTURE = resolve(import.meta.dirname, '../../fixtures/tenants/nepal.json');

export type TenantJson = Record<string, unknown> & {
  theme: { colors: Record<string, string> };
  licence: { text: Record<string, string> };
  appDownload: Record<string, string>;
};

export function readRealTenant(id: string): TenantJson {
  return JSON.parse(readFileSync(join(REAL_TENANTS_DIR, `${id}.json`), 'utf8'));
}

/** A temp folder holding the real tenant files; `remove()` deletes it. */
export function tempTenantsDir(): { dir: string; write(name: string, content: unknown): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  for (const id of REAL_TENANT_IDS) writeFileSync(join(dir, `${id}.json`), JSON.stringify(readRealTenant(id)));
  return {
    dir,
    write(name, content) {
      const file = join(dir, name);
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
      return file;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
