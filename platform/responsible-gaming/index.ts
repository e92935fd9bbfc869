/**
 * Responsible gaming: a member's time-out or self-exclusion (taking one, reading it, the operator's extension) and
 * the calls it pauses, which the route binder refuses during a break (app.ts hands it PAUSED_DURING_BREAK); the
 * limits a member sets for themselves and their guards, which the areas that take deposits, stakes and launches
 * call (limit-guards.ts); the refusals those guards keep for the operator, and their daily clean-up.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { refusalsRetentionJob } from './refusals-retention';
import { registerResponsibleGamingAdminRoutes, registerResponsibleGamingRoutes } from './routes';

export { currentExclusion } from './exclusions';
export {
  type GuardedMember,
  type LimitBreach,
  limitReached,
  refuseDepositOverLimit,
  refuseLaunchOverLimit,
  stakeLimitBreach,
} from './limit-guards';
export { limitsState } from './limits';
export { sessionLimitEvents } from './live-session-limit';
export { PAUSED_DURING_BREAK } from './paused-calls';
export { realityCheck } from './reality-check';
export { recordingRefusals, recordLimitRefusal } from './refusals';
export { deleteOldRefusals, REFUSALS_KEPT_DAYS } from './refusals-retention';

export const responsibleGamingModule: AreaModule = {
  name: 'responsible-gaming',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerResponsibleGamingRoutes,
  adminRoutes: registerResponsibleGamingAdminRoutes,
  jobs: (deps) => [refusalsRetentionJob(deps.db, deps.merchants, deps.clock)],
};
