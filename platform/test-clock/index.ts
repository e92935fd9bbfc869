/**
 * The browser tests' movable clock, as an operator call (routes.ts): present only on a platform started with
 * PLATFORM_TEST_CLOCK=1 (deps.testClock, core/movable-clock.ts), which production refuses.
 */
import type { AreaModule } from '../area-module';
import { registerTestClockRoute } from './routes';

export { MAX_AHEAD_MS, TEST_CLOCK_PATH } from './routes';

export const testClockModule: AreaModule = {
  name: 'test-clock',
  adminRoutes: (router, deps) => {
    if (deps.testClock && deps.config.mode === 'demo') registerTestClockRoute(router, deps.testClock);
  },
};
