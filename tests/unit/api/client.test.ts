// @vitest-environment node
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../src/api/api-error';
import { defineCall } from '../../../src/api/calls/define-call';
import { encryptedBody } from '../../../src/api/calls/encryption';
import { type ApiClientOptions, createApiClient, type PlatformLanguage } from '../../../src/api/client';
import { decryptPayload, exportPublicKey, generateKeyPair } from '../../../src/api/crypto';
import { fail, json, ok, raw, startTestServer, type TestServer } from './test-server';

const balanceCall = defineCall({
  method: 'GET',
  path: '/wps/member/balance',
  auth: true,
  value: z.object({ balance: z.number(), currencySymbol: z.string() }),
});

const statusCall = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  value: z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
});

const winnersCall = defineCall({
  method: 'GET',
  path: '/wps/winners',
  auth: false,
  query: z.object({ gameCategory: z.string(), language: z.enum(['BN', 'CN', 'EN', 'MY', 'UR']), limitNum: z.int() }),
  value: z.object({ list: z.array(z.string()) }),
});

const helpCall = defineCall({
  method: 'GET',
  path: '/wps/help',
  auth: false,
  query: z.object({ lang: z.string(), device: z.literal('WEB') }),
  value: z.string(),
});

const gamesCall = defineCall({
  method: 'GET',
  path: '/wps/games',
  auth: false,
  query: z.object({ pageNo: z.int(), vassalage: z.string().optional() }),
  value: z.array(z.string()),
});

const feedbackCall = defineCall({
  method: 'POST',
  path: '/wps/feedback',
  auth: true,
  bodyEncoding: 'form',
  body: z.object({ content: z.string(), type: z.int(), captcha: z.string().optional() }),
  value: z.null(),
});

const favouriteCall = defineCall({
  method: 'POST',
  path: '/wps/favorite',
  auth: true,
  body: z.object({ nodeId: z.string(), vendor: z.string() }),
  value: z.null(),
});

const loginCall = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  body: z.object({ username: z.string(), password: z.string() }),
  value: z.object({ token: z.string() }),
});

let server: TestServer;
let token: string | null;
let language: PlatformLanguage;

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseURL: server.baseURL,
    merchantCode: 'SHAPLA_BD',
    getToken: () => token,
    getLanguage: () => language,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  token = 'tok-123';
  language = 'BN';
});

