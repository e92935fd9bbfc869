/**
 * Reading a systemStatusCall value without zod (see platform-value.ts), and the page each status shows instead of the
 * app: 1 maintenance, 2 region restriction with the visitor's IP.
 */
export type SystemStatus = 0 | 1 | 2;

export interface StatusReading {
  status: SystemStatus;
  ip: string;
  /** The visitor's country as the platform sees it (ISO 3166 alpha-2), null when unknown. */
  countryCode: string | null;
}

/** The status in a systemStatusCall value, or null for anything else. */
export function readStatus(value: unknown): StatusReading | null {
  const status = (value as { status?: unknown } | null)?.status;
  if (status !== 0 && status !== 1 && status !== 2) return null;
  const location = (value as { location?: { ip?: unknown; countryCode?: unknown } }).location;
  const ip = location?.ip;
  const countryCode = location?.countryCode;
  return {
    status,
    ip: typeof ip === 'string' ? ip : '',
    countryCode: typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
  };
}

/** The state page for a status, under the page language's prefix ('' or '/ur'); null when all is well. */
export function statusPage(reading: StatusReading, prefix: string): string | null {
  if (reading.status === 1) return `${prefix}/maintenance/`;
  if (reading.status === 2) return `${prefix}/restricted/?ip=${encodeURIComponent(reading.ip)}`;
  return null;
}
