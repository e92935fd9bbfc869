// @vitest-environment node
/**
 * Operators' recovery codes, over HTTP on PGlite and PostgreSQL: shown once with the enrolment of a new or reset
 * operator, each signing in once in place of the authenticator's code, every use in the audit log; a wrong one is a
 * failed sign-in like a wrong code (audited, counted toward the 10 failures of a username), and a reset replaces the set.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  auditLogCall,
  createOperatorCall,
  operatorSignInCall,
  resetOperatorCall,
} from '../../../src/api/calls/admin-operators';
import { describeEachDatabase, OPERATOR_HOST, type TestPlatform } from '../harness';

const page = { host: OPERATOR_HOST, 'x-operator-request': '1', 'sec-fetch-site': 'same-origin' };
const PASSWORD = 'Long enough 123';

const signIn = (p: TestPlatform, username: string, code: string, password = PASSWORD) =>
  p.call(operatorSignInCall, { headers: page, body: { username, password, code } });

async function newOperator(p: TestPlatform, admin: Record<string, string>) {
  const username = `rc${randomBytes(4).toString('hex')}`;
  const created = await p.call(createOperatorCall, {
    headers: admin,
    body: { username, password: PASSWORD, role: 'reviewer' },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return { username, enrolment: created.value };
}

describeEachDatabase('operator recovery codes', (platform) => {
  it('shows ten codes once; each signs in once in place of the code, and every use is audited', async () => {
    const p = platform();
    const { headers: admin } = await p.operator('admin');
    const { username, enrolment } = await newOperator(p, admin);
    expect(enrolment.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolment.recoveryCodes).size).toBe(10);
    for (const code of enrolment.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const [first, second] = enrolment.recoveryCodes as [string, string];

    const used = await signIn(p, username, first);
    expect(used.status, JSON.stringify(used.json)).toBe(200);
    expect(used.value.operator.username).toBe(username);
    // Case and the dash do not matter, as the code was copied from paper.
    const typedLoosely = await signIn(p, username, second.replace('-', '').toUpperCase());
    expect(typedLoosely.status).toBe(200);
    // A code signs in once.
    const again = await signIn(p, username, first);
    expect(again.status).toBe(401);
    expect(again.json.code).toBe('unauthorized');
    expect(again.headers.get('set-cookie')).toBeNull();
    // The right code with a wrong password is refused, and the code is not spent by it.
    const third = enrolment.recoveryCodes[2] as string;
    expect((await signIn(p, username, third, 'Not the password 1')).status).toBe(401);
    expect((await signIn(p, username, third)).status).toBe(200);

    const uses = await p.call(auditLogCall, { headers: admin, query: { action: 'operator.recovery_code_used' } });
    const theirs = uses.value.rows.filter((row) => row.target === `operator:${username}`);
    expect(theirs.map((row) => row.after)).toEqual([{ left: 7 }, { left: 8 }, { left: 9 }]);
    expect(theirs.every((row) => row.actor === username)).toBe(true);
    const failed = await p.call(auditLogCall, { headers: admin, query: { action: 'operator.sign_in_failed' } });
    expect(failed.value.rows.filter((row) => row.target === `operator:${username}`).map((row) => row.reason)).toEqual([
      'wrong password',
      'wrong or used recovery code',
    ]);
  });

  it('refuses a wrong recovery code like a wrong code: it counts toward the 10 failures of a username', async () => {
    const p = platform();
    const { headers: admin } = await p.operator('admin');
    const { username, enrolment } = await newOperator(p, admin);
    for (let attempt = 0; attempt < 10; attempt++) {
      // The shape of a recovery code, but none of theirs.
      const wrong = await signIn(p, username, `zzzzz-zzzz${'abcdefghjk'[attempt]}`);
      expect(wrong.status, JSON.stringify(wrong.json)).toBe(401);
    }
    // Past the limit even a right code is not tried: the username waits out its window.
    const blocked = await signIn(p, username, enrolment.recoveryCodes[0] as string);
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe('rate_limited');
    // …and the code was not spent meanwhile.
    const uses = await p.call(auditLogCall, { headers: admin, query: { action: 'operator.recovery_code_used' } });
    expect(uses.value.rows.filter((row) => row.target === `operator:${username}`)).toEqual([]);
  });

  it('a reset issues new codes: the old ones no longer sign in, the new ones do', async () => {
    const p = platform();
    const { headers: admin } = await p.operator('admin');
    const { username, enrolment } = await newOperator(p, admin);
    const reset = await p.call(resetOperatorCall, { headers: admin, body: { username, password: PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.value.recoveryCodes).toHaveLength(10);
    expect(reset.value.recoveryCodes.some((code) => enrolment.recoveryCodes.includes(code))).toBe(false);
    expect((await signIn(p, username, enrolment.recoveryCodes[0] as string)).status).toBe(401);
    expect((await signIn(p, username, reset.value.recoveryCodes[0] as string)).status).toBe(200);
    const log = await p.call(auditLogCall, { headers: admin, query: { action: 'operator.reset' } });
    expect(log.value.rows.find((row) => row.target === `operator:${username}`)?.after).toEqual({ recoveryCodes: 10 });
  });
});
