// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { WEAK_DEFAULT_PASSWORD } from '../../platform/accounts/policy';
import { adminWhitelabelCall } from '../../src/api/calls/admin';
import { affiliateCall, memberInfoCall, registerCall, registerMobileCall } from '../../src/api/calls/member';
import { smsRegisterCall } from '../../src/api/calls/verification';
import { describeEachDatabase, MERCHANT, OTHER_MERCHANT } from './harness';

/**
 * The platform's clock: real time, unless a test stops it to move it by hand (the SMS test passes the
 * one-a-second throttle that way, and no real second, however slow the machine, can pass it early).
 */
let stoppedAt: number | undefined;
const stopClock = () => {
  stoppedAt = Date.now();
};
const advanceClockASecond = () => {
  stoppedAt = (stoppedAt ?? Date.now()) + 1050;
};
afterEach(() => {
  stoppedAt = undefined;
});

describeEachDatabase(
  'registration',
  (platform) => {
    const register = async (body: Record<string, unknown>, options: { ip?: string; merchant?: string } = {}) =>
      platform().call(registerCall, { body: { botCheck: await platform().botCheck(), ...body } as never, ...options });
    const registerMobile = async (body: Record<string, unknown>, options: { ip?: string; merchant?: string } = {}) =>
      platform().call(registerMobileCall, {
        body: { botCheck: await platform().botCheck(), ...body } as never,
        ...options,
      });

    it('registers by username and signs the new player in', async () => {
      const res = await register({ username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123' });
      expect(res.status).toBe(200);
      expect(res.value).toMatchObject({ account: 'newbie01', type: 0, firstTimeLogin: true, passwordExpired: false });
      const info = await platform().call(memberInfoCall, { token: res.value.token });
      expect(info.value.account).toBe('newbie01');
      expect(await platform().login('newbie01', 'Secret123')).toBeTruthy();
    });

    it('refuses a taken username in any letter case, but not at another merchant', async () => {
      const taken = await register({ username: 'BDPlayer1', password: 'Secret123' });
      expect(taken.status).toBe(409);
      expect(taken.json.code).toBe('account_in_use');
      const elsewhere = await register({ username: 'bdplayer1', password: 'Secret123' }, { merchant: OTHER_MERCHANT });
      expect(elsewhere.status).toBe(200);
    });

    it('checks the affiliate code first', async () => {
      const p = platform();
      const bad = await register({ username: 'x', password: 'y', affiliateCode: 'NOPE123' });
      expect(bad.json.code).toBe('invitation_code_error');
      // another merchant's agent code does not count here
      const foreign = await register({ username: 'invited01', password: 'Secret123', affiliateCode: 'PKAGENT1' });
      expect(foreign.json.code).toBe('invitation_code_error');
      const withCode = await register({ username: 'invited02', password: 'Secret123', affiliateCode: 'bdagent1' });
      expect(withCode.status).toBe(200);
      const check = await p.call(affiliateCall, { query: { code: 'bdagent2', domain: 'shaplaplay.example' } });
      expect(check.status).toBe(200);
      expect(check.value).toEqual({ valid: true, agentNickname: 'bdagent2' });
      const unknown = await p.call(affiliateCall, { query: { code: 'ZZZZ' } });
      expect(unknown.json.code).toBe('invitation_code_error');
      expect((await p.call(affiliateCall, { query: {} })).json.code).toBe('bad_request');
    });

    it('enforces the field rules with the rule in the answer', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ password: 'Secret123' }, 'input_empty', 'username'],
        [{ username: '1abc', password: 'Secret123' }, 'invalid_format', 'username'],
        [{ username: 'abc', password: 'Secret123' }, 'invalid_format', 'username'],
        [{ username: 'rulecheck1' }, 'input_empty', 'password'],
        [{ username: 'rulecheck1', password: 'onlyletters' }, 'password_rule', 'password'],
        [{ username: 'rulecheck1', password: 'Ab1' }, 'password_rule', 'password'],
        [{ username: 'rulecheck1', password: 'Secret123', email: 'not-an-email' }, 'invalid_format', 'email'],
        [{ username: 'rulecheck1', password: 'Secret123', mobileNum: '12ab' }, 'error_phone_number_limit', 'mobileNum'],
      ];
      for (const [body, code, field] of cases) {
        const res = await register(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.code, JSON.stringify(body)).toBe(code);
        expect((res.json.value as { field: string }).field).toBe(field);
      }
      const mismatch = await register({ username: 'rulecheck1', password: 'Secret123', confirmPassword: 'Secret124' });
      expect(mismatch.json.code).toBe('inconsistent_twice');
      const weak = await register({ username: 'rulecheck1', password: WEAK_DEFAULT_PASSWORD });
      expect(weak.json.code).toBe('password_rule');
      // The weak default passes the rule: the refusal says so and names the rule, for the site to state it.
      expect(weak.json.value).toEqual({ field: 'password', weak: true, patternId: 6, minLength: 6, maxLength: 20 });
    });

    it('rejects malformed registration bodies with 400 bad_request', async () => {
      const bodies = [
        { username: 'a', password: 'b' },
        { username: 5, password: 'Secret123', botCheck: 'x' },
        { username: 'abcd', password: 'Secret123', botCheck: 'x', isAdmin: true },
        { username: 'abcd', password: 'Secret123', botCheck: 'x', registerMethod: 'APP' },
        { username: 'a'.repeat(65), password: 'Secret123', botCheck: 'x' },
      ];
      for (const body of bodies) {
        const res = await platform().call(registerCall, { body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json.code).toBe('bad_request');
      }
    });

    it('registers by mobile with the SMS code; the username is the number without leading zeros', async () => {
      const p = platform();
      const sent = await p.call(smsRegisterCall, {
        body: { mobileNo: '01811112222', botCheck: await p.botCheck() },
        ip: '10.20.0.1',
      });
      expect(sent.value.expiredMinutes).toBe(5);
      const code = await p.lastCode('+8801811112222');
      const noCode = await registerMobile({ mobileNum: '01811112222' });
      expect(noCode.json.code).toBe('input_empty');
      const wrong = await registerMobile({
        mobileNum: '01811112222',
        verificationCode: code === '123456' ? '654321' : '123456',
      });
      expect(wrong.json.code).toBe('verification_code_invalid');
      const ok = await registerMobile({ mobileNum: '01811112222', verificationCode: code });
      expect(ok.status).toBe(200);
      expect(ok.value.account).toBe('1811112222');
      const again = await p.call(smsRegisterCall, {
        body: { mobileNo: '1811112222', botCheck: await p.botCheck() },
        ip: '10.20.0.2',
      });
      // The number is in use now; asking for a registration code again does not say so (no enumeration).
      expect(again.json.code).not.toBe('account_in_use');
    });

    it('refuses mobile registration when MOBILENUMREG3 is off', async () => {
      const res = await registerMobile({ mobileNum: '3001234567' }, { merchant: OTHER_MERCHANT });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('feature_disabled');
    });

    it('requires the password in mobile registration when MOBILENUMPASSREG3 is on', async () => {
      const p = platform();
      await p.admin(adminWhitelabelCall, {
        body: { merchantCode: MERCHANT, flags: { MOBILENUMPASSREG3: true, REGMOBVERF3: false } },
      });
      const missing = await registerMobile({ mobileNum: '01822223333' }, { ip: '10.23.0.1' });
      expect(missing.json.code).toBe('input_empty');
      const ok = await registerMobile(
        { mobileNum: '01822223333', password: 'Phone1234', username: 'phoneuser1' },
        { ip: '10.23.0.1' },
      );
      expect(ok.status).toBe(200);
      expect(await p.login('phoneuser1', 'Phone1234', { ip: '10.23.0.1' })).toBeTruthy();
      await p.admin(adminWhitelabelCall, {
        body: { merchantCode: MERCHANT, flags: { MOBILENUMPASSREG3: false, REGMOBVERF3: true } },
      });
    });

    it('answers one of two racing registrations of one username with account_in_use', async () => {
      const results = await Promise.all([
        register({ username: 'racer01', password: 'Secret123' }, { ip: '10.21.0.1' }),
        register({ username: 'racer01', password: 'Secret123' }, { ip: '10.21.0.2' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('locks a number out after too many SMS and throttles to one a second', async () => {
      const p = platform();
      const send = async () =>
        p.call(smsRegisterCall, { body: { mobileNo: '1833334444', botCheck: await p.botCheck() }, ip: '10.22.0.1' });
      stopClock();
      expect((await send()).status).toBe(200);
      const quick = await send();
      expect(quick.status).toBe(429);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        advanceClockASecond();
        statuses.push((await send()).status);
      }
      // sends 2-5 pass, the 6th within the window locks the number
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      advanceClockASecond();
      const locked = await send();
      expect(locked.status).toBe(429);
      expect((locked.json.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(200);
    });
  },
  { clock: () => new Date(stoppedAt ?? Date.now()) },
);
