/**
 * Identity checks (KYC): the documents a member submits (encrypted at rest in the upload store), the operator's
 * review, the retention job that deletes documents after the merchant's period, and the gate money asks before a
 * withdrawal (requireIdentityCheck).
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { sealStoredBirthDates } from './birth-date-seal';
import { kycRetentionJob } from './retention';
import { registerKycAdminRoutes, registerKycRoutes } from './routes';
import type { DocumentStorage } from './submissions';

export { type DocumentBox, documentBox, documentKeyOf } from './document-box';
export { deleteExpiredDocuments } from './retention';
export { type DocumentStorage, identityCheckOf } from './submissions';
export { requireIdentityCheck } from './withdrawal-gate';

export const kycModule = (storage: () => DocumentStorage): AreaModule => ({
  name: 'kyc',
  migrations: resolve(import.meta.dirname, 'migrations'),
  routes: (router, deps) => registerKycRoutes(router, deps, storage()),
  adminRoutes: (router, deps) => registerKycAdminRoutes(router, deps, storage()),
  jobs: (deps) => [kycRetentionJob(deps.db, storage(), deps.merchants, deps.clock)],
  // Birth dates stored plain before migration 0771 are sealed before anything is served.
  seedReference: async ({ db }) => {
    await sealStoredBirthDates(db, storage().box);
  },
});
