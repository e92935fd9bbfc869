/**
 * The sections of the operator console kept here (console/*.js: points redeems, contracts, rebates, the merchant's
 * status and flags, game maintenance, CDN hosts, analytics tag, inbox, outbox, red-envelope rounds, operators, audit
 * log, identity checks, the history of records, the member page and the players who hit their limits often), served as files of the operator
 * host like the page's other scripts (platform/money/review/review-page.ts lists them), registered before the
 * guard: they hold nothing, and every call they make is checked by it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Router } from '../http/route';

/** In the page's order: each adds its section at the end of the page's main. */
export const CONSOLE_SCRIPTS = [
  'points-console.js',
  'contracts-console.js',
  'rebates-console.js',
  'marketing-console.js',
  'red-envelope-console.js',
  'merchant-console.js',
  'maintenance-console.js',
  'outbox-console.js',
  'operators-console.js',
  'audit-console.js',
  'kyc-console.js',
  'history-console.js',
  'member-console.js',
  'limit-refusals-console.js',
];

export function registerConsoleFiles(router: Router): void {
  for (const name of CONSOLE_SCRIPTS) {
    const script = readFileSync(join(import.meta.dirname, 'console', name), 'utf8');
    router.app.get(`/admin/${name}`, (c) => {
      c.header('content-type', 'text/javascript; charset=utf-8');
      return c.body(script);
    });
  }
}
