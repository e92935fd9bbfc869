/**
 * The reference platform in-process (PGlite in memory) behind the site's own API client, for store tests
 * (named `*.platform.test.ts`, so Vitest runs them with the database templates) that should meet the real rules (encryption, bot check, captcha, second factor, catalogue) without a
 * server or a browser. A test file routes the default client here:
 *
 *   vi.mock('../../../src/api/default-client', async () =>
 *     (await import('../support/in-process-platform')).defaultClientModule());
 *   platformPerFile();  // or beforeAll(() => startPlatform());  afterAll(() => stopPlatform());
 *
 * `net.ip` is the caller's address (the platform trusts X-Forwarded-For here), so a test can sign in from
 * a new device; cookies (the captcha's) are kept per address, as a browser would.
 */
import { tenant } from 'virtual:tenant';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createPlatform, type Platform } from '../../../platform/app';
import { createApiClient } from '../../../src/api/client';
import { getToken } from '../../../src/api/session';

export const ADMIN_TOKEN = 'in-process-admin';
/** Every captcha this platform draws shows this answer. */
export const CAPTCHA_ANSWER = '4242';

export const net = {
  platform: null as Platform | null,
  ip: '10.20.0.1',
  cookies: new Map<string, string>(),
  /** Requests on their way (the session loads favourites after a sign-in without waiting for them). */
  inflight: new Set<Promise<unknown>>(),
};

async function platformFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!net.platform) throw new Error('in-process platform: call startPlatform() first');
  const request = new Request(input, init);
  request.headers.set('x-forwarded-for', net.ip);
  const cookie = net.cookies.get(net.ip);
  if (cookie) request.headers.set('cookie', cookie);
  const answer = Promise.resolve(net.platform.app.request(request));
  net.inflight.add(answer);
  const response = await answer.finally(() => net.inflight.delete(answer));
  const set = response.headers.get('set-cookie');
  if (set) net.cookies.set(net.ip, set.split(';')[0] ?? '');
  return response;
}

/** What `src/api/default-client` exports, built as the site builds it but answered in-process. */
export function defaultClientModule() {
  return {
    pageLanguage: () => 'EN' as const,
    api: createApiClient({
      baseURL: 'http://platform.test',
      merchantCode: tenant.merchantCode,
      getToken,
      getLanguage: () => 'EN',
      fetch: platformFetch,
    }),
  };
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** Starts the platform; in the node environment, also gives the page a session and a local storage. */
export async function startPlatform(): Promise<Platform> {
  globalThis.sessionStorage ??= memoryStorage();
  globalThis.localStorage ??= memoryStorage();
  net.platform = await createPlatform({
    dataDir: 'memory://',
    // The run's seeded database (tests/support/database-templates.ts): demo players with balances, no history.
    templateDir: process.env.TEST_PGLITE_SEEDED_TEMPLATE,
    demoHistoryDays: 0,
    trustProxy: true,
    adminToken: ADMIN_TOKEN,
    botCheck: { cost: 1, counterMin: 1, counterMax: 20 },
    captchaCode: () => CAPTCHA_ANSWER,
  });
  return net.platform;
}

export async function stopPlatform(): Promise<void> {
  await Promise.allSettled([...net.inflight]);
  await net.platform?.close();
  net.platform = null;
}

let addresses = 0;
/** The next calls come from a new address, as from a new device. */
export function fromNewAddress(): string {
  addresses += 1;
  net.ip = `10.20.${Math.floor(addresses / 250)}.${addresses % 250}`;
  return net.ip;
}

/** An operator call (the admin API), e.g. to mark a password expired or read the SMS outbox. */
export async function admin(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  if (!net.platform) throw new Error('in-process platform: call startPlatform() first');
  const response = await net.platform.app.request(path, {
    method,
    headers: {
      // The admin API answers only on the operator host (platform/admin/operator-host.ts, its default).
      host: 'admin.localhost',
      authorization: `Bearer ${ADMIN_TOKEN}`,
      'content-type': 'application/json',
      'x-forwarded-for': '10.99.0.1',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`admin ${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { value: unknown }).value;
}

/** The 6-digit code in the newest message sent to `to` (an E.164 number or an e-mail address). */
export async function lastCode(to: string): Promise<string> {
  const [message] = (await admin('GET', `/admin/outbox?to=${encodeURIComponent(to)}`)) as { body: string }[];
  const code = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/**
 * The usual hooks of a flow test: the platform for the file, and each test from a new address with no session (no
 * token, no member, nothing in the tab's storage, no dialog open).
 */
export function platformPerFile(): void {
  beforeAll(() => startPlatform());
  afterAll(() => stopPlatform());
  beforeEach(async () => {
    fromNewAddress();
    const { clearToken } = await import('../../../src/api/session');
    const { $member, $sessionStatus } = await import('../../../src/stores/session');
    const { $dialog } = await import('../../../src/stores/dialogs');
    clearToken();
    sessionStorage.clear();
    localStorage.clear();
    $member.set(null);
    $sessionStatus.set('unknown');
    $dialog.set(null);
  });
}
