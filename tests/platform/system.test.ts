// @vitest-environment node
import { expect, it } from 'vitest';
import { adminAnalyticsCall, adminSystemStatusCall, adminWhitelabelCall } from '../../src/api/calls/admin';
import { publicKeyCall } from '../../src/api/calls/encryption';
import { FIELD_PATTERNS } from '../../src/api/calls/field-patterns';
import { permissionCall } from '../../src/api/calls/permission';
import { registerSettingCall } from '../../src/api/calls/register-rules';
import { decryptServicePath } from '../../src/api/calls/service-path';
import {
  botCheckChallengeCall,
  captchaCall,
  domainRouteCall,
  systemStatusCall,
  whitelabelCall,
} from '../../src/api/calls/system';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, OTHER_MERCHANT } from './harness';

describeEachDatabase('system calls', (platform) => {
  it('answers status 0 with the visitor location', async () => {
    const res = await platform().call(systemStatusCall, { ip: '203.0.113.9', headers: { 'cf-ipcountry': 'bd' } });
    expect(res.status).toBe(200);
    expect(res.value).toEqual({ status: 0, location: { ip: '203.0.113.9', countryCode: 'BD' } });
  });

  it('derives status 1 and 2 from the merchant state, maintenance winning', async () => {
    const p = platform();
    const status = async (country?: string) =>
      (await p.call(systemStatusCall, { headers: country ? { 'cf-ipcountry': country } : {} })).value.status;
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, blockedCountries: ['US'] } });
    expect(await status('US')).toBe(2);
    expect(await status('BD')).toBe(0);
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, regionRestricted: true } });
    expect(await status('BD')).toBe(2);
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, maintenance: true } });
    expect(await status('US')).toBe(1);
    const permission = await p.call(permissionCall, { headers: { 'cf-ipcountry': 'US' } });
    expect(permission.value.maintenance).toBe(true);
    expect(permission.value.regionRestriction).toBe(true);
    // other merchants are untouched
    expect((await p.call(systemStatusCall, { merchant: OTHER_MERCHANT })).value.status).toBe(0);
    await p.admin(adminSystemStatusCall, {
      body: { merchantCode: MERCHANT, maintenance: false, regionRestricted: false, blockedCountries: [] },
    });
    expect(await status('US')).toBe(0);
  });

  it('resolves the merchant by header, then host, then the fallback', async () => {
    const p = platform();
    const flags = async (init: { merchant?: string | null; headers?: Record<string, string> }) =>
      (await p.call(whitelabelCall, init)).value;
    const bd = await flags({ merchant: MERCHANT });
    const pk = await flags({ merchant: OTHER_MERCHANT });
    expect(bd).not.toEqual(pk);
    expect(await flags({ merchant: null, headers: { host: 'pakistan.localhost:4321' } })).toEqual(pk);
    expect(await flags({ merchant: null, headers: { host: 'unknown.example' } })).toEqual(bd);
    const bad = await p.call(whitelabelCall, { merchant: 'NOPE_XX' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('bad_request');
  });

  it('keeps whitelabel flags in the database, changeable per merchant', async () => {
    const p = platform();
    const before = (await p.call(whitelabelCall)).value;
    const after = await p.admin(adminWhitelabelCall, {
      body: { merchantCode: MERCHANT, flags: { PTSYS3: !before.PTSYS3 } },
    });
    expect(after.value.PTSYS3).toBe(!before.PTSYS3);
    expect((await p.call(whitelabelCall)).value).toEqual({ ...before, PTSYS3: !before.PTSYS3 });
    await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PTSYS3: before.PTSYS3 } } });
  });

  it('publishes permission info with decryptable customer-service paths', async () => {
    const res = await platform().call(permissionCall);
    const value = res.value;
    expect(value.customerService.length).toBeGreaterThan(0);
    for (const item of value.customerService) {
      expect(item.path).not.toMatch(/^https?:/);
      expect(await decryptServicePath(value.csKey, item.path)).toMatch(/^(https?|tg|viber):\/\//);
    }
    expect(value.mainDomain).toBe('shaplaplay.example');
    expect(value.domainRoute.some((d) => d.merchantCode === OTHER_MERCHANT)).toBe(true);
    expect(value.register.username?.acceptedPattern).toBe(FIELD_PATTERNS[2]);
    expect(value.resources.map((r) => r.resourceType)).toContain('APP_ANDROID');
    // a wrong key cannot decrypt
    const wrong = Buffer.alloc(32, 7).toString('base64');
    await expect(decryptServicePath(wrong, value.customerService[0]?.path as string)).rejects.toThrow();
  });

  it('publishes the analytics tag the operator sets, and none once it is cleared', async () => {
    const p = platform();
    expect((await p.call(permissionCall)).value.analytics.gtagId).toBeNull();
    const set = await p.admin(adminAnalyticsCall, { body: { merchantCode: MERCHANT, gtagId: 'G-PORTAL123' } });
    expect(set.value.gtagId).toBe('G-PORTAL123');
    expect((await p.call(permissionCall)).value.analytics.gtagId).toBe('G-PORTAL123');
    // Only the merchant it was set for.
    expect((await p.call(permissionCall, { merchant: OTHER_MERCHANT })).value.analytics.gtagId).toBeNull();
    // Anything but a tag id is refused: it ends up in a script address on every page.
    const hostile = await p.admin(adminAnalyticsCall, {
      body: { merchantCode: MERCHANT, gtagId: 'G-1"><script>alert(1)</script>' },
    });
    expect(hostile.status).toBe(400);
    await p.admin(adminAnalyticsCall, { body: { merchantCode: MERCHANT, gtagId: null } });
    expect((await p.call(permissionCall)).value.analytics.gtagId).toBeNull();
  });

  it('answers registration rules for every field with a known pattern', async () => {
    const rules = (await platform().call(registerSettingCall)).value;
    for (const [field, rule] of Object.entries(rules)) {
      expect(FIELD_PATTERNS[rule.patternId as keyof typeof FIELD_PATTERNS], field).toBe(rule.acceptedPattern);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
    expect(Object.keys(rules)).toEqual(expect.arrayContaining(['username', 'password', 'mobileNum', 'email']));
  });

  it('lists domain routes of every merchant with one main domain each', async () => {
    const routes = (await platform().call(domainRouteCall)).value;
    const mains = routes.filter((r) => r.main).map((r) => r.merchantCode);
    expect(new Set(mains).size).toBe(mains.length);
    expect(mains).toEqual(expect.arrayContaining([MERCHANT, OTHER_MERCHANT]));
  });

  it('serves a PNG captcha bound to an HttpOnly cookie', async () => {
    const res = await platform().call(captchaCall);
    const png = Buffer.from(res.value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(res.headers.get('set-cookie')).toMatch(/captcha_id=.+HttpOnly/i);
  });

  it('rate-limits captcha images per IP', async () => {
    const p = platform();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await p.call(captchaCall, { ip: '198.51.100.77' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await p.call(captchaCall, { ip: '198.51.100.77' });
    expect(limited.json.code).toBe('rate_limited');
    expect((limited.json.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('hands out bot-check challenges and the public key', async () => {
    const p = platform();
    const challenge = (await p.call(botCheckChallengeCall)).value;
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const key = (await p.call(publicKeyCall)).value;
    expect(key.kid).toMatch(/^[\w-]{16}$/);
  });

  it('answers unknown paths and methods with a 404 envelope', async () => {
    const res = await platform().request('GET', '/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'not_found' });
    const wrongMethod = await platform().request('DELETE', systemStatusCall.path);
    expect(wrongMethod.status).toBe(404);
  });

  it('refuses the admin API without the token', async () => {
    const p = platform();
    const none = await p.call(adminWhitelabelCall, {
      body: { merchantCode: MERCHANT, flags: { PTSYS3: true } },
      headers: { host: OPERATOR_HOST },
    });
    expect(none.status).toBe(401);
    expect(none.json.code).toBe('unauthorized');
    const wrong = await p.call(adminWhitelabelCall, {
      body: { merchantCode: MERCHANT, flags: {} },
      headers: { host: OPERATOR_HOST, authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
  });

  it('rejects bad admin input with 400 and unknown merchants with 404', async () => {
    const p = platform();
    const bad = await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { NOPE: true } } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('bad_request');
    const unknown = await p.admin(adminSystemStatusCall, { body: { merchantCode: 'ZZ_NONE', maintenance: true } });
    expect(unknown.status).toBe(404);
  });
});
