// @vitest-environment node
/**
 * Security centre bindings: a mobile number and an e-mail address are bound with the code sent to them; a
 * confirmed binding cannot be changed; a number or address another member holds is refused, also when two
 * members race for it; wrong, expired and over-guessed codes are refused with the codes sign-in uses.
 */
import { expect, it } from 'vitest';
import { memberInfoCall } from '../../../src/api/calls/member';
import {
  bindEmailCall,
  bindingsCall,
  bindMobileCall,
  emailBindingCodeCall,
  mobileBindingCodeCall,
} from '../../../src/api/calls/security-centre/bindings';
import { loginCall } from '../../../src/api/calls/session';
import { smsNoLoginCall } from '../../../src/api/calls/verification';
import { describeEachDatabase, type TestPlatform } from '../harness';

/** The platform's clock runs this far ahead of real time: tests move it instead of waiting. */
let clockOffsetMs = 0;
let serial = 0;

const newPlayer = (p: TestPlatform) => p.newPlayer({ prefix: 'bind' });

/** A national number no seeded account has (demo numbers are 17100000xx). */
const freshNumber = () => {
  serial += 1;
  return `18${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
};

describeEachDatabase(
  'security centre: mobile and e-mail bindings',
  (platform) => {
    const sendMobile = (token: string, mobileNum: string, ip: string) =>
      platform().call(mobileBindingCodeCall, { token, body: { mobileNum }, ip });
    const bindMobile = (token: string, mobileNum: string, verificationCode: string, ip: string) =>
      platform().call(bindMobileCall, { token, body: { mobileNum, verificationCode }, ip });

    it('binds a number with the SMS code; it is then locked, and sign-in by SMS reaches the account', async () => {
      const player = await newPlayer(platform());
      const before = await platform().call(bindingsCall, { token: player.token });
      expect(before.value).toEqual({ mobile: { value: null, bound: false }, email: { value: null, bound: false } });

      const mobile = freshNumber();
      const sent = await sendMobile(player.token, `0${mobile}`, player.ip);
      expect(sent.status).toBe(200);
      expect(sent.value).toEqual({ expiredMinutes: 5 });
      const code = await platform().lastCode(`+880${mobile}`);

      const bound = await bindMobile(player.token, mobile, code, player.ip);
      expect(bound.status).toBe(200);
      expect(bound.value.mobile).toEqual({ value: expect.stringMatching(/^\+880\*+\d{3}$/), bound: true });
      const info = await platform().call(memberInfoCall, { token: player.token });
      expect(info.value.mobile).toBe(bound.value.mobile.value);

      // Final: no new code, no other number, not even the same one again.
      clockOffsetMs += 2000;
      const again = await sendMobile(player.token, freshNumber(), player.ip);
      expect(again.status).toBe(409);
      expect(again.json.code).toBe('binding_locked');
      const rebind = await bindMobile(player.token, mobile, code, player.ip);
      expect(rebind.json.code).toBe('binding_locked');

      // The bound number signs in by SMS.
      clockOffsetMs += 2000;
      await platform().call(smsNoLoginCall, {
        body: { mobileNum: mobile, botCheck: await platform().botCheck(player.ip) },
        ip: player.ip,
      });
      const login = await platform().call(loginCall, {
        body: {
          type: 'sms',
          mobileNum: mobile,
          verificationCode: await platform().lastCode(`+880${mobile}`),
          botCheck: await platform().botCheck(player.ip),
        },
        ip: player.ip,
      });
      expect(login.status).toBe(200);
      expect(login.value.account).toBe(player.username);
    });

    it("refuses another member's number, before sending and when two members race for a free one", async () => {
      const first = await newPlayer(platform());
      const second = await newPlayer(platform());
      // bdplayer1's number (seeded): no code is sent for it.
      const demo = await sendMobile(first.token, '1710000001', first.ip);
      expect(demo.status).toBe(409);
      expect(demo.json.code).toBe('binding_taken');
      expect(await platform().outbox('+8801710000001')).toEqual([]);

      // Both ask for a code for the same free number (each gets its own); the first bind wins.
      const mobile = freshNumber();
      expect((await sendMobile(first.token, mobile, first.ip)).status).toBe(200);
      const firstCode = await platform().lastCode(`+880${mobile}`);
      clockOffsetMs += 2000;
      expect((await sendMobile(second.token, mobile, second.ip)).status).toBe(200);
      const secondCode = await platform().lastCode(`+880${mobile}`);
      const [a, b] = await Promise.all([
        bindMobile(first.token, mobile, firstCode, first.ip),
        bindMobile(second.token, mobile, secondCode, second.ip),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a.json.code, b.json.code].sort()).toEqual(['binding_taken', 'ok']);
      const winner = a.status === 200 ? first : second;
      const loser = a.status === 200 ? second : first;
      expect((await platform().call(bindingsCall, { token: winner.token })).value.mobile.bound).toBe(true);
      expect((await platform().call(bindingsCall, { token: loser.token })).value.mobile).toEqual({
        value: null,
        bound: false,
      });
    });

    it('a code proves only the member it was sent for: another member cannot use it', async () => {
      const owner = await newPlayer(platform());
      const thief = await newPlayer(platform());
      const mobile = freshNumber();
      await sendMobile(owner.token, mobile, owner.ip);
      const code = await platform().lastCode(`+880${mobile}`);
      const stolen = await bindMobile(thief.token, mobile, code, thief.ip);
      expect(stolen.status).toBe(400);
      expect(stolen.json.code).toBe('verification_code_invalid');
      expect((await bindMobile(owner.token, mobile, code, owner.ip)).status).toBe(200);
    });

    it('refuses wrong, over-guessed and expired codes with verification_code_invalid, and bad numbers', async () => {
      const player = await newPlayer(platform());
      const bad = await sendMobile(player.token, '12ab', player.ip);
      expect(bad.status).toBe(400);
      expect(bad.json.code).toBe('error_phone_number_limit');

      const mobile = freshNumber();
      await sendMobile(player.token, mobile, player.ip);
      const code = await platform().lastCode(`+880${mobile}`);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await bindMobile(player.token, mobile, wrong, player.ip)).json.code).toBe('verification_code_invalid');
      }
      // Five wrong guesses void the code: the right one no longer works.
      expect((await bindMobile(player.token, mobile, code, player.ip)).json.code).toBe('verification_code_invalid');

      clockOffsetMs += 2000;
      await sendMobile(player.token, mobile, player.ip);
      const fresh = await platform().lastCode(`+880${mobile}`);
      clockOffsetMs += 6 * 60 * 1000; // past the 5 minutes a code lives
      expect((await bindMobile(player.token, mobile, fresh, player.ip)).json.code).toBe('verification_code_invalid');
      expect((await platform().call(bindingsCall, { token: player.token })).value.mobile.bound).toBe(false);
    });

    it('throttles codes to one number with rate_limited', async () => {
      const player = await newPlayer(platform());
      const mobile = freshNumber();
      expect((await sendMobile(player.token, mobile, player.ip)).status).toBe(200);
      const second = await sendMobile(player.token, mobile, player.ip);
      expect(second.status).toBe(429);
      expect(second.json.code).toBe('rate_limited');
    });

    it('binds an e-mail address with the mailed code; a bound address is unique and final', async () => {
      const player = await newPlayer(platform());
      const other = await newPlayer(platform());
      const address = `${player.username}@Example.com`;
      const badAddress = await platform().call(emailBindingCodeCall, {
        token: player.token,
        body: { email: 'not-an-address' },
      });
      expect(badAddress.json).toMatchObject({ code: 'invalid_format', value: { field: 'email' } });

      expect(
        (
          await platform().call(emailBindingCodeCall, {
            token: player.token,
            body: { email: address },
            ip: player.ip,
            headers: { 'x-language': 'EN' },
          })
        ).status,
      ).toBe(200);
      const lower = address.toLowerCase();
      const [mail] = await platform().outbox(lower);
      // In the language the site asked for (x-language), with the code in the body.
      expect(mail?.subject).toBe('Shapla Play: confirm your e-mail address');
      expect(mail?.body).toMatch(/your verification code is \d{6}/);
      const bound = await platform().call(bindEmailCall, {
        token: player.token,
        body: { email: address, verificationCode: await platform().lastCode(lower) },
        ip: player.ip,
      });
      expect(bound.status).toBe(200);
      expect(bound.value.email).toEqual({ value: expect.stringMatching(/^bi\*\*\*@example\.com$/), bound: true });

      const taken = await platform().call(emailBindingCodeCall, {
        token: other.token,
        body: { email: lower.toUpperCase() },
        ip: other.ip,
      });
      expect(taken.json.code).toBe('binding_taken');
      clockOffsetMs += 2000;
      const changed = await platform().call(emailBindingCodeCall, {
        token: player.token,
        body: { email: `x${lower}` },
        ip: player.ip,
      });
      expect(changed.json.code).toBe('binding_locked');
    });

    it('refuses trial users and visitors', async () => {
      const visitor = await platform().call(bindingsCall);
      expect(visitor.status).toBe(401);
      const trial = await platform().login('bdtrial', 'Player123');
      const refused = await platform().call(mobileBindingCodeCall, {
        token: trial,
        body: { mobileNum: freshNumber() },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('trial_user_blocked');
    });
  },
  { clock: () => new Date(Date.now() + clockOffsetMs) },
);
