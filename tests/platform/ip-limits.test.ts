// @vitest-environment node
/**
 * The per-address limits the platform runs with by default (platform/accounts/policy.ts): sign-ins a minute,
 * registrations and free-play starts an hour. The one over the limit is refused with 429 rate_limited and the seconds
 * to wait, another address goes on, and the address is taken again once its window has passed. (Captcha images a
 * minute: system.test.ts.) The browser suite runs with these defaults too, its traffic spread over made-up addresses
 * (tests/e2e/support/client-address.ts), so these tests are where the limits are met.
 */
import { afterEach, expect, it } from 'vitest';
import {
  FREEPLAY_PER_IP_PER_HOUR,
  LOGINS_PER_IP_PER_MINUTE,
  REGISTRATIONS_PER_IP_PER_HOUR,
} from '../../platform/accounts/policy';
import { registerCall } from '../../src/api/calls/member';
import { freeplayLoginCall, loginCall } from '../../src/api/calls/session';
import { type CallResult, describeEachDatabase, type TestPlatform } from './harness';

/**
 * The platform's clock, stopped for each test and moved by hand: however slow the machine, no window ends while a
 * test is still filling it, and a test need not wait a real minute (or hour) to see it end.
 */
let stoppedAt: number | undefined;
const stopClock = () => {
  stoppedAt = Date.now();
};
const advanceClock = (ms: number) => {
  stoppedAt = (stoppedAt ?? Date.now()) + ms;
};
afterEach(() => {
  stoppedAt = undefined;
});

/** Each call's HTTP status, in order. */
async function statuses(count: number, call: () => Promise<CallResult<unknown>>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call()).status);
  return seen;
}

function expectRateLimited(answer: CallResult<unknown>, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.json.code).toBe('rate_limited');
  const { retryAfterSeconds } = answer.json.value as { retryAfterSeconds: number };
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
}

describeEachDatabase(
  'per-address limits',
  (platform) => {
    const register = async (p: TestPlatform, username: string, ip: string) =>
      p.call(registerCall, {
        body: { username, password: 'Limits123', confirmPassword: 'Limits123', botCheck: await p.botCheck(ip) },
        ip,
      });

    it(`refuses sign-in ${LOGINS_PER_IP_PER_MINUTE + 1} from one address within a minute, not another address's`, async () => {
      const p = platform();
      stopClock();
      // An account without mobile or e-mail: a sign-in from any address needs no second factor.
      expect((await register(p, 'limits01', '10.70.0.1')).status).toBe(200);
      const signIn = async (ip: string) =>
        p.call(loginCall, {
          body: { type: 'username', username: 'limits01', password: 'Limits123', botCheck: await p.botCheck(ip) },
          ip,
        });

      const seen = await statuses(LOGINS_PER_IP_PER_MINUTE, () => signIn('10.70.1.1'));
      expect(seen).toEqual(Array(LOGINS_PER_IP_PER_MINUTE).fill(200));
      expectRateLimited(await signIn('10.70.1.1'), 60);
      expect((await signIn('10.70.1.2')).status).toBe(200);

      advanceClock(60_000);
      expect((await signIn('10.70.1.1')).status).toBe(200);
    }, 90_000); // about 35 scrypt sign-ins: seconds on an idle machine, far more on a shared one

    it(`refuses registration ${REGISTRATIONS_PER_IP_PER_HOUR + 1} from one address within an hour, not another address's`, async () => {
      const p = platform();
      stopClock();
      let n = 0;
      const seen = await statuses(REGISTRATIONS_PER_IP_PER_HOUR, () => register(p, `limits${++n}x`, '10.70.2.1'));
      expect(seen).toEqual(Array(REGISTRATIONS_PER_IP_PER_HOUR).fill(200));
      expectRateLimited(await register(p, 'limover1', '10.70.2.1'), 3600);
      expect((await register(p, 'limother', '10.70.2.2')).status).toBe(200);

      advanceClock(60 * 60_000);
      expect((await register(p, 'limlater', '10.70.2.1')).status).toBe(200);
    }, 90_000);

    it(`refuses free-play start ${FREEPLAY_PER_IP_PER_HOUR + 1} from one address within an hour, not another address's`, async () => {
      const p = platform();
      stopClock();
      const start = (ip: string) => p.call(freeplayLoginCall, { body: { platform: 'W' }, ip });
      const seen = await statuses(FREEPLAY_PER_IP_PER_HOUR, () => start('10.70.3.1'));
      expect(seen).toEqual(Array(FREEPLAY_PER_IP_PER_HOUR).fill(200));
      expectRateLimited(await start('10.70.3.1'), 3600);
      expect((await start('10.70.3.2')).status).toBe(200);

      advanceClock(60 * 60_000);
      expect((await start('10.70.3.1')).status).toBe(200);
    }, 90_000);
  },
  { clock: () => new Date(stoppedAt ?? Date.now()) },
);
