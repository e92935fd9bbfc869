// @vitest-environment node
/**
 * Login info (the call the site makes after a sign-in) and the sign-in history behind it: every sign-in path records
 * the session's address and device; a member reads only their own, newest first, at most 30; the store keeps the newest
 * 50 per member.
 */
import { expect, it } from 'vitest';
import { describeDevice, recentSignIns, recordSignIn, SIGN_INS_KEPT } from '../../platform/accounts/sign-in-history';
import { loginInfoCall } from '../../src/api/calls/member';
import { loginCall } from '../../src/api/calls/session';
import { DEFAULT_IP, describeEachDatabase, type TestPlatform } from './harness';
import { addMember, describeLedgerDatabases } from './ledger/ledger-db';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

it('describes a device the way a player recognises it', () => {
  expect(describeDevice(ANDROID_CHROME)).toBe('Chrome 131 · Android · mobile');
  expect(describeDevice(WINDOWS_FIREFOX)).toBe('Firefox 132 · Windows · desktop');
  expect(describeDevice(undefined)).toBe('');
  expect(describeDevice('x'.repeat(5000)).length).toBeLessThanOrEqual(120);
});

describeEachDatabase('login info', (platform) => {
  const signIn = async (p: TestPlatform, userAgent: string) => {
    const res = await p.call(loginCall, {
      body: { type: 'username', username: 'bdplayer2', password: 'Player123', botCheck: await p.botCheck() },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.value.token;
  };

  it('lists the member’s sign-ins newest first with address, device and method; nobody else’s', async () => {
    const p = platform();
    // Twice from the harness's address (which the demo account knows), on two devices.
    const first = await signIn(p, WINDOWS_FIREFOX);
    const second = await signIn(p, ANDROID_CHROME);
    const { value } = await p.call(loginInfoCall, { token: second });
    expect(value.signIns.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        time: expect.any(String),
        ip: DEFAULT_IP,
        device: 'Chrome 131 · Android · mobile',
        method: 'password',
      },
      {
        id: expect.any(Number),
        time: expect.any(String),
        ip: DEFAULT_IP,
        device: 'Firefox 132 · Windows · desktop',
        method: 'password',
      },
    ]);
    expect(Date.parse(value.signIns[0]?.time ?? '')).toBeGreaterThanOrEqual(Date.parse(value.signIns[1]?.time ?? ''));
    // Another member sees only their own.
    const other = await p.login('bdplayer1', 'Player123');
    const theirs = await p.call(loginInfoCall, { token: other });
    expect(theirs.value.signIns.every((entry) => entry.device !== 'Chrome 131 · Android · mobile')).toBe(true);
    expect(first).not.toBe(second);
  });

  it('answers 401 without a session', async () => {
    const res = await platform().call(loginInfoCall);
    expect(res.status).toBe(401);
  });
});

describeLedgerDatabases('sign-in history store', (db) => {
  it(`keeps the newest ${SIGN_INS_KEPT} sign-ins per member`, async () => {
    const member = await addMember(db(), 'historyful');
    const start = Date.parse('2026-11-01T00:00:00Z');
    for (let n = 0; n < SIGN_INS_KEPT + 5; n += 1) {
      await recordSignIn(db(), member, new Date(start + n * 60_000), `10.0.0.${n}`, undefined, 'password');
    }
    const rows = await recentSignIns(db(), member, 1000);
    expect(rows).toHaveLength(SIGN_INS_KEPT);
    expect(rows[0]?.ip).toBe(`10.0.0.${SIGN_INS_KEPT + 4}`);
    expect(rows.at(-1)?.ip).toBe('10.0.0.5');
  });
});
