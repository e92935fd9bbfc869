// @vitest-environment node
/**
 * The sign-in flow (src/stores/sign-in.ts) that the player's login dialog and the agent portal share, run
 * against the real reference platform in-process (PGlite in memory): the site's own API client with its
 * encryption and bot check, its requests answered by the platform's app. Each test signs in from its own
 * IP, so rate limits, captcha demands and second factors of one test never reach another.
 */
import { tenant } from 'virtual:tenant';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../src/api/api-error';
import { clearToken } from '../../../src/api/session';
import { admin, CAPTCHA_ANSWER, fromNewAddress, lastCode, platformPerFile } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const { api } = await import('../../../src/api/default-client');
const { captchaCall } = await import('../../../src/api/calls/system');
const { $dialog } = await import('../../../src/stores/dialogs');
const { $member, $sessionStatus } = await import('../../../src/stores/session');
const { REMEMBER_KEY } = await import('../../../src/stores/remember-me');
const { $signIn, leaveSecondFactor, setCaptchaAnswer, signIn, startFreePlay, startSignIn, verifySecondFactor } =
  await import('../../../src/stores/sign-in');

const cc = tenant.id === 'bangladesh' ? 'bd' : tenant.id.slice(0, 2);

const code = (failure: unknown) => (isApiError(failure) ? failure.code : String(failure));

platformPerFile();

beforeEach(() => {
  startSignIn();
});

describe('the shared sign-in flow', () => {
  it('signs a player in, opens the session and remembers the username when asked', async () => {
    const outcome = await signIn(
      { type: 'username', username: ` ${cc}player1 `, password: 'Player123', remember: true },
      { portal: 'player' },
    );
    expect(outcome).toBe('signed-in');
    expect($sessionStatus.get()).toBe('signed-in');
    expect($member.get()?.account).toBe(`${cc}player1`);
    expect(JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? '{}').username).toBe(`${cc}player1`);
    expect($signIn.get()).toMatchObject({ busy: false, failure: null, challenge: null });

    // Unticked, the next sign-in forgets it.
    startSignIn();
    await signIn(
      { type: 'username', username: `${cc}player1`, password: 'Player123', remember: false },
      { portal: 'player' },
    );
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('keeps a refusal for the form, then shows the captcha the platform asks for, and passes with it', async () => {
    const account = `${cc}player2`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await signIn({ type: 'username', username: account, password: 'Wrong1234' }, { portal: 'player' })).toBe(
        'refused',
      );
      expect(code($signIn.get().failure)).toBe('in_incorrect_password');
    }
    expect($signIn.get()).toMatchObject({ captchaShown: true, captchaVersion: 1, busy: false });
    expect($sessionStatus.get()).not.toBe('signed-in');

    // Without an answer the platform insists; a wrong answer is spent and a new image is due.
    await signIn({ type: 'username', username: account, password: 'Player123' }, { portal: 'player' });
    expect(code($signIn.get().failure)).toBe('captcha_required');
    await api.call(captchaCall);
    setCaptchaAnswer('0000');
    await signIn({ type: 'username', username: account, password: 'Player123' }, { portal: 'player' });
    expect(code($signIn.get().failure)).toBe('captcha_incorrect');
    expect($signIn.get()).toMatchObject({ captcha: '', captchaVersion: 3 });

    await api.call(captchaCall);
    setCaptchaAnswer(CAPTCHA_ANSWER);
    expect(await signIn({ type: 'username', username: account, password: 'Player123' }, { portal: 'player' })).toBe(
      'signed-in',
    );
    expect($member.get()?.account).toBe(account);
  });

  it('refuses a player at the agent portal and lets an agent in, with the same flow', async () => {
    const player = await signIn(
      { type: 'username', username: `${cc}player1`, password: 'Player123' },
      { portal: 'agent' },
    );
    expect(player).toBe('refused');
    expect(code($signIn.get().failure)).toBe('error_not_agent');
    expect(sessionStorage.getItem('token')).toBeNull();

    const agent = await signIn(
      { type: 'username', username: `${cc}agent42`, password: 'Agent123' },
      { portal: 'agent' },
    );
    expect(agent).toBe('signed-in');
    expect($member.get()).toMatchObject({ account: `${cc}agent42`, isAgent: true });
    // The agent portal has no remember-me: nothing was stored.
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('asks for the second factor on a new device and completes the sign-in with the code sent', async () => {
    await signIn({ type: 'username', username: `${cc}agent1`, password: 'Agent123' }, { portal: 'agent' });
    clearToken();
    startSignIn();
    fromNewAddress();
    const outcome = await signIn(
      { type: 'username', username: `${cc}agent1`, password: 'Agent123' },
      { portal: 'agent' },
    );
    expect(outcome).toBe('secondFactor');
    expect($signIn.get().challenge).toMatchObject({ channel: 'sms', factors: ['sms'] });
    expect(sessionStorage.getItem('token')).toBeNull();

    const sent = await lastCode(`${tenant.countryDialingCode}1710000011`);
    const wrong = sent === '000000' ? '111111' : '000000';
    expect(await verifySecondFactor({ factor: 'code', verificationCode: wrong })).toBe('refused');
    expect(code($signIn.get().failure)).toBe('verification_code_invalid');
    expect(await verifySecondFactor({ factor: 'code', verificationCode: ` ${sent} ` })).toBe('signed-in');
    expect($member.get()?.account).toBe(`${cc}agent1`);
  });

  it('goes back from the second factor to the form with nothing left of the step', async () => {
    await signIn({ type: 'username', username: `${cc}agent2`, password: 'Agent123' }, { portal: 'agent' });
    clearToken();
    startSignIn();
    fromNewAddress();
    expect(await signIn({ type: 'username', username: `${cc}agent2`, password: 'Agent123' }, { portal: 'agent' })).toBe(
      'secondFactor',
    );
    await verifySecondFactor({ factor: 'code', verificationCode: '000001' });
    leaveSecondFactor();
    expect($signIn.get()).toMatchObject({ challenge: null, failure: null });
  });

  it('hands a forced password change the password typed and where the portal goes next', async () => {
    // The weak default password must be changed at once.
    const weak = await signIn(
      { type: 'username', username: `${cc}weakpass`, password: 'abc12345' },
      { portal: 'player' },
    );
    expect(weak).toBe('changePassword');
    expect($dialog.get()).toEqual({ name: 'changePassword', options: { forced: true, oldPassword: 'abc12345' } });

    // The agent portal says where to go once the password is changed.
    $dialog.set(null);
    startSignIn();
    await admin('POST', '/admin/merchant/whitelabel', {
      merchantCode: tenant.merchantCode,
      flags: { PWDEXPFORCECHANGE3: true },
    });
    await admin('POST', '/admin/member/password-expired', {
      merchantCode: tenant.merchantCode,
      username: `${cc}agent41`,
      expired: true,
    });
    const agent = await signIn(
      { type: 'username', username: `${cc}agent41`, password: 'Agent123' },
      { portal: 'agent', afterPasswordChange: '/en/agentHome/' },
    );
    expect(agent).toBe('changePassword');
    expect($dialog.get()?.options).toEqual({ forced: true, oldPassword: 'Agent123', returnTo: '/en/agentHome/' });
  });

  it('starts free play without a password and sends nothing twice while busy', async () => {
    const first = startFreePlay();
    expect(await startFreePlay()).toBe('busy');
    const outcome = await first;
    if (tenant.features.FREEPLAY3) {
      expect(outcome).toBe('signed-in');
      expect($sessionStatus.get()).toBe('signed-in');
    } else expect(outcome).toBe('refused');
  });
});
