/**
 * The admin sections of the operator console (console/*.js: operators, audit log), served as files of the operator
 * host like the page's other scripts (platform/money/review/review-page.ts lists them), registered before the
 * guard: they hold nothing, and every call they make is checked by it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from '../http/route';

const SCRIPTS = ['operators-console.js', 'audit-console.js'];

export function registerConsoleFiles(router: Router): void {
  for (const name of SCRIPTS) {
    const script = readFileSync(join(import.meta.dirname, 'console', name), 'utf8');
    router.app.get(`/admin/${name}`, (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      return c.body(script);
    });
  }
}
