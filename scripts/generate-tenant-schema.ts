/**
 * `npm run schema`: writes tenants/tenant.schema.json from the zod tenant schema. `--check` only compares
 * and exits non-zero when the committed file is stale (the unit test does the same in `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { TENANT_JSON_SCHEMA_FILE, tenantJsonSchemaText } from './lib/tenant-json-schema';

const text = tenantJsonSchemaText();
const file = relative(process.cwd(), TENANT_JSON_SCHEMA_FILE);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TENANT_JSON_SCHEMA_FILE, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== text) {
    console.error(`${file} is stale: run \`npm run schema\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${file} is up to date.`);
} else {
  writeFileSync(TENANT_JSON_SCHEMA_FILE, text);
  console.log(`Wrote ${file}.`);
}
