// @vitest-environment node
import { tenant } from 'virtual:tenant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from './test-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('default client', () => {
  it("takes the page's <html lang> as the language, else the merchant default", async () => {
    const { pageLanguage } = await import('../../../src/api/default-client');
    vi.stubGlobal('document', { documentElement: { lang: 'ur' } });
    expect(pageLanguage()).toBe('UR');
    vi.stubGlobal('document', { documentElement: { lang: 'xx' } });
    const fallback = { bn: 'BN', zh: 'CN', en: 'EN', my: 'MY', ur: 'UR' }[tenant.defaultLanguage];
    expect(pageLanguage()).toBe(fallback);
    vi.stubGlobal('document', undefined);
    expect(pageLanguage()).toBe(fallback);
  });

  it("sends the tenant's merchant code and the stored token to the same origin", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(ok({ n: 1 })));
    vi.stubGlobal('fetch', fetch);
    const storage = new Map([['token', 'tok-9']]);
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => storage.get(k) ?? null });
    const { api } = await import('../../../src/api/default-client');
    const { defineCall } = await import('../../../src/api/calls/define-call');
    const { z } = await import('zod');
    const call = defineCall({ method: 'GET', path: '/wps/member/info', auth: true, value: z.object({ n: z.int() }) });
    await expect(api.call(call)).resolves.toEqual({ n: 1 });
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(String(input)).toBe(`${tenant.apiBaseUrl}/wps/member/info`);
    const headers = new Headers(init?.headers);
    expect(headers.get('x-merchant-code')).toBe(tenant.merchantCode);
    expect(headers.get('authorization')).toBe('Bearer tok-9');
  });
});
