// @vitest-environment node
/**
 * A stranger's wrong passwords cannot lock the owner out. Failures are throttled per (account, address)
 * and per address; the owner's known device goes straight in with the right password, a new device with
 * the captcha; the bot check gets harder for the failing address; the owner is told.
 */
import { expect, it } from 'vitest';
import { FAILURES_PER_ACCOUNT_AND_IP, OWNER_ALERT_AFTER } from '../../platform/security/login-failures';
import { loginCall } from '../../src/api/calls/session';
import { botCheckChallengeCall } from '../../src/api/calls/system';
import { formatNumber } from '../../src/i18n/format';
import { CAPTCHA_ANSWER, describeEachDatabase } from './harness';

const OWNER_IP = '10.60.0.1';
const ATTACKER_IP = '10.60.6.6';

describeEachDatabase('no lockout by strangers', (platform) => {
  const attempt = async (password: string, ip: string, withCaptcha = true) => {
    const p = platform();
    const cookie = withCaptcha ? await p.captchaCookie(ip) : undefined;
    return p.call(loginCall, {
      body: {
        type: 'username',
        username: 'bdplayer2',
        password,
        botCheck: await p.botCheck(ip),
        ...(withCaptcha ? { captcha: CAPTCHA_ANSWER } : {}),
      },
      ip,
      cookie,
    });
  };

  it('throttles the guessing address, not the owner; tells the owner once', async () => {
    const p = platform();
    await p.login('bdplayer2', 'Player123', { ip: OWNER_IP }); // the owner's device is known from now on
    const codes: string[] = [];
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_IP + 2; i++)
      codes.push((await attempt('Wrong1234', ATTACKER_IP)).json.code);
    expect(codes.slice(0, FAILURES_PER_ACCOUNT_AND_IP).every((code) => code === 'in_incorrect_password')).toBe(true);
    expect(codes.slice(FAILURES_PER_ACCOUNT_AND_IP)).toEqual(['rate_limited', 'rate_limited']);
    // Even the right password is refused from the guessing address for this account...
    expect((await attempt('Player123', ATTACKER_IP)).status).toBe(429);

    // ...but the owner's known device signs in with the right password and no captcha,
    const owner = await attempt('Player123', OWNER_IP, false);
    expect(owner.status).toBe(200);
    // and a new device of the owner is asked for the captcha and the second factor, not refused.
    await attempt('Wrong1234', ATTACKER_IP); // keep the account's failure count up
    const newDevice = await attempt('Player123', '10.60.0.2');
    expect(newDevice.json.code).toBe('verification_required');

    // bdplayer2 has an e-mail address: the alert goes there (in the merchant's language and its digits), and only once.
    const alerts = await p.outbox('bdplayer2@example.com');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.body).toContain(formatNumber(OWNER_ALERT_AFTER, 'bn-BD'));
  });

  it('asks more bot-check work of an address that keeps failing', async () => {
    const p = platform();
    const costFrom = async (ip: string) =>
      (await p.call(botCheckChallengeCall, { ip })).value.parameters as unknown as { cost: number };
    const fresh = (await costFrom('10.61.0.1')).cost;
    for (let i = 0; i < 3; i++) await attempt('Wrong1234', '10.61.0.2');
    expect((await costFrom('10.61.0.2')).cost).toBe(fresh * 2);
    // A solution of an easy challenge (fetched elsewhere) is not enough from the failing address.
    const easy = await p.call(loginCall, {
      body: { type: 'username', username: 'bdplayer2', password: 'x', botCheck: await p.botCheck('10.61.0.1') },
      ip: '10.61.0.2',
    });
    expect(easy.json.code).toBe('bot_check_failed');
  });
});
