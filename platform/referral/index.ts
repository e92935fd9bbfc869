/** Referral: a member's invitation code, the friends it brought and the rewards paid for them. */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { referralRewardJob } from './reward-job';
import { registerReferralRoutes } from './routes';

export { recordReferral, resolveReferralCode } from './codes';

export const referralModule: AreaModule = {
  name: 'referral',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: registerReferralRoutes,
  jobs: ({ db, merchants, clock }) => [referralRewardJob(db, merchants, clock)],
};
