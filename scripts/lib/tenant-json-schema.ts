/**
 * The JSON Schema editors use to autocomplete and check tenant files, derived from the zod schema (the
 * single source of truth) so the two never drift. Shared by scripts/generate-tenant-schema.ts and the unit
 * test that fails when the committed tenants/tenant.schema.json is stale.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { tenantSchema } from '../../src/config/tenant-schema';

// The committed file, not TENANTS_DIR: a temporary tenants folder (tests) must not receive the schema.
export const TENANT_JSON_SCHEMA_FILE = resolve(import.meta.dirname, '../../tenants/tenant.schema.json');

/** The schema text exactly as it is committed (stable key order, 2-space indent, trailing newline). */
export function tenantJsonSchemaText(): string {
  // io 'input': fields with defaults are optional in a file, which is what someone editing a file needs.
  const schema = z.toJSONSchema(tenantSchema, { io: 'input', target: 'draft-2020-12' });
  const document = {
    ...schema,
    title: 'Merchant (tenant) file',
    description:
      'One tenants/<id>.json per merchant; the file name is the tenant id. Generated from ' +
      'src/config/tenant-schema.ts by `npm run schema`: edit the zod schema, not this file.',
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
