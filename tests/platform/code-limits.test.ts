// @vitest-environment node
/**
 * Codes sent to a person: the registration SMS does not tell registered numbers apart, every path that
 * sends a code (the sign-in second factor, the reset mail) passes the same limits, and no path opens a
 * session for an account that may not use the portal.
 */
import { expect, it } from 'vitest';
import { forgotPasswordEmailCall, resetPasswordCall } from '../../src/api/calls/member';
import { loginCall } from '../../src/api/calls/session';
import { smsRegisterCall } from '../../src/api/calls/verification';
import { describeEachDatabase } from './harness';

const REGISTERED = '1710000001'; // bdplayer1
const FREE = '1719999001';
// A stopped clock: on a slow machine a real second may pass between two sends the test means to be at once.
const NOW = new Date();

describeEachDatabase(
  'codes: enumeration and limits',
  (platform) => {
    const sendRegisterCode = async (mobileNo: string, ip: string) =>
      platform().call(smsRegisterCall, { body: { mobileNo, botCheck: await platform().botCheck() }, ip });

    it('answers the registration SMS alike for registered and free numbers, sending only to the free one', async () => {
      const registered = await sendRegisterCode(REGISTERED, '10.50.0.1');
      const free = await sendRegisterCode(FREE, '10.50.0.2');
      expect(registered.status).toBe(200);
      expect(registered.json).toEqual(free.json);
      const sent = await platform().outbox(`+880${FREE}`);
      expect(sent).toHaveLength(1);
      // In the merchant's language, its count in that language's digits like the site's numbers.
      expect(sent[0]?.body).toContain('৫ মিনিট');
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
      // 429 answers say when to come back in the Retry-After header too.
      expect(second.headers.get('retry-after')).toBe(
        String((second.json.value as { retryAfterSeconds: number }).retryAfterSeconds),
      );
    });

    it('limits reset mails like every other code', async () => {
      const p = platform();
      const ask = (ip: string) =>
        p.call(forgotPasswordEmailCall, { body: { username: 'bdplayer1', email: 'bdplayer1@example.com' }, ip });
      expect((await ask('10.52.0.1')).status).toBe(200);
      const again = await ask('10.52.0.2');
      expect(again.status).toBe(429);
      expect(again.json.code).toBe('rate_limited');
    });

    it('never sets the password of, or signs in, a staff account through the e-mail reset', async () => {
      const p = platform();
      const sent = await p.call(forgotPasswordEmailCall, {
        body: { username: 'bdstaff', email: 'bdstaff@example.com' },
        ip: '10.53.0.1',
      });
      expect(sent.status).toBe(200);
      const [mail] = await p.outbox('bdstaff@example.com');
      const resetCode = mail?.body.match(/resetCode=([\w-]{43})/)?.[1] as string;
      const reset = await p.call(resetPasswordCall, {
        body: { username: 'bdstaff', resetCode, newPassword: 'Staff9876', confirmNewPassword: 'Staff9876' },
        ip: '10.53.0.1',
      });
      expect(reset.status).toBe(403);
      expect(reset.json.code).toBe('error_not_member');
      expect(reset.json).not.toHaveProperty('value.token');
    });
  },
  { clock: () => NOW },
);
