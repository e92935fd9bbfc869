// @vitest-environment node
/**
 * The player's authenticator app ("Google code") and the bank-account-name factor: enrolment (password, first code,
 * recovery codes once), the extra verification of a sign-in from a new IP with a code, a reused code, a wrong one, a
 * recovery code (once), the step's 5 attempts across factors, the holder name (normalised), turning it off.
 */
import { expect, it } from 'vitest';
import { totpCodeAt } from '../../../platform/security/totp';
import { bindPayoutAccountCall, setPaymentPasswordCall } from '../../../src/api/calls/money/withdrawals';
import {
  authenticatorCall,
  authenticatorConfirmCall,
  authenticatorDisableCall,
  authenticatorStartCall,
} from '../../../src/api/calls/security-centre/authenticator';
import { loginCall, loginVerificationCall, type SecondFactorChallenge } from '../../../src/api/calls/session';
import { describeEachDatabase, NEW_PLAYER_PASSWORD, type TestPlatform } from '../harness';

// The platform's clock runs ahead of the real one by `ahead`: a test moves it on by 30 s steps, as a phone's app would.
let ahead = 60_000;
const now = () => new Date(Date.now() + ahead);
const nextStep = () => {
  ahead += 30_000;
};

let addresses = 0;
const newIp = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describeEachDatabase(
  'authenticator app and bank account name as second factors',
  (platform) => {
    /** A new player with a confirmed authenticator: their token, username, secret and recovery codes. */
    async function enrolled(p: TestPlatform) {
      const player = await p.newPlayer({ prefix: 'totp', payeeName: 'Rahim Uddin' });
      const started = await p.call(authenticatorStartCall, {
        token: player.token,
        body: { password: NEW_PLAYER_PASSWORD },
      });
      expect(started.status).toBe(200);
      const confirmed = await p.call(authenticatorConfirmCall, {
        token: player.token,
        body: { code: totpCodeAt(started.value.totpSecret, now()) },
      });
      expect(confirmed.status).toBe(200);
      return { ...player, secret: started.value.totpSecret, recoveryCodes: confirmed.value.recoveryCodes };
    }

    /** A password sign-in from `ip`: the challenge it answers (the test fails if it signs in). */
    async function challenge(p: TestPlatform, username: string, ip: string): Promise<SecondFactorChallenge> {
      const res = await p.call(loginCall, {
        body: { type: 'username', username, password: NEW_PLAYER_PASSWORD, botCheck: await p.botCheck(ip) },
        ip,
      });
      expect(res.json.code).toBe('verification_required');
      return res.json.value as SecondFactorChallenge;
    }

    const answer = (p: TestPlatform, ip: string, body: Record<string, unknown>) =>
      p.call(loginVerificationCall, { body: body as never, ip });

    it('enrols with the password and a first code, shows the recovery codes once, and seals the secret', async () => {
      const p = platform();
      const player = await p.newPlayer({ prefix: 'totp' });
      const wrongPassword = await p.call(authenticatorStartCall, {
        token: player.token,
        body: { password: 'Wrong12345' },
      });
      expect(wrongPassword.json.code).toBe('in_incorrect_password');
      const started = await p.call(authenticatorStartCall, {
        token: player.token,
        body: { password: NEW_PLAYER_PASSWORD },
      });
      expect(started.value.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      // The app lists it under the merchant's name and the player's username.
      expect(started.value.totpUri).toContain(`issuer=Shapla`);
      expect(started.value.totpUri).toContain(player.username);
      expect(started.value.totpQr).toMatch(/^data:image\/svg\+xml;base64,/);
      // Not a factor until confirmed.
      expect((await p.call(authenticatorCall, { token: player.token })).value).toEqual({
        enrolled: false,
        recoveryCodesLeft: 0,
      });
      const wrong = await p.call(authenticatorConfirmCall, { token: player.token, body: { code: '000000' } });
      expect(wrong.json.code).toBe('totp_code_invalid');
      expect((await p.call(authenticatorCall, { token: player.token })).value.enrolled).toBe(false);
      const confirmed = await p.call(authenticatorConfirmCall, {
        token: player.token,
        body: { code: totpCodeAt(started.value.totpSecret, now()) },
      });
      expect(confirmed.value.recoveryCodes).toHaveLength(10);
      expect(new Set(confirmed.value.recoveryCodes).size).toBe(10);
      expect((await p.call(authenticatorCall, { token: player.token })).value).toEqual({
        enrolled: true,
        recoveryCodesLeft: 10,
      });
      // A second enrolment over a confirmed one is refused: the first stays.
      const again = await p.call(authenticatorStartCall, {
        token: player.token,
        body: { password: NEW_PLAYER_PASSWORD },
      });
      expect(again.json.code).toBe('authenticator_enrolled');
    });

    it('asks a new IP for the code instead of sending one, accepts it once and refuses a reused or wrong one', async () => {
      const p = platform();
      const player = await enrolled(p);
      nextStep();
      const ip = newIp();
      const step = await challenge(p, player.username, ip);
      expect(step.factors).toEqual(['totp']);
      expect(step.channel).toBeUndefined();
      const wrong = await answer(p, ip, {
        verificationToken: step.verificationToken,
        factor: 'totp',
        verificationCode: totpCodeAt(player.secret, new Date(now().getTime() + 600_000)),
      });
      expect(wrong.json.code).toBe('totp_code_invalid');
      // The SMS code path is not open to an account that has an authenticator: nothing was sent.
      const smsCode = await answer(p, ip, { verificationToken: step.verificationToken, verificationCode: '123456' });
      expect(smsCode.json.code).toBe('second_factor_unavailable');
      const code = totpCodeAt(player.secret, now());
      const ok = await answer(p, ip, {
        verificationToken: step.verificationToken,
        factor: 'totp',
        verificationCode: code,
      });
      expect(ok.status).toBe(200);
      expect(ok.value.account).toBe(player.username);
      // The same code in the same 30 s step, from another new IP: refused as used.
      const other = newIp();
      const second = await challenge(p, player.username, other);
      const reused = await answer(p, other, {
        verificationToken: second.verificationToken,
        factor: 'totp',
        verificationCode: code,
      });
      expect(reused.json.code).toBe('totp_code_used');
      // The next step's code opens it.
      nextStep();
      const fresh = await answer(p, other, {
        verificationToken: second.verificationToken,
        factor: 'totp',
        verificationCode: totpCodeAt(player.secret, now()),
      });
      expect(fresh.status).toBe(200);
    });

    it('takes a recovery code once, in any case and spacing', async () => {
      const p = platform();
      const player = await enrolled(p);
      const [recovery] = player.recoveryCodes as [string];
      const ip = newIp();
      const step = await challenge(p, player.username, ip);
      const typed = ` ${recovery.toUpperCase()} `;
      const ok = await answer(p, ip, {
        verificationToken: step.verificationToken,
        factor: 'totp',
        verificationCode: typed,
      });
      expect(ok.status).toBe(200);
      expect((await p.call(authenticatorCall, { token: player.token })).value.recoveryCodesLeft).toBe(9);
      const other = newIp();
      const second = await challenge(p, player.username, other);
      const again = await answer(p, other, {
        verificationToken: second.verificationToken,
        factor: 'totp',
        verificationCode: recovery,
      });
      expect(again.json.code).toBe('totp_code_invalid');
    });

    it('voids the step after 5 wrong answers of any factor, even for a right code', async () => {
      const p = platform();
      const player = await enrolled(p);
      nextStep();
      const ip = newIp();
      const step = await challenge(p, player.username, ip);
      const token = step.verificationToken;
      for (let i = 0; i < 3; i += 1) {
        const res = await answer(p, ip, { verificationToken: token, factor: 'totp', verificationCode: '000000' });
        expect(res.json.code).toBe('totp_code_invalid');
      }
      // A holder name the player has not bound: a wrong answer like the others.
      const noAccount = await answer(p, ip, { verificationToken: token, factor: 'bankName', accountName: 'Rahim' });
      expect(noAccount.json.code).toBe('second_factor_unavailable');
      const fifth = await answer(p, ip, { verificationToken: token, factor: 'totp', verificationCode: '000000' });
      expect(fifth.json.code).toBe('totp_code_invalid');
      const right = await answer(p, ip, {
        verificationToken: token,
        factor: 'totp',
        verificationCode: totpCodeAt(player.secret, now()),
      });
      expect(right.json.code).toBe('verification_attempts_exceeded');
      // An empty answer is a blank form, not a guess, and says which field.
      const blank = await answer(p, ip, { verificationToken: token, factor: 'bankName', accountName: ' ' });
      expect(blank.json).toMatchObject({ code: 'input_empty', value: { field: 'accountName' } });
    });

    it('offers the bound payout account holder name and takes it however it is typed', async () => {
      const p = platform();
      const player = await enrolled(p);
      await p.call(setPaymentPasswordCall, { token: player.token, body: { password: '246810' } });
      const bound = await p.call(bindPayoutAccountCall, {
        token: player.token,
        body: {
          methodCode: 'bkash',
          accountNumber: '01711223344',
          accountName: 'Rahim Uddin',
          paymentPassword: '246810',
        },
      });
      expect(bound.status).toBe(200);
      const ip = newIp();
      const step = await challenge(p, player.username, ip);
      expect(step.factors).toEqual(['totp', 'bankName']);
      const wrong = await answer(p, ip, {
        verificationToken: step.verificationToken,
        factor: 'bankName',
        accountName: 'Karim Uddin',
      });
      expect(wrong.json.code).toBe('account_name_mismatch');
      const ok = await answer(p, ip, {
        verificationToken: step.verificationToken,
        factor: 'bankName',
        accountName: '  RAHIM   uddín ',
      });
      expect(ok.status).toBe(200);
      expect(ok.value.account).toBe(player.username);
    });

    it('turns off with a code or with the password, and then a new IP is asked nothing of it', async () => {
      const p = platform();
      const byCode = await enrolled(p);
      const wrongCode = await p.call(authenticatorDisableCall, { token: byCode.token, body: { code: '000000' } });
      expect(wrongCode.json.code).toBe('totp_code_invalid');
      expect((await p.call(authenticatorCall, { token: byCode.token })).value.enrolled).toBe(true);
      nextStep();
      const off = await p.call(authenticatorDisableCall, {
        token: byCode.token,
        body: { code: totpCodeAt(byCode.secret, now()) },
      });
      expect(off.value).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
      // No mobile, no e-mail, no authenticator: the new IP signs in as before the authenticator.
      const ip = newIp();
      const signIn = await p.call(loginCall, {
        body: {
          type: 'username',
          username: byCode.username,
          password: NEW_PLAYER_PASSWORD,
          botCheck: await p.botCheck(ip),
        },
        ip,
      });
      expect(signIn.status).toBe(200);

      const byPassword = await enrolled(p);
      const wrongPassword = await p.call(authenticatorDisableCall, {
        token: byPassword.token,
        body: { password: 'Wrong12345' },
      });
      expect(wrongPassword.json.code).toBe('in_incorrect_password');
      const offByPassword = await p.call(authenticatorDisableCall, {
        token: byPassword.token,
        body: { password: NEW_PLAYER_PASSWORD },
      });
      expect(offByPassword.value.enrolled).toBe(false);
      const none = await p.call(authenticatorDisableCall, {
        token: byPassword.token,
        body: { password: NEW_PLAYER_PASSWORD },
      });
      expect(none.json.code).toBe('authenticator_not_enrolled');
    });
  },
  { clock: now },
);
