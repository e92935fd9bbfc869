// @vitest-environment node
/**
 * The firebase-style phone-verification path on PGlite and PostgreSQL: start → code in the outbox → confirm
 * → id token → registration, each refusal the platform can produce with its own code, the 5-minute lock-out
 * on the platform's clock, and the tokens registration refuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { signIdToken, verifyIdToken } from '../../../platform/phone-verification/id-token';
import { adminWhitelabelCall } from '../../../src/api/calls/admin';
import { memberInfoCall } from '../../../src/api/calls/member';
import { describeEachDatabase, MERCHANT } from '../harness';
import {
  confirm,
  freshIp,
  freshNumber,
  movableClock,
  PHONE_MERCHANT,
  registerWithToken,
  start,
  time,
  verifiedToken,
} from './support';

afterEach(() => {
  time.offsetMs = 0;
});

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describeEachDatabase(
  'phone verification through the provider',
  (platform) => {
    it('sends a code, confirms it for an id token, and registers the verified number with it', async () => {
      const p = platform();
      const { national, e164 } = freshNumber();
      const started = await start(p, `0${national}`);
      expect(started.status).toBe(200);
      expect(started.value.expiresInSeconds).toBe(300);
      const [message] = await p.outbox(e164);
      expect(message).toMatchObject({ merchantCode: PHONE_MERCHANT, channel: 'sms', to: e164 });
      const confirmed = await confirm(p, started.value.sessionInfo, await p.lastCode(e164));
      expect(confirmed.status).toBe(200);
      expect(confirmed.value.phoneNumber).toBe(e164);
      expect(Date.parse(confirmed.value.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

      const registered = await registerWithToken(p, national, {
        firebaseChannel: 'sms',
        firebaseIdToken: confirmed.value.idToken,
      });
      expect(registered.status, JSON.stringify(registered.json)).toBe(200);
      expect(registered.value.account).toBe(national);
      const info = await p.call(memberInfoCall, { token: registered.value.token, merchant: PHONE_MERCHANT });
      expect(info.value.mobile).toBe(`${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}`);
      // A code is used once.
      const again = await confirm(p, started.value.sessionInfo, await p.lastCode(e164));
      expect(again.json.code).toBe('phone_invalid_code');
    });

    it('answers missing-phone-number, invalid-phone-number and captcha-check-failed', async () => {
      const p = platform();
      const missing = await start(p, '');
      expect([missing.status, missing.json.code]).toEqual([400, 'phone_missing_number']);
      const invalid = await start(p, '12ab');
      expect([invalid.status, invalid.json.code]).toEqual([400, 'phone_invalid_number']);
      const ip = freshIp();
      const noBotCheck = await p.call(
        (await import('../../../src/api/calls/phone-verification')).phoneVerificationStartCall,
        { body: { mobileNum: freshNumber().national, botCheck: 'not-a-solution' }, ip, merchant: PHONE_MERCHANT },
      );
      expect([noBotCheck.status, noBotCheck.json.code]).toEqual([400, 'phone_captcha_check_failed']);
    });

    it('answers operation-not-allowed at a merchant that does not use the path', async () => {
      const p = platform();
      const res = await start(p, '1712345678', { merchant: MERCHANT });
      expect([res.status, res.json.code]).toEqual([403, 'phone_operation_not_allowed']);
      const confirmElsewhere = await confirm(p, 'a'.repeat(43), '123456', MERCHANT);
      expect(confirmElsewhere.json.code).toBe('phone_operation_not_allowed');
    });

    it('answers operation-not-allowed while the operator has switched phone verification off', async () => {
      const p = platform();
      const flags = (REGMOBVERF3: boolean) =>
        p.admin(adminWhitelabelCall, { body: { merchantCode: PHONE_MERCHANT, flags: { REGMOBVERF3 } } });
      expect((await flags(false)).status).toBe(200);
      try {
        const res = await start(p, freshNumber().national);
        expect([res.status, res.json.code]).toEqual([403, 'phone_operation_not_allowed']);
      } finally {
        await flags(true);
      }
      expect((await start(p, freshNumber().national)).status).toBe(200);
    });

    it('answers invalid verification code for a wrong, empty or unknown code, and still takes the right one', async () => {
      const p = platform();
      const { national, e164 } = freshNumber();
      const started = await start(p, national);
      const code = await p.lastCode(e164);
      expect((await confirm(p, started.value.sessionInfo, otherCode(code))).json.code).toBe('phone_invalid_code');
      expect((await confirm(p, started.value.sessionInfo, '')).json.code).toBe('phone_invalid_code');
      expect((await confirm(p, 'b'.repeat(43), code)).json.code).toBe('phone_invalid_code');
      expect((await confirm(p, started.value.sessionInfo, code)).status).toBe(200);
    });

    it('answers code-expired once the code is older than its 5 minutes', async () => {
      const p = platform();
      const { national, e164 } = freshNumber();
      const started = await start(p, national);
      const code = await p.lastCode(e164);
      time.offsetMs = 5 * 60_000 + 1000;
      const late = await confirm(p, started.value.sessionInfo, code);
      expect([late.status, late.json.code]).toEqual([400, 'phone_code_expired']);
    });

    it('locks a number for 5 minutes after too many sends, then lets it try again', async () => {
      const p = platform();
      const { national } = freshNumber();
      for (let i = 0; i < 5; i++) expect((await start(p, national)).status).toBe(200);
      const locked = await start(p, national);
      expect([locked.status, locked.json.code]).toEqual([429, 'phone_too_many_requests']);
      expect(locked.json.value).toEqual({ retryAfterSeconds: 300 });
      time.offsetMs = 4 * 60_000;
      const stillLocked = await start(p, national);
      expect(stillLocked.json.code).toBe('phone_too_many_requests');
      expect((stillLocked.json.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
      time.offsetMs = 5 * 60_000 + 1000;
      expect((await start(p, national)).status).toBe(200);
    });

    it('locks the number after five wrong codes, even for the right one', async () => {
      const p = platform();
      const { national, e164 } = freshNumber();
      const started = await start(p, national);
      const code = await p.lastCode(e164);
      for (let i = 0; i < 4; i++) {
        expect((await confirm(p, started.value.sessionInfo, otherCode(code))).json.code).toBe('phone_invalid_code');
      }
      const fifth = await confirm(p, started.value.sessionInfo, otherCode(code));
      expect([fifth.status, fifth.json.code]).toEqual([429, 'phone_too_many_requests']);
      expect((await confirm(p, started.value.sessionInfo, code)).json.code).toBe('phone_too_many_requests');
      expect((await start(p, national)).json.code).toBe('phone_too_many_requests');
    });

    it('registration refuses a missing, forged, expired or other-number token, and a plain SMS code', async () => {
      const p = platform();
      const { national, e164 } = freshNumber();
      const token = await verifiedToken(p, national, e164);
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'phone_invalid_code'],
        [{ verificationCode: '123456' }, 'phone_invalid_code'],
        [{ firebaseIdToken: token }, 'phone_invalid_code'],
        [{ firebaseChannel: 'sms', firebaseIdToken: `${token.slice(0, -2)}AA` }, 'phone_invalid_code'],
        [{ firebaseChannel: 'sms', firebaseIdToken: 'not.a.token' }, 'phone_invalid_code'],
      ];
      for (const [body, code] of cases) {
        const res = await registerWithToken(p, national, body);
        expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, code]);
      }
      const other = freshNumber();
      const forOther = await registerWithToken(p, other.national, { firebaseChannel: 'sms', firebaseIdToken: token });
      expect([forOther.status, forOther.json.code]).toEqual([400, 'phone_invalid_code']);

      time.offsetMs = 10 * 60_000 + 1000;
      const expired = await registerWithToken(p, national, { firebaseChannel: 'sms', firebaseIdToken: token });
      expect([expired.status, expired.json.code]).toEqual([400, 'phone_code_expired']);
      time.offsetMs = 0;
      const ok = await registerWithToken(p, national, { firebaseChannel: 'sms', firebaseIdToken: token });
      expect(ok.status).toBe(200);
      // The same token again: the number is taken now.
      const twice = await registerWithToken(p, national, { firebaseChannel: 'sms', firebaseIdToken: token });
      expect(twice.json.code).toBe('account_in_use');
    });
  },
  { clock: movableClock },
);

describe('id tokens', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const { idToken } = signIdToken('secret-1', PHONE_MERCHANT, '+95912345678', now);

  it('name the verified number for their merchant until they expire', () => {
    expect(verifyIdToken('secret-1', PHONE_MERCHANT, idToken, new Date(now.getTime() + 9 * 60_000))).toBe(
      '+95912345678',
    );
    expect(() => verifyIdToken('secret-1', PHONE_MERCHANT, idToken, new Date(now.getTime() + 10 * 60_000))).toThrow(
      expect.objectContaining({ code: 'phone_code_expired' }),
    );
  });

  it('are refused when signed with another secret or issued for another merchant', () => {
    expect(() => verifyIdToken('secret-2', PHONE_MERCHANT, idToken, now)).toThrow(
      expect.objectContaining({ code: 'phone_invalid_code' }),
    );
    expect(() => verifyIdToken('secret-1', MERCHANT, idToken, now)).toThrow(
      expect.objectContaining({ code: 'phone_invalid_code' }),
    );
  });
});
