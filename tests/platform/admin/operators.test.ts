// @vitest-environment node
/**
 * Operators as people, over HTTP on PGlite and PostgreSQL: the console's sign-in with username, password
 * and TOTP code; each role reaching only its calls (403 forbidden otherwise); decisions naming their operator, a
 * rejection's reason reaching the member; an admin managing operators; and every action in the audit log.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET } from '../../../platform/admin';
import { totpCodeAt } from '../../../platform/security/totp';
import { adminSystemStatusCall } from '../../../src/api/calls/admin';
import {
  adminDepositDecisionCall,
  adminDepositsCall,
  adminWithdrawalDecisionCall,
} from '../../../src/api/calls/admin-money';
import {
  auditLogCall,
  createOperatorCall,
  operatorSessionCall,
  operatorSignInCall,
  operatorSignOutCall,
  operatorsCall,
  updateOperatorCall,
} from '../../../src/api/calls/admin-operators';
import { adminInboxSendCall } from '../../../src/api/calls/inbox/admin-send';
import { depositCall, depositsCall } from '../../../src/api/calls/money/deposits';
import { describeEachDatabase, MERCHANT, OPERATOR_HOST, type TestPlatform } from '../harness';

const key = () => randomBytes(12).toString('hex');
const page = { host: OPERATOR_HOST, 'x-operator-request': '1', 'sec-fetch-site': 'same-origin' };

/** A pending bKash deposit of a new player. */
async function pendingDeposit(p: TestPlatform) {
  const player = await p.newPlayer({ prefix: 'opdep' });
  const made = await p.call(depositCall, {
    token: player.token,
    body: {
      methodCode: 'bkash',
      amount: 50_000,
      senderAccount: '01712345678',
      trxId: randomBytes(5).toString('hex').toUpperCase(),
      idempotencyKey: key(),
    },
  });
  expect(made.status).toBe(200);
  return { player, depositId: made.value.deposit.id };
}

const signInAttempt = (p: TestPlatform, username: string, password: string, code: string) =>
  p.call(operatorSignInCall, { headers: page, body: { username, password, code } });