describe('success envelopes', () => {
  it('resolves with the parsed value and sends the merchant code', async () => {
    server.on('/wps/system/status', json(200, ok({ status: 1 })));
    await expect(client().call(statusCall)).resolves.toEqual({ status: 1 });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.headers['x-merchant-code']).toBe('SHAPLA_BD');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('leaves out query fields the caller set to undefined', async () => {
    server.on('/wps/games', json(200, ok(['a', 'b'])));
    await expect(client().call(gamesCall, { query: { pageNo: 2, vassalage: undefined } })).resolves.toEqual(['a', 'b']);
    expect(server.requests[0]?.url.search).toBe('?pageNo=2');
  });
});

describe('failure envelopes', () => {
  it('become an ApiError with the code, status, value and translation key', async () => {
    server.on('/wps/system/status', json(400, fail('in_incorrect_password', { captchaRequired: true })));
    const error = await rejection(client().call(statusCall));
    expect(error.code).toBe('in_incorrect_password');
    expect(error.status).toBe(400);
    expect(error.value).toEqual({ captchaRequired: true });
    expect(error.messageKey).toBe('errors.in_incorrect_password');
    expect(error.reason).toBe('platform');
    expect(error.malformed).toBe(false);
  });

  it("expose their value typed by its code, parsed once with the call's schema", async () => {
    server.on('/wps/system/status', json(429, fail('rate_limited', { retryAfterSeconds: 42 })));
    const error = await rejection(client().call(statusCall));
    expect(error.detail('rate_limited')?.retryAfterSeconds).toBe(42);
    // another code's view of the same error is empty
    expect(error.detail('in_incorrect_password')).toBeUndefined();
    server.on('/wps/system/status', json(400, fail('input_empty', { field: 'username' })));
    expect((await rejection(client().call(statusCall))).detail('input_empty')).toEqual({ field: 'username' });
  });

  it("whose value breaks its code's schema are malformed answers, not trusted", async () => {
    server.on('/wps/system/status', json(429, fail('rate_limited', { retryAfterSeconds: 'soon' })));
    const error = await rejection(client().call(statusCall));
    expect(error.code).toBe('unknown_error');
    expect(error.malformed).toBe(true);
  });

  it('are failures even on HTTP 200', async () => {
    server.on('/wps/system/status', json(200, fail('error_not_agent')));
    const error = await rejection(client().call(statusCall));
    expect(error.code).toBe('error_not_agent');
    expect(error.status).toBe(200);
  });
});

describe('malformed answers become unknown_error tagged as malformed', () => {
  const cases: [string, ReturnType<typeof json>][] = [
    ['broken JSON', raw(200, 'application/json', '{"success": tru')],
    ['an HTML error page', raw(502, 'text/html', '<html><body>Bad gateway</body></html>')],
    ['an empty body', raw(200, 'application/json', '')],
    ['no body at all (204)', (_req, res) => void res.writeHead(204).end()],
    ['a value of the wrong shape', json(200, ok({ status: 'up' }))],
    ['a success envelope without value', json(200, { success: true, code: 'ok', message: '' })],
    ['a bare value without envelope', json(200, { status: 0 })],
    ['a JSON null', raw(200, 'application/json', 'null')],
    ['an error code the API does not know', json(400, fail('teapot'))],
    ['a success envelope on HTTP 500', json(500, ok({ status: 0 }))],
  ];
  for (const [name, handler] of cases) {
    it(name, async () => {
      server.on('/wps/system/status', handler);
      const error = await rejection(client().call(statusCall));
      expect(error.code).toBe('unknown_error');
      expect(error.malformed).toBe(true);
      expect(error.reason).toBe('malformed_response');
      expect(error.messageKey).toBe('errors.unknown_error');
    });
  }
});

describe('transport failures', () => {
  it('maps a slow answer to timeout', async () => {
    server.on('/wps/system/status', (_req, res) => {
      setTimeout(() => res.destroyed || res.writeHead(200).end(JSON.stringify(ok({ status: 0 }))), 1000);
    });
    const error = await rejection(client({ timeoutMs: 150 }).call(statusCall));
    expect(error.code).toBe('timeout');
    expect(error.messageKey).toBe('errors.timeout');
    expect(error.status).toBe(0);
  });

  it('maps a body that stalls after the headers to timeout', async () => {
    server.on('/wps/system/status', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,');
      setTimeout(() => res.destroyed || res.end('"code":"ok","message":"","value":{"status":0}}'), 1000);
    });
    const error = await rejection(client({ timeoutMs: 150 }).call(statusCall));
    expect(error.code).toBe('timeout');
  });

  it('maps a closed port to network_error', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as { port: number };
    probe.close();
    await once(probe, 'close');
    const error = await rejection(client({ baseURL: `http://127.0.0.1:${port}` }).call(statusCall));
    expect(error.code).toBe('network_error');
    expect(error.messageKey).toBe('errors.network_error');
    expect(error.status).toBe(0);
  });

  it('maps a connection dropped mid-answer to network_error', async () => {
    server.on('/wps/system/status', (_req, res) => {
      res.socket?.destroy();
    });
    const error = await rejection(client().call(statusCall));
    expect(error.code).toBe('network_error');
  });

  it("rejects with the caller's own abort reason, not an ApiError", async () => {
    server.on('/wps/system/status', (_req, res) => {
      setTimeout(() => res.destroyed || res.writeHead(200).end(JSON.stringify(ok({ status: 0 }))), 1000);
    });
    const controller = new AbortController();
    const pending = client().call(statusCall, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('auth', () => {
  it('sends the bearer token on calls that need it', async () => {
    server.on('/wps/member/balance', json(200, ok({ balance: 12.5, currencySymbol: '৳' })));
    token = 'secret-token';
    await expect(client().call(balanceCall)).resolves.toEqual({ balance: 12.5, currencySymbol: '৳' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it('fails with not_logged_in without a request when there is no token', async () => {
    token = null;
    const error = await rejection(client().call(balanceCall));
    expect(error.code).toBe('not_logged_in');
    expect(error.messageKey).toBe('errors.not_logged_in');
    expect(server.requests).toHaveLength(0);
  });

  it('sends the token on optional-session calls when there is one, and calls as a visitor otherwise', async () => {
    const announcements = { ...statusCall, auth: 'optional' as const };
    server.on('/wps/system/status', json(200, ok({ status: 0 })));
    token = 'secret-token';
    await client().call(announcements);
    token = null;
    await client().call(announcements);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer secret-token', undefined]);
  });

  it('never sends the token on public calls', async () => {
    server.on('/wps/system/status', json(200, ok({ status: 0 })));
    token = 'secret-token';
    await client().call(statusCall);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the token on every call, so a logout takes effect at once', async () => {
    server.on('/wps/member/balance', json(200, ok({ balance: 1, currencySymbol: 'Rs' })));
    const api = client();
    await api.call(balanceCall);
    token = null;
    await expect(api.call(balanceCall)).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('language', () => {
  it('fills a `language` query field from the page language when omitted', async () => {
    server.on('/wps/winners', json(200, ok({ list: [] })));
    language = 'UR';
    await client().call(winnersCall, { query: { gameCategory: 'ALL', limitNum: 20 } });
    const query = server.requests[0]?.url.searchParams;
    expect(query?.get('language')).toBe('UR');
    expect(query?.get('gameCategory')).toBe('ALL');
    expect(query?.get('limitNum')).toBe('20');
    expect(server.requests[0]?.headers['x-language']).toBe('UR');
  });

  it('sends x-language on every call, for the SMS and mails the platform sends', async () => {
    server.on('/wps/system/status', json(200, ok({ status: 0 })));
    language = 'CN';
    await client().call(statusCall);
    expect(server.requests[0]?.headers['x-language']).toBe('CN');
  });

  it('keeps a language the caller gave', async () => {
    server.on('/wps/winners', json(200, ok({ list: [] })));
    await client().call(winnersCall, { query: { gameCategory: 'ALL', limitNum: 20, language: 'CN' } });
    expect(server.requests[0]?.url.searchParams.get('language')).toBe('CN');
  });

  it('fills a `lang` field too', async () => {
    server.on('/wps/help', json(200, ok('<p>help</p>')));
    language = 'MY';
    await client().call(helpCall, { query: { device: 'WEB' } });
    expect(server.requests[0]?.url.searchParams.get('lang')).toBe('MY');
  });

  it('adds no language to calls whose query has none', async () => {
    server.on('/wps/games', json(200, ok([])));
    await client().call(gamesCall, { query: { pageNo: 1 } });
    expect([...(server.requests[0]?.url.searchParams.keys() ?? [])]).toEqual(['pageNo']);
  });
});

describe('bodies', () => {
  it('sends JSON by default', async () => {
    server.on('/wps/favorite', json(200, ok(null)));
    await client().call(favouriteCall, { body: { nodeId: 'n1', vendor: 'PG' } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ nodeId: 'n1', vendor: 'PG' });
  });

  it('sends form encoding when the call asks for it', async () => {
    server.on('/wps/feedback', json(200, ok(null)));
    await client().call(feedbackCall, { body: { content: 'deposit late & missing', type: 1, captcha: undefined } });
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({ content: 'deposit late & missing', type: '1' });
  });
});

describe('encrypted calls', () => {
  let privateKey: CryptoKey;
  let kid: string;
  let original: { kid: string; spki: string };

  beforeAll(async () => {
    const pair = await generateKeyPair(2048);
    privateKey = pair.privateKey;
    original = await exportPublicKey(pair.publicKey);
    kid = original.kid;
    server.on('/wps/system/publicKey', json(200, ok(original)));
  });

  it('send the body in the hybrid envelope, readable only with the private key', async () => {
    server.on('/wps/session/login', async (request, response) => {
      const sealed = encryptedBody.parse(JSON.parse(request.body));
      const plain = JSON.parse(await decryptPayload(privateKey, sealed));
      json(200, ok({ token: `for-${plain.username}` }))(request, response);
    });
    const api = client();
    const body = { username: 'rahim', password: 'S3cret!pass' };
    await expect(api.call(loginCall, { body })).resolves.toEqual({ token: 'for-rahim' });
    await expect(api.call(loginCall, { body })).resolves.toEqual({ token: 'for-rahim' });

    const logins = server.requests.filter((r) => r.url.pathname === '/wps/session/login');
    expect(logins).toHaveLength(2);
    for (const login of logins) {
      expect(login.body).not.toContain('S3cret');
      expect(JSON.parse(login.body)).toMatchObject({ alg: 'RSA-OAEP-256+A256GCM', kid });
    }
    // a fresh AES key and IV per request
    expect(logins[0]?.body).not.toBe(logins[1]?.body);
    // the public key is fetched once per client
    expect(server.requests.filter((r) => r.url.pathname === '/wps/system/publicKey')).toHaveLength(1);
  });

  it('fetch the new key and send again, once, when the platform has rotated its key', async () => {
    const rotated = await generateKeyPair(2048);
    const current = await exportPublicKey(rotated.publicKey);
    let published = 0;
    // the client fetched the old key; the platform switches keys before the login arrives
    server.on('/wps/system/publicKey', (request, response) => {
      published += 1;
      json(200, ok(published === 1 ? original : current))(request, response);
    });
    server.on('/wps/session/login', async (request, response) => {
      const sealed = encryptedBody.parse(JSON.parse(request.body));
      if (sealed.kid !== current.kid) return json(400, fail('bad_request', { kid: current.kid }))(request, response);
      const plain = JSON.parse(await decryptPayload(rotated.privateKey, sealed));
      json(200, ok({ token: `new-${plain.username}` }))(request, response);
    });
    await expect(client().call(loginCall, { body: { username: 'karim', password: 'x' } })).resolves.toEqual({
      token: 'new-karim',
    });
    expect(published).toBe(2);
    expect(server.requests.filter((r) => r.url.pathname === '/wps/session/login')).toHaveLength(2);
  });

  it('do not loop when the platform keeps naming another key', async () => {
    server.on('/wps/system/publicKey', json(200, ok(await exportPublicKey((await generateKeyPair(2048)).publicKey))));
    server.on('/wps/session/login', json(400, fail('bad_request', { kid: 'never-matches' })));
    const error = await rejection(client().call(loginCall, { body: { username: 'a', password: 'b' } }));
    expect(error.code).toBe('bad_request');
    expect(server.requests.filter((r) => r.url.pathname === '/wps/session/login')).toHaveLength(2);
  });

  it('fail cleanly when the published key is not a key', async () => {
    server.on('/wps/system/publicKey', json(200, ok({ kid: 'k1', spki: 'AAAA' })));
    const error = await rejection(client().call(loginCall, { body: { username: 'a', password: 'b' } }));
    expect(error.code).toBe('unknown_error');
    expect(error.malformed).toBe(true);
    expect(server.requests.some((r) => r.url.pathname === '/wps/session/login')).toBe(false);
  });
});
