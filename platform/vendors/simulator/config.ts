/**
 * Where the simulator's server reaches the platform, and how long it waits for a debit. It is "another
 * server" even when it runs in the platform's process: it calls the platform over HTTP.
 *
 * - PLATFORM_VENDOR_SIM_CALLBACK_URL: the platform's origin (default: the origin the page was opened on; a
 *   `*.localhost` host is loopback by definition, RFC 6761, so it is called as 127.0.0.1 with the merchant in
 *   the x-merchant-code header).
 * - PLATFORM_VENDOR_SIM_DEBIT_TIMEOUT_MS: a debit without an answer by then is rolled back (default 5000).
 */
export const DEFAULT_DEBIT_TIMEOUT_MS = 5000;

export function debitTimeoutMs(): number {
  return Number(process.env.PLATFORM_VENDOR_SIM_DEBIT_TIMEOUT_MS) || DEFAULT_DEBIT_TIMEOUT_MS;
}

export function callbackBaseUrl(pageUrl: string): string {
  const configured = process.env.PLATFORM_VENDOR_SIM_CALLBACK_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(pageUrl);
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
  return url.origin;
}
