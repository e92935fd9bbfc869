/**
 * System status on every page (spec §4): 1 maintenance, 2 region restricted → the state page replaces the
 * app. This runs in the shell script for every visitor, so it stays a plain fetch instead of pulling the
 * typed client (and zod) into pages that otherwise ship almost no JavaScript; the answer is the contract's
 * systemStatusCall envelope, read defensively (anything unexpected means "stay").
 */
export interface StatusGuardContext {
  /** Platform origin ('' = same origin) and merchant code, from <html data-api-base data-merchant-code>. */
  apiBase: string;
  merchantCode: string;
  /** The page language's path prefix ('' or '/ur'). */
  prefix: string;
}

/** Where the status sends the visitor, or null to stay. */
export function statusTarget(answer: unknown, prefix: string): string | null {
  const value = (answer as { success?: unknown; value?: { status?: unknown; location?: { ip?: unknown } } })?.value;
  if ((answer as { success?: unknown })?.success !== true || !value) return null;
  if (value.status === 1) return `${prefix}/maintenance/`;
  if (value.status === 2) {
    const ip = typeof value.location?.ip === 'string' ? value.location.ip : '';
    return `${prefix}/restricted/?ip=${encodeURIComponent(ip)}`;
  }
  return null;
}

export async function guardSystemStatus({ apiBase, merchantCode, prefix }: StatusGuardContext): Promise<void> {
  try {
    const response = await fetch(`${apiBase}/wps/system/status`, {
      headers: { 'x-merchant-code': merchantCode, accept: 'application/json' },
    });
    const target = statusTarget(await response.json(), prefix);
    if (target) location.replace(target);
  } catch {
    // An unreachable platform must not lock players out of the static pages.
  }
}
