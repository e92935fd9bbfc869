// @vitest-environment node
/**
 * The forgot-password flows (src/features/auth/password-reset.ts) that the forgot-password dialog shows, without
 * React, against the real reference platform in-process (PGlite in memory, its demo accounts): by e-mail with the
 * reset mail's link, and by phone with the SMS code. Each test comes from its own address.
 */
import { tenant } from 'virtual:tenant';
import { describe, expect, it, vi } from 'vitest';
import { admin, lastCode, platformPerFile } from '../support/in-process-platform';

vi.mock('../../../src/api/default-client', async () =>
  (await import('../support/in-process-platform')).defaultClientModule(),
);

const { api } = await import('../../../src/api/default-client');
const { takeBotCheck } = await import('../../../src/api/bot-check');
const { smsNoLoginCall } = await import('../../../src/api/calls/verification');
const { requestResetMail, resetByCode, resetByPhone } = await import('../../../src/features/auth/password-reset');
const { loadRegisterRules } = await import('../../../src/features/auth/register-rules');
const { $member } = await import('../../../src/stores/session');

const cc = tenant.id === 'bangladesh' ? 'bd' : tenant.id.slice(0, 2);

platformPerFile();

/** The reset code in the newest mail to `email`: the link /login?resetCode=…&username=…. */
async function resetCodeMailedTo(email: string): Promise<string> {
  const [mail] = (await admin('GET', `/admin/outbox?to=${encodeURIComponent(email)}`)) as { body: string }[];
  const code = mail?.body.match(/resetCode=([^&\s]+)/)?.[1];
  if (!code) throw new Error(`no reset link mailed to ${email}`);
  return code;
}

describe('forgot password', () => {
  it('by e-mail: refuses an address the account does not have, mails the link, and the link signs in', async () => {
    const rules = await loadRegisterRules();
    const username = `${cc}player2`;
    expect(await requestResetMail({ username, email: 'someone@example.com' }, rules)).toEqual({
      status: 'refused',
      failure: { field: null, message: { key: 'errors.username_email_not_exist' } },
    });
    expect(await requestResetMail({ username: ` ${username} `, email: `${username}@example.com ` }, rules)).toEqual({
      status: 'mailed',
    });
    const link = { username, resetCode: await resetCodeMailedTo(`${username}@example.com`) };

    // The form's own check first: a confirmation that differs never reaches the platform, nor spends the code.
    const differs = await resetByCode(link, { newPassword: 'Reset1234', confirmNewPassword: 'Reset4321' }, rules);
    expect(differs).toMatchObject({ status: 'invalid', errors: { confirmNewPassword: expect.anything() } });
    expect(await resetByCode(link, { newPassword: 'Reset1234', confirmNewPassword: 'Reset1234' }, rules)).toEqual({
      status: 'signed-in',
      session: 'signed-in',
    });
    expect($member.get()?.account).toBe(username);
  });

  it('by phone: a wrong code is refused on its field; the sent one sets the password and signs in', async () => {
    const rules = await loadRegisterRules();
    const mobileNum = '1710000003';
    await api.call(smsNoLoginCall, {
      body: { mobileNum, countryDialingCode: tenant.countryDialingCode, botCheck: await takeBotCheck() },
    });
    const sent = await lastCode(`${tenant.countryDialingCode}${mobileNum}`);
    const wrong = sent === '000000' ? '111111' : '000000';
    const refused = await resetByPhone({ mobileNum, verificationCode: wrong, newPassword: 'Phone1234' }, rules);
    expect(refused).toMatchObject({ status: 'refused' });
    expect(
      await resetByPhone(
        { mobileNum: ` ${mobileNum}`, verificationCode: ` ${sent} `, newPassword: 'Phone1234' },
        rules,
      ),
    ).toEqual({
      status: 'signed-in',
      session: 'signed-in',
    });
    expect($member.get()?.account).toBe(`${cc}weakpass`);
  });
});
