// @vitest-environment node
/**
 * Issue 9 items 5 and 7: the registration SMS does not tell registered numbers apart, and every path that
 * sends a code (here the sign-in second factor) passes the same SMS limits.
 */
import { expect, it } from 'vitest';
import { loginCall } from '../../src/api/contract/session';
import { smsRegisterCall } from '../../src/api/contract/verification';
import { describeEachDatabase } from './harness';

const REGISTERED = '1710000001'; // bdplayer1
const FREE = '1719999001';

describeEachDatabase('codes: enumeration and limits', (platform) => {
  const sendRegisterCode = async (mobileNo: string, ip: string) =>
    platform().call(smsRegisterCall, { body: { mobileNo, botCheck: await platform().botCheck() }, ip });

  it('answers the registration SMS alike for registered and free numbers, sending only to the free one', async () => {
    const registered = await sendRegisterCode(REGISTERED, '10.50.0.1');
    const free = await sendRegisterCode(FREE, '10.50.0.2');
    expect(registered.status).toBe(200);
    expect(registered.json).toEqual(free.json);
    expect(await platform().outbox(`+880${FREE}`)).toHaveLength(1);
    expect(await platform().outbox(`+880${REGISTERED}`)).toEqual([]);
  });

  it('keeps the answers alike once the per-number throttle applies', async () => {
    const registered = await sendRegisterCode(REGISTERED, '10.50.0.3');
    const free = await sendRegisterCode(FREE, '10.50.0.4');
    expect(registered.status).toBe(429);
    expect(free.status).toBe(429);
    expect(registered.json.code).toBe(free.json.code);
  });

  it('throttles the second-factor SMS like every other code', async () => {
    const p = platform();
    // bdplayer2's first sign-in trusts its IP; later ones from new IPs send a code to its mobile.
    await p.login('bdplayer2', 'Player123', { ip: '10.51.0.1' });
    const signIn = async (ip: string) =>
      p.call(loginCall, {
        body: { type: 'username', username: 'bdplayer2', password: 'Player123', botCheck: await p.botCheck() },
        ip,
      });
    const first = await signIn('10.51.0.2');
    expect(first.json.code).toBe('verification_required');
    const second = await signIn('10.51.0.3');
    expect(second.status).toBe(429);
    expect(second.json.code).toBe('rate_limited');
    // 429 answers say when to come back in the Retry-After header too (issue 9 item 8).
    expect(second.headers.get('retry-after')).toBe(
      String((second.json.value as { retryAfterSeconds: number }).retryAfterSeconds),
    );
  });
});
