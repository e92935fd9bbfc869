// @vitest-environment node
/**
 * The first-login action (an account's first successful login triggers it; popups F): the session of a member's first
 * sign-in runs it once and gets the first-login popups, again on a reload; no other session ever does.
 */
import { expect, it } from 'vitest';
import { announcementsCall } from '../../../src/api/calls/content';
import { firstLoginCall } from '../../../src/api/calls/first-login';
import { registerCall } from '../../../src/api/calls/member';
import { loginCall } from '../../../src/api/calls/session';
import { describeEachDatabase, type TestPlatform } from '../harness';

describeEachDatabase('first-login action', (platform) => {
  const register = async (p: TestPlatform, username: string) => {
    const res = await p.call(registerCall, {
      body: { username, password: 'Secret123', confirmPassword: 'Secret123', botCheck: await p.botCheck() } as never,
      ip: '10.48.0.1',
    });
    expect(res.status).toBe(200);
    expect(res.value.firstTimeLogin).toBe(true);
    return res.value.token;
  };

  it('runs once for the first session and answers its first-login popups, again on a reload', async () => {
    const p = platform();
    const token = await register(p, 'firstrun01');
    const first = await p.call(firstLoginCall, { token, query: { language: 'EN' }, body: {} });
    expect(first.status).toBe(200);
    expect(first.value.firstLogin).toBe(true);
    expect(first.value.ranAt).toEqual(expect.any(String));
    // The popups are the merchant's execution F popups, as the announcements call has them.
    const expected = await p.call(announcementsCall, {
      token,
      query: { types: 'PU', execution: 'F', language: 'EN' },
    });
    expect(first.value.popups.length).toBeGreaterThan(0);
    expect(first.value.popups).toEqual(expected.value.popup);
    expect(first.value.popups.every((popup) => popup.execution === 'F')).toBe(true);

    // The same session asks again (a reload): same answer, same run.
    const again = await p.call(firstLoginCall, { token, body: {} });
    expect(again.value.firstLogin).toBe(true);
    expect(again.value.ranAt).toBe(first.value.ranAt);
  });

  it('gives a later session of the member nothing', async () => {
    const p = platform();
    const token = await register(p, 'firstrun02');
    const later = await p.call(loginCall, {
      body: {
        type: 'username',
        username: 'firstrun02',
        password: 'Secret123',
        botCheck: await p.botCheck('10.48.0.1'),
      },
      ip: '10.48.0.1',
    });
    expect(later.value.firstTimeLogin).toBe(false);
    // Even when the later session asks first, it cannot claim the first login.
    const laterRun = await p.call(firstLoginCall, { token: later.value.token, body: {} });
    expect(laterRun.value).toEqual({ firstLogin: false, ranAt: null, popups: [] });
    const firstRun = await p.call(firstLoginCall, { token, body: {} });
    expect(firstRun.value.firstLogin).toBe(true);
    const afterwards = await p.call(firstLoginCall, { token: later.value.token, body: {} });
    expect(afterwards.value).toEqual({ firstLogin: false, ranAt: firstRun.value.ranAt, popups: [] });
  });

  it('records one run when two calls race', async () => {
    const p = platform();
    const token = await register(p, 'firstrun03');
    const answers = await Promise.all([1, 2, 3].map(() => p.call(firstLoginCall, { token, body: {} })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.value.ranAt)).size).toBe(1);
  });

  it('refuses visitors and bad bodies with 4xx', async () => {
    const p = platform();
    expect((await p.call(firstLoginCall, { body: {} })).status).toBe(401);
    const token = await register(p, 'firstrun04');
    const bad = await p.call(firstLoginCall, { token, query: { language: 'XX' }, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('bad_request');
  });
});