describeEachDatabase('operators', (platform) => {
  // First in the block: the rule is about the whole operators table, whose one admin is still the demo's here (a
  // platform of its own for it cost a start).
  it('keeps the last admin: it can be neither demoted nor disabled, so someone can always manage the operators', async () => {
    const p = platform();
    for (const change of [{ role: 'finance' as const }, { disabled: true }]) {
      const refused = await p.admin(updateOperatorCall, { body: { username: 'admin', ...change } });
      expect(refused.status).toBe(400);
    }
    const second = await p.operator('admin');
    const demoted = await p.admin(updateOperatorCall, { body: { username: 'admin', role: 'finance' } });
    expect(demoted.value).toMatchObject({ role: 'finance', disabled: false });
    const last = await p.call(updateOperatorCall, {
      headers: second.headers,
      body: { username: second.username, role: 'reviewer' },
    });
    expect(last.status).toBe(400);
  });

  it('signs in with username, password and the current code; a wrong code or password is refused alike', async () => {
    const p = platform();
    const now = new Date();
    const good = await signInAttempt(p, 'reviewer', DEMO_OPERATOR_PASSWORD, totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, now));
    expect(good.status).toBe(200);
    expect(good.value.operator).toEqual({
      username: 'reviewer',
      role: 'reviewer',
      permissions: ['queues', 'review'],
      merchants: null,
    });
    const cookie = (good.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const whoAmI = await p.call(operatorSessionCall, { headers: { ...page, cookie } });
    expect(whoAmI.value.operator?.username).toBe('reviewer');

    // A code from ten minutes ahead (an old or guessed one), a wrong password, an unknown name: the same 401.
    const later = totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, new Date(now.getTime() + 600_000));
    const wrongCode = await signInAttempt(p, 'reviewer', DEMO_OPERATOR_PASSWORD, later);
    const wrongPassword = await signInAttempt(p, 'reviewer', 'Operator124', totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, now));
    const unknown = await signInAttempt(p, 'nobody', DEMO_OPERATOR_PASSWORD, '123456');
    // A code signs in once: the same code again (seen over a shoulder, replayed) is refused too.
    const replay = await signInAttempt(
      p,
      'reviewer',
      DEMO_OPERATOR_PASSWORD,
      totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, now),
    );
    for (const refused of [wrongCode, wrongPassword, unknown, replay]) {
      expect(refused.status).toBe(401);
      expect(refused.json.code).toBe('unauthorized');
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const admin = (await p.operator('admin')).headers;
    const failures = await p.call(auditLogCall, {
      headers: admin,
      query: { action: 'operator.sign_in_failed', actor: 'reviewer' },
    });
    expect(failures.value.rows.map((row) => row.reason).slice(0, 3)).toEqual([
      'code used already',
      'wrong password',
      'wrong code',
    ]);

    // Signing out revokes the session: the cookie is worth nothing afterwards.
    expect((await p.call(operatorSignOutCall, { headers: { ...page, cookie } })).status).toBe(200);
    expect((await p.call(operatorSessionCall, { headers: { ...page, cookie } })).value.operator).toBeNull();
    const after = await p.call(adminDepositsCall, { headers: { ...page, cookie }, query: { merchantCode: MERCHANT } });
    expect(after.status).toBe(401);
  });

  it('lets each role reach only its calls: 403 forbidden for the rest, checked on the server', async () => {
    const p = platform();
    const as = {
      reviewer: (await p.operator('reviewer')).headers,
      finance: (await p.operator('finance')).headers,
      marketing: (await p.operator('marketing')).headers,
      admin: (await p.operator('admin')).headers,
    };
    const queue = { query: { merchantCode: MERCHANT } };
    const settings = { body: { merchantCode: MERCHANT, maintenance: false } };
    // A withdrawal that does not exist: the role is judged before the withdrawal is looked for.
    const pay = { body: { merchantCode: MERCHANT, withdrawalId: 999_999, decision: 'pay' as const } };
    const statuses = async (headers: Record<string, string>) => ({
      queue: (await p.call(adminDepositsCall, { headers, ...queue })).status,
      settings: (await p.call(adminSystemStatusCall, { headers, ...settings })).status,
      operators: (await p.call(operatorsCall, { headers })).status,
      audit: (await p.call(auditLogCall, { headers, query: {} })).status,
      pay: (await p.call(adminWithdrawalDecisionCall, { headers, ...pay })).status,
    });
    expect(await statuses(as.reviewer)).toEqual({ queue: 200, settings: 403, operators: 403, audit: 403, pay: 403 });
    expect(await statuses(as.finance)).toEqual({ queue: 200, settings: 403, operators: 403, audit: 403, pay: 409 });
    expect(await statuses(as.marketing)).toEqual({ queue: 403, settings: 403, operators: 403, audit: 403, pay: 403 });
    expect(await statuses(as.admin)).toEqual({ queue: 200, settings: 200, operators: 200, audit: 200, pay: 409 });
    const refused = await p.call(adminSystemStatusCall, { headers: as.reviewer, ...settings });
    expect(refused.json.code).toBe('forbidden');
    // Finance pays but does not review deposits.
    const { depositId } = await pendingDeposit(p);
    const approve = { body: { merchantCode: MERCHANT, depositId, decision: 'approve' as const } };
    expect((await p.call(adminDepositDecisionCall, { headers: as.finance, ...approve })).status).toBe(403);
  });

  it('records who decided, when and why; a rejection needs a reason, which the member reads', async () => {
    const p = platform();
    const { username, headers: reviewer } = await p.operator('reviewer');
    const { player, depositId } = await pendingDeposit(p);
    const reject = { merchantCode: MERCHANT, depositId, decision: 'reject' as const };
    const bare = await p.call(adminDepositDecisionCall, { headers: reviewer, body: reject });
    expect(bare.status).toBe(400);
    const reason = 'رقم المعاملة غير موجود';
    const rejected = await p.call(adminDepositDecisionCall, { headers: reviewer, body: { ...reject, reason } });
    expect(rejected.value).toMatchObject({ status: 'rejected', reason });
    const mine = await p.call(depositsCall, { token: player.token, query: {} });
    expect(mine.value.rows.find((row) => row.id === depositId)).toMatchObject({ status: 'rejected', reason });

    const approved = await pendingDeposit(p);
    const approve = { merchantCode: MERCHANT, depositId: approved.depositId, decision: 'approve' as const };
    expect((await p.call(adminDepositDecisionCall, { headers: reviewer, body: approve })).status).toBe(200);

    const admin = (await p.operator('admin')).headers;
    const log = await p.call(auditLogCall, { headers: admin, query: { actor: username } });
    const [approval, rejection] = log.value.rows.filter((row) => row.action.startsWith('deposit.'));
    expect(rejection).toMatchObject({
      actor: username,
      action: 'deposit.reject',
      target: `deposit:${depositId}`,
      merchantCode: MERCHANT,
      reason,
      before: { status: 'pending' },
      after: { status: 'rejected', amount: 50_000 },
    });
    expect(approval).toMatchObject({ action: 'deposit.approve', target: `deposit:${approved.depositId}` });
    expect(Date.parse(approval?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('audits the admin token as api-token, and a setting change with its values before and after', async () => {
    const p = platform();
    const on = await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, blockedCountries: ['KP'] } });
    expect(on.status).toBe(200);
    await p.admin(adminSystemStatusCall, { body: { merchantCode: MERCHANT, blockedCountries: [] } });
    const log = await p.admin(auditLogCall, { query: { action: 'merchant.status' } });
    const [undo, change] = log.value.rows;
    expect(change).toMatchObject({
      actor: 'api-token',
      target: `merchant:${MERCHANT}`,
      before: { blockedCountries: [] },
      after: { blockedCountries: ['KP'] },
    });
    expect(undo).toMatchObject({ before: { blockedCountries: ['KP'] }, after: { blockedCountries: [] } });

    // A call that writes no row of its own is still in the log: the guard records it with its body.
    const marketing = await p.operator('marketing');
    const message = { merchantCode: MERCHANT, username: 'bdplayer2', kind: 'personal' as const };
    const sent = await p.call(adminInboxSendCall, {
      headers: marketing.headers,
      body: { ...message, title: 'Audit test', content: 'Hello' },
    });
    expect(sent.status).toBe(200);
    const generic = await p.admin(auditLogCall, { query: { actor: marketing.username } });
    expect(generic.value.rows.find((row) => row.action === 'POST /admin/inbox/send')).toMatchObject({
      target: '/admin/inbox/send',
      merchantCode: MERCHANT,
      after: { ...message, title: 'Audit test' },
    });
  });

  it('lets an admin create an operator, whose enrolment signs them in; disabling ends their session', async () => {
    const p = platform();
    const { username: me, headers: admin } = await p.operator('admin');
    const username = `rev${randomBytes(3).toString('hex')}`;
    const password = 'Long enough 123';
    const created = await p.call(createOperatorCall, {
      headers: admin,
      body: { username, password, role: 'reviewer' },
    });
    expect(created.status).toBe(200);
    expect(created.value.totpUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(created.value.totpQr).toMatch(/^data:image\/svg\+xml;base64,/);
    const taken = await p.call(createOperatorCall, { headers: admin, body: { username, password, role: 'admin' } });
    expect(taken.json.code).toBe('account_in_use');

    const theirs = await p.signInOperator(username, password, created.value.totpSecret);
    expect((await p.call(adminDepositsCall, { headers: theirs, query: { merchantCode: MERCHANT } })).status).toBe(200);
    const disabled = await p.call(updateOperatorCall, { headers: admin, body: { username, disabled: true } });
    expect(disabled.value.disabled).toBe(true);
    expect((await p.call(adminDepositsCall, { headers: theirs, query: { merchantCode: MERCHANT } })).status).toBe(401);
    // Signing in again, a step later (a fresh code): a disabled operator is refused all the same.
    const later = new Date(Date.now() + 30_000);
    await expect(p.signInOperator(username, password, created.value.totpSecret, later)).rejects.toThrow(/unauthorized/);

    // An admin cannot disable themselves (nor demote or disable the last enabled admin: operator-account-routes.ts).
    const self = await p.call(updateOperatorCall, { headers: admin, body: { username: me, disabled: true } });
    expect(self.status).toBe(400);
    const log = await p.call(auditLogCall, { headers: admin, query: { actor: me, action: 'operator.disable' } });
    expect(log.value.rows[0]).toMatchObject({
      target: `operator:${username}`,
      before: { disabled: false },
      after: { disabled: true },
    });
  });
});
