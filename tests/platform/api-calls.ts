/**
 * Every API call, found by walking the modules of src/api/calls: a generated suite
 * (fuzz, access) iterates over this list, so a call added to src/api/calls is covered without touching it.
 */
import type { CallDefinition } from '../../src/api/calls/define-call';

export interface NamedCall {
  /** The export's name, e.g. loginCall. */
  name: string;
  call: CallDefinition;
}

const modules = import.meta.glob<Record<string, unknown>>(['../../src/api/calls/**/*.ts', '!**/*.test.ts'], {
  eager: true,
});

function isCall(value: unknown): value is CallDefinition {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<CallDefinition>;
  return typeof candidate.path === 'string' && typeof candidate.method === 'string' && 'value' in candidate;
}

/** The API calls, each once, sorted by path then method (a stable order for seeded runs). */
export function apiCalls(): NamedCall[] {
  const seen = new Set<CallDefinition>();
  const calls: NamedCall[] = [];
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!isCall(value) || seen.has(value)) continue;
      seen.add(value);
      calls.push({ name, call: value });
    }
  }
  return calls.sort((a, b) => a.call.path.localeCompare(b.call.path) || a.call.method.localeCompare(b.call.method));
}

/** Whether `app` serves `call` (a call declared in src/api/calls before its platform routes exist is not). */
export function isServed(app: { routes: { method: string; path: string }[] }, call: CallDefinition): boolean {
  return app.routes.some(
    (route) => route.path === call.path && (route.method === call.method || route.method === 'ALL'),
  );
}

/** Calls of the operator's admin API (guarded by its own bearer token, not a member session). */
export const isAdminCall = (call: CallDefinition) => call.path.startsWith('/admin/');
