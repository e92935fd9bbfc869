/**
 * Reads and validates tenant files (build time only: uses the file system). Every problem is reported
 * with the file, the path of the bad field and why, so an operator can fix a file without reading code.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { z } from 'zod';
import { hasMessages, missingFolder } from './language-catalogue';
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

/** The value at `path` in the raw file, to tell a missing field from a wrong one. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(file)';
  if (issue.code === 'unrecognized_keys') return `${path}: unknown field(s) ${issue.keys.join(', ')}`;
  // zod says "expected string, received undefined"; a person adding a merchant reads "required".
  if (issue.code === 'invalid_type' && valueAt(raw, issue.path) === undefined) {
    return `${path}: required (${issue.expected})`;
  }
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
  if (!result.success)
    throw new TenantConfigError(
      file,
      result.error.issues.map((issue) => describeIssue(issue, raw)),
    );
  const unwritten = result.data.languages.filter((lang) => !hasMessages(lang));
  if (unwritten.length) {
    throw new TenantConfigError(
      file,
      unwritten.map((lang) => `languages: ${lang} ${missingFolder(lang)}`),
    );
  }
  return { ...result.data, id };
}

export function tenantFiles(dir = TENANTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'tenant.schema.json')
    .sort()
    .map((name) => join(dir, name));
}

export interface TenantsRead {
  /** The good files' tenants, in file-name order. */
  tenants: Tenant[];
  /** One error per bad file: its own problems, or a rule it breaks with an older file. */
  errors: TenantConfigError[];
  /** What a good file loses to a bad one: a region link to a merchant that is not served until its file is fixed. */
  warnings: string[];
}

/** Oldest first (then by name): when two files clash, the newer one is the one to blame. */
function byAge(files: string[]): string[] {
  const modified = new Map(files.map((file) => [file, statSync(file).mtimeMs]));
  return [...files].sort((a, b) => (modified.get(a) ?? 0) - (modified.get(b) ?? 0) || a.localeCompare(b));
}

/**
 * Reads every tenant file, keeping the good ones: a bad file, or one that claims what an older file already
 * claims (a merchant code, a domain, the fallback role), is reported and left out, so it stops only its own
 * merchant. Only a folder without any fallback merchant stops them all.
 */
export function readTenants(dir = TENANTS_DIR): TenantsRead {
  const errors: TenantConfigError[] = [];
  const kept: Tenant[] = [];
  const codes = new Map<string, string>();
  const domains = new Map<string, string>();
  let fallback: string | undefined;
  for (const file of byAge(tenantFiles(dir))) {
    let tenant: Tenant;
    try {
      tenant = loadTenantFile(file);
    } catch (error) {
      if (error instanceof TenantConfigError) errors.push(error);
      else throw error;
      continue;
    }
    const clashes = clashesWithOlder(tenant, { codes, domains, fallback }, dir);
    if (clashes.length) {
      errors.push(new TenantConfigError(file, clashes));
      continue;
    }
    codes.set(tenant.merchantCode, tenant.id);
    for (const domain of tenant.domains) domains.set(domain, tenant.id);
    if (tenant.fallback) fallback = tenant.id;
    kept.push(tenant);
  }
  // A broken fallback file is already reported; without one at all, no host has a site to fall back to.
  if (kept.length && !fallback && !errors.length) {
    errors.push(new TenantConfigError(dir, ['fallback: exactly one tenant must set "fallback": true (found none)']));
    return { tenants: [], errors, warnings: [] };
  }
  const { tenants, warnings } = checkRegionLinks(kept, errors, dir);
  return { tenants: tenants.sort((a, b) => a.id.localeCompare(b.id)), errors, warnings };
}

/**
 * A region link must name a tenant file (a typo is this file's error). One naming a file that is bad itself is
 * left out of the region select until that file is fixed: a warning, so one broken merchant stops no other.
 */
function checkRegionLinks(kept: Tenant[], errors: TenantConfigError[], dir: string) {
  const files = new Set(tenantFiles(dir).map((file) => basename(file, '.json')));
  const served = new Set(kept.map((t) => t.id));
  const warnings: string[] = [];
  const tenants: Tenant[] = [];
  for (const tenant of kept) {
    const unknown = tenant.regionLinks.filter((id) => !files.has(id));
    if (unknown.length) {
      errors.push(
        new TenantConfigError(join(dir, `${tenant.id}.json`), [
          `regionLinks: ${unknown.join(', ')} is no tenant file (known: ${[...files].join(', ')})`,
        ]),
      );
      continue;
    }
    const broken = tenant.regionLinks.filter((id) => !served.has(id));
    if (broken.length) {
      warnings.push(`${tenant.id}: the region link to ${broken.join(', ')} is left out until that file is fixed`);
    }
    tenants.push({ ...tenant, regionLinks: tenant.regionLinks.filter((id) => served.has(id)) });
  }
  return { tenants, warnings };
}

interface Claimed {
  codes: Map<string, string>;
  domains: Map<string, string>;
  fallback: string | undefined;
}

function clashesWithOlder(tenant: Tenant, claimed: Claimed, dir: string): string[] {
  const fileOf = (id: string) => join(dir, `${id}.json`);
  const problems: string[] = [];
  const codeOwner = claimed.codes.get(tenant.merchantCode);
  if (codeOwner) problems.push(`merchantCode: ${tenant.merchantCode} is already used by ${codeOwner}`);
  for (const domain of new Set(tenant.domains)) {
    const owner = claimed.domains.get(domain);
    if (owner) problems.push(`domains: ${domain} is also claimed by ${fileOf(owner)}`);
  }
  if (tenant.fallback && claimed.fallback) {
    problems.push(`fallback: exactly one tenant must set "fallback": true (found ${claimed.fallback}, ${tenant.id})`);
  }
  return problems;
}

/** Every tenant, all files good: throws the bad files' errors together (an AggregateError) otherwise. */
export function loadAllTenants(dir = TENANTS_DIR): Tenant[] {
  const { tenants, errors } = readTenants(dir);
  if (errors.length === 1) throw errors[0];
  if (errors.length) throw new AggregateError(errors, errors.map((e) => e.message).join('\n'));
  return tenants;
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
