// @vitest-environment node
import { expect, it } from 'vitest';
import { feedbackCall } from '../../src/api/calls/feedback';
import {
  changePasswordCall,
  consolidatedCall,
  forgotPasswordEmailCall,
  memberIconCall,
  memberIconUpdateCall,
  memberInfoCall,
  passwordVerificationCall,
  resetPasswordCall,
  unreadMessageCountCall,
} from '../../src/api/calls/member';
import { freeplayLoginCall } from '../../src/api/calls/session';
import { smsNoLoginCall } from '../../src/api/calls/verification';
import { balanceCall, merchantWalletCall } from '../../src/api/calls/wallet';
import { CAPTCHA_ANSWER, describeEachDatabase } from './harness';

describeEachDatabase('member data, passwords and feedback', (platform) => {
  it('answers the member their own info, balance, wallet mode and unread count', async () => {
    const p = platform();
    const token = await p.login('bdplayer1', 'Player123');
    const info = await p.call(memberInfoCall, { token });
    expect(info.value).toMatchObject({
      account: 'bdplayer1',
      type: 0,
      mobile: '+880*******001',
      email: 'bd***@example.com',
    });
    expect((await p.call(balanceCall, { token })).value).toEqual({
      balance: 1520.5,
      currency: 'BDT',
      currencySymbol: '৳',
    });
    expect((await p.call(merchantWalletCall, { token })).value).toEqual({ isSingle: true });
    expect((await p.call(unreadMessageCountCall, { token })).value).toEqual({ count: 2 });
    const other = await p.login('bdplayer2', 'Player123');
    expect((await p.call(balanceCall, { token: other })).value.balance).toBe(300);
  });

  it('answers 401 not_logged_in to every member call without a token', async () => {
    for (const call of [
      memberInfoCall,
      memberIconCall,
      balanceCall,
      merchantWalletCall,
      consolidatedCall,
      unreadMessageCountCall,
    ]) {
      const res = await platform().call(call);
      expect(res.status, call.path).toBe(401);
      expect(res.json.code).toBe('not_logged_in');
    }
  });

  it('changes and validates the icon', async () => {
    const p = platform();
    const token = await p.login('bdplayer2', 'Player123');
    expect((await p.call(memberIconUpdateCall, { token, body: { icon: 7 } })).value).toEqual({ icon: 7 });
    expect((await p.call(memberIconCall, { token })).value).toEqual({ icon: 7 });
    for (const icon of [0, 13, 2.5, '3', null]) {
      const res = await p.call(memberIconUpdateCall, { token, body: { icon } });
      expect(res.status).toBe(400);
    }
  });

  it('answers consolidated contract info to members and agents, not to trial users', async () => {
    const p = platform();
    // the demo agent holds the operator's contracts of every kind (contracts/seed.ts), with nothing to answer
    const agent = await p.login('bdagent1', 'Agent123');
    expect((await p.call(consolidatedCall, { token: agent })).value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      enabled: { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true },
    });
    const player = await p.login('bdplayer1', 'Player123');
    expect((await p.call(consolidatedCall, { token: player })).value.enabled).toEqual({
      enableCt: false,
      salary: false,
      hourSalary: false,
      agentRealtimeSalary: false,
    });
    const trial = (await p.call(freeplayLoginCall, { body: {} })).value.token;
    const blocked = await p.call(consolidatedCall, { token: trial });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe('trial_user_blocked');
    const change = await p.call(changePasswordCall, {
      token: trial,
      body: { oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
    });
    expect(change.json.code).toBe('trial_user_blocked');
  });

  it('changes the password, checks old and confirmation, and ends other sessions', async () => {
    const p = platform();
    const first = await p.login('bdagent41', 'Agent123');
    const second = await p.login('bdagent41', 'Agent123');
    const change = (body: Record<string, string>) => p.call(changePasswordCall, { token: first, body });
    expect(
      (await change({ oldPassword: 'Wrong123', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' })).json
        .code,
    ).toBe('in_incorrect_password');
    expect(
      (await change({ oldPassword: 'Agent123', newPassword: 'Newpass123', confirmNewPassword: 'Newpass124' })).json
        .code,
    ).toBe('inconsistent_twice');
    expect(
      (await change({ oldPassword: 'Agent123', newPassword: 'short', confirmNewPassword: 'short' })).json.code,
    ).toBe('password_rule');
    expect((await change({ oldPassword: 'Agent123' })).json.code).toBe('bad_request');
    const ok = await change({ oldPassword: 'Agent123', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' });
    expect(ok.status).toBe(200);
    expect((await p.call(balanceCall, { token: first })).status).toBe(200);
    expect((await p.call(balanceCall, { token: second })).status).toBe(401);
    expect(await p.login('bdagent41', 'Newpass123')).toBeTruthy();
  });

  it('mails a reset code for a matching username and e-mail, which sets a new password once', async () => {
    const p = platform();
    const mismatch = await p.call(forgotPasswordEmailCall, {
      body: { username: 'bdagent42', email: 'someone@example.com' },
    });
    expect(mismatch.status).toBe(404);
    expect(mismatch.json.code).toBe('username_email_not_exist');
    const sent = await p.call(forgotPasswordEmailCall, {
      body: { username: 'bdagent42', email: 'BDAGENT42@example.com' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await p.outbox('bdagent42@example.com');
    expect(mail?.channel).toBe('email');
    const resetCode = mail?.body.match(/resetCode=([\w-]+)/)?.[1] as string;
    expect(resetCode).toMatch(/^[\w-]{43}$/);
    const reset = await p.call(resetPasswordCall, {
      body: { username: 'bdagent42', resetCode, newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' },
    });
    expect(reset.status).toBe(200);
    expect(reset.value.account).toBe('bdagent42');
    const replay = await p.call(resetPasswordCall, {
      body: { username: 'bdagent42', resetCode, newPassword: 'Reset5678', confirmNewPassword: 'Reset5678' },
    });
    expect(replay.json.code).toBe('verification_code_invalid');
    expect(await p.login('bdagent42', 'Reset1234')).toBeTruthy();
  });

  it('takes the forgot-password form only form-encoded', async () => {
    const res = await platform().request('POST', forgotPasswordEmailCall.path, {
      body: JSON.stringify({ username: 'bdagent42', email: 'bdagent42@example.com' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const missing = await platform().call(forgotPasswordEmailCall, { body: { username: 'bdagent42' } });
    expect(missing.json.code).toBe('bad_request');
  });

  it('sets a password by phone with an SMS code and signs in', async () => {
    const p = platform();
    await p.call(smsNoLoginCall, { body: { mobileNum: '1710000004', botCheck: await p.botCheck() }, ip: '10.30.0.1' });
    const code = await p.lastCode('+8801710000004');
    const res = await p.call(passwordVerificationCall, {
      body: {
        mobileNum: '01710000004',
        verificationCode: code,
        newPassword: 'Phone9876',
        confirmNewPassword: 'Phone9876',
      },
      ip: '10.30.0.1',
    });
    expect(res.status).toBe(200);
    expect(res.value.account).toBe('bdexpired');
    expect(await p.login('bdexpired', 'Phone9876', { ip: '10.30.0.1' })).toBeTruthy();
  });

  it('stores feedback with a valid captcha and bot check and rejects bad feedback', async () => {
    const p = platform();
    const content = 'The deposit page keeps loading forever.';
    const cookie = await p.captchaCookie();
    const ok = await p.call(feedbackCall, {
      body: { content, sender: 'bdplayer1', type: 1, captcha: CAPTCHA_ANSWER, botCheck: await p.botCheck() },
      cookie,
    });
    expect(ok.status).toBe(200);
    const reused = await p.call(feedbackCall, {
      body: { content, sender: 'bdplayer1', type: 1, captcha: CAPTCHA_ANSWER, botCheck: await p.botCheck() },
      cookie,
    });
    expect(reused.json.code).toBe('captcha_required');
    const bad: Record<string, unknown>[] = [
      { content: 'too short', sender: 'a', type: 1, captcha: '1' },
      { content: 'x'.repeat(201), sender: 'a', type: 1, captcha: '1' },
      { content, sender: 'a', type: 5, captcha: '1' },
      { content, sender: 'a', type: '1', captcha: '1' },
      { content, sender: '', type: 0, captcha: '1' },
      { content, sender: 'a', type: 0 },
    ];
    for (const body of bad) {
      const res = await p.call(feedbackCall, {
        body: { ...body, botCheck: await p.botCheck() },
        cookie: await p.captchaCookie(),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('bad_request');
    }
    const wrong = await p.call(feedbackCall, {
      body: { content, sender: 'a', type: 6, captcha: '0000', botCheck: await p.botCheck() },
      cookie: await p.captchaCookie(),
    });
    expect(wrong.json.code).toBe('captcha_incorrect');
  });

  // A captcha alone can be read by a trained script; the proof of work prices each try.
  it('refuses feedback without a valid, unused bot check and keeps the captcha for the next try', async () => {
    const p = platform();
    const body = {
      content: 'The withdrawal page shows no banks.',
      sender: 'visitor',
      type: 2,
      captcha: CAPTCHA_ANSWER,
    };
    const cookie = await p.captchaCookie();
    const missing = await p.call(feedbackCall, { body: body as never, cookie });
    expect([missing.status, missing.json.code]).toEqual([400, 'bad_request']);
    for (const botCheck of ['not-a-payload', btoa(JSON.stringify({ challenge: {}, solution: {} }))]) {
      const refused = await p.call(feedbackCall, { body: { ...body, botCheck }, cookie });
      expect([refused.status, refused.json.code]).toEqual([400, 'bot_check_failed']);
    }
    const solved = await p.botCheck();
    // The refusals above did not use up the captcha: the same image's answer still works once.
    expect((await p.call(feedbackCall, { body: { ...body, botCheck: solved }, cookie })).status).toBe(200);
    const replay = await p.call(feedbackCall, { body: { ...body, botCheck: solved }, cookie: await p.captchaCookie() });
    expect([replay.status, replay.json.code]).toEqual([400, 'bot_check_failed']);
  });
});
