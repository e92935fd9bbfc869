import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANT_JSON_SCHEMA_FILE, tenantJsonSchemaText } from '../../../scripts/lib/tenant-json-schema';
import { loadAllTenants, loadTenantFile, tenantFiles } from '../../../src/config/load-tenants';
import { REAL_TENANT_IDS, REAL_TENANTS_DIR } from './tenant-fixtures';

describe('the committed tenant files', () => {
  it('are the three merchants: Bangladesh, Pakistan and Myanmar', () => {
    expect(loadAllTenants(REAL_TENANTS_DIR).map((t) => t.id)).toEqual(REAL_TENANT_IDS);
  });

  it.each(REAL_TENANT_IDS)('%s.json is valid and names the JSON Schema for editors', (id) => {
    const file = join(REAL_TENANTS_DIR, `${id}.json`);
    const tenant = loadTenantFile(file);
    expect(tenant.id).toBe(id);
    expect(tenant.languages).toContain(tenant.defaultLanguage);
    expect(JSON.parse(readFileSync(file, 'utf8')).$schema).toBe('./tenant.schema.json');
  });

  it('has Bangladesh as the only fallback merchant', () => {
    expect(
      loadAllTenants(REAL_TENANTS_DIR)
        .filter((t) => t.fallback)
        .map((t) => t.id),
    ).toEqual(['bangladesh']);
  });

  it("sets each merchant's languages and default language", () => {
    const byId = Object.fromEntries(loadAllTenants(REAL_TENANTS_DIR).map((t) => [t.id, t]));
    expect(byId.bangladesh).toMatchObject({ languages: ['bn', 'en'], defaultLanguage: 'bn' });
    expect(byId.pakistan).toMatchObject({ defaultLanguage: 'en' });
    expect(new Set(byId.pakistan?.languages)).toEqual(new Set(['ur', 'en']));
    expect(byId.myanmar).toMatchObject({ defaultLanguage: 'my', useDeviceLanguage: true });
    expect(new Set(byId.myanmar?.languages)).toEqual(new Set(['my', 'en', 'zh']));
  });

  it('does not list the generated schema as a tenant', () => {
    expect(tenantFiles(REAL_TENANTS_DIR).some((f) => f.endsWith('tenant.schema.json'))).toBe(false);
  });
});

describe('tenants/tenant.schema.json', () => {
  it('is up to date with the zod schema (run `npm run schema` when this fails)', () => {
    expect(readFileSync(TENANT_JSON_SCHEMA_FILE, 'utf8')).toBe(tenantJsonSchemaText());
  });

  it('documents fields and rejects unknown ones, like the zod schema', () => {
    const schema = JSON.parse(tenantJsonSchemaText());
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'merchantCode', 'currency', 'theme']));
    expect(schema.properties.merchantCode.description).toMatch(/merchant code/i);
    // Fields with defaults are optional in a file (io: 'input').
    expect(schema.required).not.toContain('useDeviceLanguage');
  });
});
