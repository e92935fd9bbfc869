/**
 * POST /admin/test-clock { aheadMs }: runs the platform's clock that far ahead of the real one (0 puts it back), and
 * answers the platform's time. For browser tests of time only (a session limit's minute, not waited out): mounted only
 * on a platform started with PLATFORM_TEST_CLOCK=1, which production refuses to start with. Not a call of the API's
 * contract: no site or console uses it. Behind the operator guard like every /admin path, and named in no role's table,
 * so admins (and the admin token) only; the guard audits each move.
 */
import { z } from 'zod/mini';
import type { MovableClock } from '../core/movable-clock';
import { parseJsonText } from '../http/json-text';
import { parseWith, type Router } from '../http/route';

export const TEST_CLOCK_PATH = '/admin/test-clock';

/** The farthest the clock may run ahead: a year, past any period a test settles or expires. */
export const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

const testClockBody = z.object({ aheadMs: z.int().check(z.gte(0), z.lte(MAX_AHEAD_MS)) });

export function registerTestClockRoute(router: Router, clock: MovableClock): void {
  router.app.post(TEST_CLOCK_PATH, async (c) => {
    const { aheadMs } = parseWith(testClockBody, parseJsonText(await c.req.text()), 'body');
    clock.setAhead(aheadMs);
    return c.json({ success: true, code: 'ok', message: '', value: { aheadMs, now: clock.now().toISOString() } });
  });
}
