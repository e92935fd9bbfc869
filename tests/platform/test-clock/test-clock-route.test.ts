// @vitest-environment node
/**
 * The browser tests' movable clock (PLATFORM_TEST_CLOCK, platform/test-clock), on PGlite and PostgreSQL: the admin
 * token moves the platform's time ahead and back, and the move is audited; everyone else is refused as on any /admin
 * path (no token, a member's, an operator whose role the table does not name, the players' host); bad bodies are 400
 * bad_request; a platform started without the setting has no such route. Production refusing the setting is
 * tests/platform/core/start-checks.test.ts; the session limit's end arriving when the clock moves,
 * tests/platform/responsible-gaming/live-session-limit.test.ts; odd bytes, tests/platform/fuzz-routes.test.ts.
 */
import { expect, it } from 'vitest';
import { MAX_AHEAD_MS, TEST_CLOCK_PATH } from '../../../platform/test-clock';
import { auditLogCall } from '../../../src/api/calls/admin-operators';
import { ADMIN_TOKEN, describeEachDatabase, describeOnPGlite, OPERATOR_HOST, type TestPlatform } from '../harness';

const HOUR = 60 * 60 * 1000;
const asAdmin = { host: OPERATOR_HOST, authorization: `Bearer ${ADMIN_TOKEN}` };

/** Moves the clock `aheadMs` ahead with `headers`; answers the status and the envelope. */
async function move(p: TestPlatform, body: unknown, headers: Record<string, string> = asAdmin) {
  const res = await p.request('POST', TEST_CLOCK_PATH, {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, json: (await res.json()) as { code: string; value?: { aheadMs: number; now: string } } };
}

describeEachDatabase(
  'the test clock',
  (platform) => {
    it("runs the platform's time ahead and back, each move audited", async () => {
      const p = platform();
      const ahead = await move(p, { aheadMs: HOUR });
      expect(ahead.status).toBe(200);
      expect(ahead.json.value?.aheadMs).toBe(HOUR);
      expect(Math.abs(Date.parse(ahead.json.value?.now ?? '') - (Date.now() + HOUR))).toBeLessThan(5_000);

      const back = await move(p, { aheadMs: 0 });
      expect(back.status).toBe(200);
      expect(Math.abs(Date.parse(back.json.value?.now ?? '') - Date.now())).toBeLessThan(5_000);

      // Each row at the platform's time when it moved: the move ahead is the later one.
      const log = await p.admin(auditLogCall, { query: { action: `POST ${TEST_CLOCK_PATH}` } });
      expect(log.value.rows.map((row) => [row.actor, row.after])).toEqual(
        expect.arrayContaining([
          ['api-token', { aheadMs: HOUR }],
          ['api-token', { aheadMs: 0 }],
        ]),
      );
    });

    it("refuses everyone but the operator's admins, and the players' host", async () => {
      const p = platform();
      const { token } = await p.newPlayer({ prefix: 'clk' });
      const reviewer = await p.operator('reviewer');
      const refusals = await Promise.all([
        move(p, { aheadMs: HOUR }, { host: OPERATOR_HOST }),
        move(p, { aheadMs: HOUR }, { host: OPERATOR_HOST, authorization: `Bearer ${token}` }),
        move(p, { aheadMs: HOUR }, reviewer.headers),
        move(p, { aheadMs: HOUR }, { authorization: `Bearer ${ADMIN_TOKEN}` }),
      ]);
      expect(refusals.map(({ status, json }) => [status, json.code])).toEqual([
        [401, 'unauthorized'],
        [401, 'unauthorized'],
        [403, 'forbidden'],
        [404, 'not_found'],
      ]);
      const now = await move(p, { aheadMs: 0 });
      expect(Math.abs(Date.parse(now.json.value?.now ?? '') - Date.now())).toBeLessThan(5_000);
    });

    it('answers a bad move 400 bad_request', async () => {
      const p = platform();
      for (const body of [
        {},
        { aheadMs: -1 },
        { aheadMs: 1.5 },
        { aheadMs: MAX_AHEAD_MS + 1 },
        { aheadMs: '60000' },
        'now',
      ]) {
        const { status, json } = await move(p, body);
        expect([status, json.code], JSON.stringify(body)).toEqual([400, 'bad_request']);
      }
    });
  },
  { testClock: true },
);

describeOnPGlite('a platform without the test clock', (platform) => {
  it('has no route to move its time', async () => {
    const { status, json } = await move(platform(), { aheadMs: HOUR });
    expect([status, json.code]).toEqual([404, 'not_found']);
  });
});
