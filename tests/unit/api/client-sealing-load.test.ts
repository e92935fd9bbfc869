// A sealed call loads its cipher on demand (src/api/client.ts `sealing`). When that code cannot load (a phone
// that lost its connection between pages), the call fails as a network error, like any call that cannot reach
// the platform, and sends nothing. The failed load is mocked: a real browser's chunk failure cannot happen in Node.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../../../src/api/api-error';
import { defineCall } from '../../../src/api/calls/define-call';
import { createApiClient } from '../../../src/api/client';
import { startTestServer, type TestServer } from './test-server';

vi.mock('../../../src/api/crypto', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /_astro/crypto.js');
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
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it('fails a sealed call as network_error when its cipher cannot load, sending nothing', async () => {
  const api = createApiClient({
    baseURL: server.baseURL,
    merchantCode: 'SHAPLA_BD',
    getToken: () => null,
    getLanguage: () => 'EN',
  });
  const error = await api.call(loginCall, { body: { username: 'player1', password: 'secret-1' } }).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'network_error', reason: 'network_error', call: 'POST /wps/session/login' });
  expect(server.requests).toEqual([]);
});
