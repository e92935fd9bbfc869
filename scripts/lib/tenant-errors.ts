/**
 * Turns the loader's errors into the text an operator reads: every bad file, each bad field's path and
 * why. Anything else (a bug, not a bad file) is re-thrown so its stack trace is not hidden.
 */
import { TenantConfigError } from '../../src/config/load-tenants';

export function describeTenantErrors(error: unknown): string {
  if (error instanceof TenantConfigError) return error.message;
  if (Array.isArray(error) && error.every((e) => e instanceof TenantConfigError)) {
    return error.map((e) => e.message).join('\n');
  }
  if (error instanceof AggregateError && error.errors.every((e) => e instanceof TenantConfigError)) {
    return error.errors.map((e: TenantConfigError) => e.message).join('\n');
  }
  throw error;
}
