/**
 * A tenant file a browser test drops into the served tenants folder for the length of one test, with its built
 * site: `remove()` takes both away again, and the global teardown does too should the run stop in between. The served
 * folder is the run's copy of tenants/ (E2E_TENANTS_DIR, made by playwright.config.ts), never the working tree's.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The id every temporary tenant file takes: one at a time, and a name no real merchant will have. */
export const TEMPORARY_TENANT_ID = 'e2e-added';

/** The tenants folder the run's server reads (set by playwright.config.ts for the runner and its workers). */
function servedTenantsDir(): string {
  const dir = process.env.E2E_TENANTS_DIR;
  if (!dir) throw new Error('E2E_TENANTS_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

export function addTemporaryTenant(tenant: unknown): void {
  writeFileSync(join(servedTenantsDir(), `${TEMPORARY_TENANT_ID}.json`), JSON.stringify(tenant, null, 2));
}

export function removeTemporaryTenant(): void {
  rmSync(join(servedTenantsDir(), `${TEMPORARY_TENANT_ID}.json`), { force: true });
  rmSync(join(ROOT, 'dist', TEMPORARY_TENANT_ID), { recursive: true, force: true });
}

/** `npm run build -- --tenant <the temporary tenant>`, as a person adding a merchant runs it; resolves with its output. */
export function buildTemporaryTenant(): Promise<{ status: number | null; output: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--tenant', TEMPORARY_TENANT_ID], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: servedTenantsDir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => resolvePromise({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
