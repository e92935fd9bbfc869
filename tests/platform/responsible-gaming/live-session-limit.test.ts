// @vitest-environment node
// The session time limit's end arrives live on the session event stream, on PGlite and PostgreSQL: the stream tells
// the session's limit and end when it opens and after the player changes a limit, and at the end (timed by the
// platform, no call from the player) says `reached` and ends the session; a stream opened past the end says so at once;
// when a browser test moves the platform's clock (PLATFORM_TEST_CLOCK) past the end, the end arrives then.
import { afterEach, expect, it } from 'vitest';
import { TEST_CLOCK_PATH } from '../../../platform/test-clock';
import { memberInfoCall } from '../../../src/api/calls/member';
import { setLimitsCall } from '../../../src/api/calls/responsible-gaming/limits';
import { SESSION_EVENTS_PATH, type SessionLimitEventData } from '../../../src/api/calls/session-events';
import { ADMIN_TOKEN, describeEachDatabase, OPERATOR_HOST, type TestPlatform } from '../harness';

/** How far the platform's clock runs ahead of the real one; it moves with real time, so timed refreshes still run. */
let shift = 0;
const now = () => new Date(Date.now() + shift);

/** The `sessionLimit` events of a member's stream, one at a time. */
async function sessionLimitStream(p: TestPlatform, token: string) {
  const res = await p.platform.app.request(SESSION_EVENTS_PATH, {
    headers: { authorization: `Bearer ${token}`, host: 'bangladesh.localhost' },
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<SessionLimitEventData> {
      for (;;) {
        const match = buffer.match(/event: sessionLimit\ndata: (.*)\n\n/);
        if (match) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          return JSON.parse(match[1] as string);
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

const setSessionLimit = (p: TestPlatform, token: string, value: number | null, kind = 'session') =>
  p.call(setLimitsCall, {
    token,
    body: { limits: [{ kind, period: kind === 'session' ? 'session' : 'day', value }] } as never,
  });

describeEachDatabase(
  'the session limit, live',
  (platform) => {
    /** Runs the platform's movable clock `aheadMs` ahead, as the browser tests do. */
    const moveClock = async (aheadMs: number) => {
      const res = await platform().request('POST', TEST_CLOCK_PATH, {
        body: JSON.stringify({ aheadMs }),
        headers: { 'content-type': 'application/json', host: OPERATOR_HOST, authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(res.status).toBe(200);
    };

    afterEach(async () => {
      shift = 0;
      await moveClock(0);
    });

    it('tells the end when the limit is set, and at the end says it is reached and ends the session', async () => {
      const p = platform();
      const { token } = await p.newPlayer({ prefix: 'live' });
      const signedInAt = Date.now();
      const events = await sessionLimitStream(p, token);
      expect(await events.next()).toEqual({ limit: null, endsAt: null, reached: false });

      expect((await setSessionLimit(p, token, 30)).status).toBe(200);
      const set = await events.next();
      expect(set).toMatchObject({ limit: 30, reached: false });
      const endsAt = Date.parse(set.endsAt ?? '');
      expect(Math.abs(endsAt - (signedInAt + 30 * 60_000))).toBeLessThan(5_000);

      // Half a second before the end (the clock moved on); a change of another limit makes the stream read it again.
      shift = endsAt - Date.now() - 500;
      expect((await setSessionLimit(p, token, 50_000, 'wager')).status).toBe(200);
      expect(await events.next()).toMatchObject({ limit: 30, reached: false });
      // The end arrives by itself, the session over: the next call is not signed in.
      expect(await events.next()).toEqual({ limit: 30, endsAt: set.endsAt, reached: true });
      const after = await p.call(memberInfoCall, { token });
      expect([after.status, after.json.code]).toEqual([401, 'not_logged_in']);
      await events.cancel();
    });

    it('a stream opened past the end says so at once; a session without a limit hears of none', async () => {
      const p = platform();
      const { token } = await p.newPlayer({ prefix: 'live' });
      await setSessionLimit(p, token, 1);
      shift = 61_000;
      const events = await sessionLimitStream(p, token);
      expect(await events.next()).toMatchObject({ limit: 1, reached: true });
      expect((await p.call(memberInfoCall, { token })).status).toBe(401);
      await events.cancel();

      const other = await p.newPlayer({ prefix: 'live' });
      const quiet = await sessionLimitStream(p, other.token);
      expect(await quiet.next()).toEqual({ limit: null, endsAt: null, reached: false });
      await quiet.cancel();
    });

    it('a move of the clock past the end brings it at once, with no change of limits', async () => {
      const p = platform();
      const { token } = await p.newPlayer({ prefix: 'live' });
      await setSessionLimit(p, token, 1);
      const events = await sessionLimitStream(p, token);
      const set = await events.next();
      expect(set).toMatchObject({ limit: 1, reached: false });

      await moveClock(61_000);
      expect(await events.next()).toEqual({ limit: 1, endsAt: set.endsAt, reached: true });
      expect((await p.call(memberInfoCall, { token })).status).toBe(401);
      await events.cancel();
    });
  },
  { clock: now, testClock: true },
);
