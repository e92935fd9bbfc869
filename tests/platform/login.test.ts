// @vitest-environment node
import { expect, it } from 'vitest';
import { WEAK_DEFAULT_PASSWORD } from '../../platform/accounts/policy';
import { adminPasswordExpiredCall, adminWhitelabelCall } from '../../src/api/calls/admin';
import { memberInfoCall } from '../../src/api/calls/member';
import { freeplayLoginCall, loginCall, loginVerificationCall, logoutCall } from '../../src/api/calls/session';
import { smsNoLoginCall } from '../../src/api/calls/verification';
import { balanceCall } from '../../src/api/calls/wallet';
import { CAPTCHA_ANSWER, describeEachDatabase, MERCHANT, OTHER_MERCHANT } from './harness';

const BD_PLAYER1_MOBILE = '+8801710000001';

describeEachDatabase('login, second factor, free play and logout', (platform) => {
  const login = async (
    body: Record<string, unknown>,
    ip?: string,
    extra: { cookie?: string; merchant?: string } = {},
  ) =>
    platform().call(loginCall, { body: { botCheck: await platform().botCheck(ip), ...body } as never, ip, ...extra });

  // First in the block: the first sign-in of a seeded account is only first on a database nobody used yet (a
  // platform of its own for it cost a start per database).
  it('reports the first sign-in of an account once', async () => {
    const first = async () => (await login({ type: 'username', username: 'bdplayer1', password: 'Player123' })).value;
    expect((await first()).firstTimeLogin).toBe(true);
    expect((await first()).firstTimeLogin).toBe(false);
  });

  it('signs a player in by username and password', async () => {
    const res = await login({ type: 'username', username: 'bdplayer1', password: 'Player123' });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ account: 'bdplayer1', type: 0, passwordExpired: false });
    expect(res.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await platform().call(memberInfoCall, { token: res.value.token });
    expect(info.value).toMatchObject({ account: 'bdplayer1', isAgent: false, isTrial: false, currency: 'BDT' });
    const again = await login({ type: 'username', username: ' BDPLAYER1 ', password: 'Player123' });
    expect(again.value.firstTimeLogin).toBe(false);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    const wrong = await login({ type: 'username', username: 'bdplayer2', password: 'Wrong1234' }, '10.1.0.1');
    const unknown = await login({ type: 'username', username: 'nobody99', password: 'Wrong1234' }, '10.1.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('in_incorrect_password');
      expect(res.json.value).toEqual({ captchaRequired: false });
    }
  });

  it('demands the captcha after 3 failures for a username, and accepts it once', async () => {
    const p = platform();
    const ips = ['10.2.0.1', '10.2.0.2', '10.2.0.3'];
    const codes: unknown[] = [];
    for (const ip of ips)
      codes.push((await login({ type: 'username', username: 'bdagent2', password: 'bad' }, ip)).json.value);
    expect(codes.at(-1)).toEqual({ captchaRequired: true });
    const without = await login({ type: 'username', username: 'bdagent2', password: 'Agent123' }, '10.2.0.4');
    expect(without.json.code).toBe('captcha_required');
    const cookie = await p.captchaCookie('10.2.0.4');
    const wrong = await login(
      { type: 'username', username: 'bdagent2', password: 'Agent123', captcha: '0000' },
      '10.2.0.4',
      { cookie },
    );
    expect(wrong.json.code).toBe('captcha_incorrect');
    // the captcha was used up by the wrong guess
    const reused = await login(
      { type: 'username', username: 'bdagent2', password: 'Agent123', captcha: CAPTCHA_ANSWER },
      '10.2.0.4',
      { cookie },
    );
    expect(reused.json.code).toBe('captcha_required');
    const fresh = await p.captchaCookie('10.2.0.4');
    const ok = await login(
      { type: 'username', username: 'bdagent2', password: 'Agent123', captcha: CAPTCHA_ANSWER },
      '10.2.0.4',
      { cookie: fresh },
    );
    expect(ok.status).toBe(200);
  });

  it('demands the captcha after 3 failures from one IP across usernames', async () => {
    for (const name of ['ipfail1', 'ipfail2', 'ipfail3'])
      await login({ type: 'username', username: name, password: 'x' }, '10.3.0.1');
    const res = await login({ type: 'username', username: 'bdagent41', password: 'Agent123' }, '10.3.0.1');
    expect(res.json.code).toBe('captcha_required');
  });

  it('asks a second factor from a new IP and completes it with the SMS code', async () => {
    const p = platform();
    await p.login('bdagent1', 'Agent123', { ip: '10.4.0.1' });
    const challenge = await login({ type: 'username', username: 'bdagent1', password: 'Agent123' }, '10.4.0.2');
    expect(challenge.status).toBe(400);
    expect(challenge.json.code).toBe('verification_required');
    const value = challenge.json.value as { verificationToken: string; channel: string; maskedTarget: string };
    expect(value.channel).toBe('sms');
    expect(value.maskedTarget).not.toContain('1710000011');
    const code = await p.lastCode('+8801710000011');
    const wrong = await p.call(loginVerificationCall, {
      body: { verificationToken: value.verificationToken, verificationCode: '000000' === code ? '111111' : '000000' },
      ip: '10.4.0.2',
    });
    expect(wrong.json.code).toBe('verification_code_invalid');
    const ok = await p.call(loginVerificationCall, {
      body: { verificationToken: value.verificationToken, verificationCode: code },
      ip: '10.4.0.2',
    });
    expect(ok.status).toBe(200);
    expect(ok.value.account).toBe('bdagent1');
    // the code is single-use and the IP is now known
    const replay = await p.call(loginVerificationCall, {
      body: { verificationToken: value.verificationToken, verificationCode: code },
      ip: '10.4.0.2',
    });
    expect(replay.json.code).toBe('verification_code_invalid');
    expect(await p.login('bdagent1', 'Agent123', { ip: '10.4.0.2' })).toMatch(/^[\w-]{43}$/);
  });

  it('lets agents in at the agent portal and refuses players there', async () => {
    const agent = await login({ type: 'username', username: 'bdagent42', password: 'Agent123', portal: 'agent' });
    expect(agent.status).toBe(200);
    const player = await login({ type: 'username', username: 'bdplayer1', password: 'Player123', portal: 'agent' });
    expect(player.status).toBe(403);
    expect(player.json.code).toBe('error_not_agent');
  });

  it('refuses non-member accounts on the player site', async () => {
    const res = await login({ type: 'username', username: 'bdstaff', password: 'Player123' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('error_not_member');
  });

  it('reports the weak default password and, with PWDEXPFORCECHANGE3, old or expired-marked passwords', async () => {
    const p = platform();
    const weak = await login({ type: 'username', username: 'bdweakpass', password: WEAK_DEFAULT_PASSWORD });
    expect(weak.value.passwordExpired).toBe(true);
    const old = await login({ type: 'username', username: 'bdexpired', password: 'Player123' });
    expect(old.value.passwordExpired).toBe(false);
    await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PWDEXPFORCECHANGE3: true } } });
    const forced = await login({ type: 'username', username: 'bdexpired', password: 'Player123' });
    expect(forced.value.passwordExpired).toBe(true);
    const fresh = await login({ type: 'username', username: 'bdagent41', password: 'Agent123' }, '10.5.0.1');
    expect(fresh.value.passwordExpired).toBe(false);
    await p.admin(adminPasswordExpiredCall, { body: { merchantCode: MERCHANT, username: 'bdagent41', expired: true } });
    const marked = await login({ type: 'username', username: 'bdagent41', password: 'Agent123' }, '10.5.0.1');
    expect(marked.value.passwordExpired).toBe(true);
    await p.admin(adminWhitelabelCall, { body: { merchantCode: MERCHANT, flags: { PWDEXPFORCECHANGE3: false } } });
  });

  it('signs in by mobile and SMS code, one use per code', async () => {
    const p = platform();
    const sent = await p.call(smsNoLoginCall, {
      body: { mobileNum: '01710000001', botCheck: await p.botCheck() },
      ip: '10.6.0.1',
    });
    expect(sent.value).toEqual({ expiredMinutes: 5 });
    const code = await p.lastCode(BD_PLAYER1_MOBILE);
    const ok = await login({ type: 'sms', mobileNum: '01710000001', verificationCode: code }, '10.6.0.1');
    expect(ok.status).toBe(200);
    expect(ok.value.account).toBe('bdplayer1');
    const again = await login({ type: 'sms', mobileNum: '1710000001', verificationCode: code }, '10.6.0.1');
    expect(again.json.code).toBe('verification_code_invalid');
  });

  it('sends no SMS to unknown numbers but answers the same', async () => {
    const p = platform();
    const res = await p.call(smsNoLoginCall, {
      body: { mobileNum: '1799999999', botCheck: await p.botCheck() },
      ip: '10.6.0.2',
    });
    expect(res.value).toEqual({ expiredMinutes: 5 });
    expect(await p.outbox('+8801799999999')).toEqual([]);
  });

  it('does not accept a session of one merchant at another', async () => {
    const token = await platform().login('bdplayer2', 'Player123');
    const here = await platform().call(balanceCall, { token });
    expect(here.status).toBe(200);
    const there = await platform().call(balanceCall, { token, merchant: OTHER_MERCHANT });
    expect(there.status).toBe(401);
    expect(there.json.code).toBe('not_logged_in');
  });

  it('revokes the token at logout', async () => {
    const p = platform();
    const token = await p.login('bdplayer2', 'Player123');
    expect((await p.call(logoutCall, { token })).status).toBe(200);
    const after = await p.call(balanceCall, { token });
    expect(after.status).toBe(401);
    expect((await p.call(logoutCall, { token })).status).toBe(401);
    expect((await p.call(logoutCall)).json.code).toBe('not_logged_in');
  });

  it('answers calls made together (one session lookup for all) each by its own token', async () => {
    const p = platform();
    const [live, other, revoked] = await Promise.all([
      p.login('bdplayer1', 'Player123'),
      p.login('bdplayer2', 'Player123'),
      p.login('bdplayer2', 'Player123'),
    ]);
    expect((await p.call(logoutCall, { token: revoked })).status).toBe(200);
    const unknown = 'A'.repeat(43);
    const calls = [live, other, revoked, unknown, live, other].map((token) => p.call(memberInfoCall, { token }));
    const elsewhere = p.call(memberInfoCall, { token: live, merchant: OTHER_MERCHANT });
    const answers = await Promise.all([...calls, elsewhere]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 401, 200, 200, 401]);
    expect(answers.map((answer) => answer.value?.account ?? null)).toEqual([
      'bdplayer1',
      'bdplayer2',
      null,
      null,
      'bdplayer1',
      'bdplayer2',
      null,
    ]);
  });

  it('treats malformed and unknown tokens as not logged in', async () => {
    for (const token of ['short', 'x'.repeat(43), 'Bearer', '"><script>']) {
      const res = await platform().call(balanceCall, { token });
      expect(res.status).toBe(401);
    }
  });

  it('serves many concurrent logins of one account, each with its own token', async () => {
    const p = platform();
    // from the IP bdplayer1 first signed in from, so no second factor
    const tokens = await Promise.all(Array.from({ length: 8 }, () => p.login('bdplayer1', 'Player123')));
    expect(new Set(tokens).size).toBe(8);
    const balances = await Promise.all(tokens.map((token) => p.call(balanceCall, { token })));
    expect(balances.every((b) => b.value.balance === 1520.5)).toBe(true);
  });

  it('opens a trial account for free play when FREEPLAY3 is on, and refuses it when off', async () => {
    const p = platform();
    const res = await p.call(freeplayLoginCall, { body: { os: 'android', platform: 'W' } });
    expect(res.status).toBe(200);
    expect(res.value.type).toBe(4);
    const info = await p.call(memberInfoCall, { token: res.value.token });
    expect(info.value.isTrial).toBe(true);
    const off = await p.call(freeplayLoginCall, { body: {}, merchant: OTHER_MERCHANT });
    expect(off.status).toBe(403);
    expect(off.json.code).toBe('feature_disabled');
  });

  it('rejects bad login bodies with 400 bad_request', async () => {
    const p = platform();
    const bodies: unknown[] = [
      {},
      { type: 'username' },
      { type: 'email', username: 'a', password: 'b', botCheck: 'x' },
      { type: 'username', username: '', password: 'x', botCheck: 'x' },
      { type: 'username', username: 'a'.repeat(65), password: 'x', botCheck: 'x' },
      { type: 'username', username: 'bdplayer1', password: 42, botCheck: 'x' },
      { type: 'username', username: 'bdplayer1', password: 'Player123', botCheck: 'x', extra: 1 },
      { type: 'username', username: 'bdplayer1', password: 'Player123', botCheck: 'x', portal: 'admin' },
      { type: 'sms', mobileNum: '1710000001', botCheck: 'x' },
      [],
      null,
      'text',
    ];
    for (const body of bodies) {
      const res = await p.call(loginCall, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('bad_request');
    }
  });

  it('requires a valid, unused bot check', async () => {
    const p = platform();
    const base = { type: 'username', username: 'bdplayer1', password: 'Player123' };
    const forged = await p.call(loginCall, {
      body: { ...base, botCheck: Buffer.from('{"challenge":{}}').toString('base64') },
    });
    expect(forged.json.code).toBe('bot_check_failed');
    const solved = await p.botCheck();
    expect((await p.call(loginCall, { body: { ...base, botCheck: solved } })).status).toBe(200);
    const replay = await p.call(loginCall, { body: { ...base, botCheck: solved } });
    expect(replay.json.code).toBe('bot_check_failed');
  });

  it('accepts encrypted calls only in the encryption envelope for the current key', async () => {
    const p = platform();
    const body = JSON.stringify({
      type: 'username',
      username: 'bdplayer1',
      password: 'Player123',
      botCheck: await p.botCheck(),
    });
    const plain = await p.request('POST', loginCall.path, {
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(plain.status).toBe(400);
    const sealed = JSON.parse((await p.encodeBody(loginCall, JSON.parse(body))).text);
    const otherKid = await p.request('POST', loginCall.path, {
      body: JSON.stringify({ ...sealed, kid: 'AAAAAAAAAAAAAAAA' }),
    });
    expect(otherKid.status).toBe(400);
    expect((await otherKid.json()).value.kid).toBe(sealed.kid);
    const flipped = sealed.data.startsWith('A') ? `B${sealed.data.slice(1)}` : `A${sealed.data.slice(1)}`;
    const tampered = await p.request('POST', loginCall.path, {
      body: JSON.stringify({ ...sealed, data: flipped }),
    });
    expect(tampered.status).toBe(400);
    const notJson = await p.request('POST', loginCall.path, { body: '{"alg":' });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).code).toBe('bad_request');
  });

  it('closes sign-in during maintenance', async () => {
    const p = platform();
    const { adminSystemStatusCall } = await import('../../src/api/calls/admin');
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, maintenance: true } });
    const res = await login({ type: 'username', username: 'bdplayer1', password: 'Player123' });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('system_maintenance');
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, maintenance: false } });
  });
});
