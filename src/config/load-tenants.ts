/**
 * Reads and validates tenant files (build time only: uses the file system). Every problem is reported
 * with the file, the path of the bad field and why, so an operator can fix a file without reading code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { z } from 'zod';
import { type Tenant, tenantSchema } from './tenant-schema';

export const TENANTS_DIR = resolve(process.env.TENANTS_DIR || resolve(import.meta.dirname, '../../tenants')); // TENANTS_DIR: tests point builds at a temporary folder
const TENANT_ID = /^[a-z][a-z0-9-]{1,31}$/;

export class TenantConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid tenant file:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'TenantConfigError';
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(file)';
  if (issue.code === 'unrecognized_keys') return `${path}: unknown field(s) ${issue.keys.join(', ')}`;
  return `${path}: ${issue.message}`;
}

/** Parses one tenant file; the id is the file name without `.json`. Throws TenantConfigError. */
export function loadTenantFile(file: string): Tenant {
  const id = basename(file, '.json');
  if (!TENANT_ID.test(id)) {
    throw new TenantConfigError(file, [
      `file name: "${id}" must be lower-case letters, digits or - (it becomes the URL folder)`,
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TenantConfigError(file, [`(file): not valid JSON: ${(error as Error).message}`]);
  }
  const result = tenantSchema.safeParse(raw);
  if (!result.success) throw new TenantConfigError(file, result.error.issues.map(describeIssue));
  return { ...result.data, id };
}

export function tenantFiles(dir = TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'tenant.schema.json')
    .sort()
    .map((name) => join(dir, name));
}

/** Loads every tenant and checks the rules that span files (one fallback merchant, unique codes). */
export function loadAllTenants(dir = TENANTS_DIR): Tenant[] {
  const errors: TenantConfigError[] = [];
  const tenants: Tenant[] = [];
  for (const file of tenantFiles(dir)) {
    try {
      tenants.push(loadTenantFile(file));
    } catch (error) {
      if (error instanceof TenantConfigError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length) throw new AggregateError(errors, errors.map((e) => e.message).join('\n'));
  const fallbacks = tenants.filter((t) => t.fallback);
  if (tenants.length && fallbacks.length !== 1) {
    throw new TenantConfigError(dir, [
      `fallback: exactly one tenant must set "fallback": true (found ${fallbacks.map((t) => t.id).join(', ') || 'none'})`,
    ]);
  }
  const byCode = new Map<string, string>();
  for (const t of tenants) {
    const other = byCode.get(t.merchantCode);
    if (other)
      throw new TenantConfigError(join(dir, `${t.id}.json`), [
        `merchantCode: ${t.merchantCode} is already used by ${other}`,
      ]);
    byCode.set(t.merchantCode, t.id);
  }
  const clashes = domainClashes(tenants, dir);
  if (clashes.length) throw new AggregateError(clashes, clashes.map((e) => e.message).join('\n'));
  return tenants;
}

/** A request's host picks its merchant: two files that claim one domain would make that choice arbitrary. */
function domainClashes(tenants: Tenant[], dir: string): TenantConfigError[] {
  const fileOf = (id: string) => join(dir, `${id}.json`);
  const owner = new Map<string, string>();
  const clashes: TenantConfigError[] = [];
  for (const t of tenants) {
    for (const domain of new Set(t.domains)) {
      const first = owner.get(domain);
      if (first)
        clashes.push(new TenantConfigError(fileOf(t.id), [`domains: ${domain} is also claimed by ${fileOf(first)}`]));
      else owner.set(domain, t.id);
    }
  }
  return clashes;
}

/**
 * Names a JSON file of tenants already parsed by loadAllTenants. scripts/build.ts parses the tenant files
 * once, writes them there and sets it for the astro build it starts, so astro.config.mjs and the
 * `virtual:tenant` plugin do not parse them again.
 */
export const PARSED_TENANTS_ENV = 'PARSED_TENANTS_FILE';

/** The tenants of a build: the parsed ones handed over in PARSED_TENANTS_ENV, else (astro dev, Vitest) the files. */
export function tenantsForBuild(): Tenant[] {
  const parsed = process.env[PARSED_TENANTS_ENV];
  // Written by loadAllTenants' caller from its own output: trusted, not validated twice.
  return parsed ? (JSON.parse(readFileSync(parsed, 'utf8')) as Tenant[]) : loadAllTenants();
}
