/**
 * The operator's console: /admin only on the operator host, its operators (people with roles and a second
 * factor), their sign-in, the guard every /admin route sits behind, and the audit log. First in the module list,
 * so the guard is in place before any area adds an operator route.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import type { SecretBox } from '../security/secret-box';
import { seedDemoOperators } from './demo-operators';
import { registerAdminRoutes } from './routes';
import { sealOperatorSecrets } from './seal-operator-secrets';

export { type AuditRecord, appendAuditOf, auditedChange, recordOperatorAction } from './audit';
/** The console's admin-side section scripts, which the page (money/review) loads. */
export { CONSOLE_SCRIPTS } from './console-files';
/** What an operator's decision records as decided_by: `operator:<username>`, or `api-token`. */
export { decidedBy } from './decided-by';
export { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET, DEMO_OPERATORS } from './demo-operators';
export { operatorHostsFrom, readOperatorHosts } from './operator-host';
export { issueOperatorRecoveryCodes } from './operator-recovery-codes';
export { requirePermission } from './operator-roles';
export { operatorSurface } from './operator-surface';
export { insertOperator, operatorEnrolment } from './operators';

/** `totpBox` seals the operators' TOTP secrets (security/secrets.ts): the seeders write and seal with it. */
export const adminModule = (totpBox: () => SecretBox): AreaModule => ({
  name: 'admin',
  migrations: resolve(import.meta.dirname, 'migrations'),
  adminRoutes: registerAdminRoutes,
  // Every start, before anything is served: rows written before secrets were sealed are sealed (migration 0711).
  seedReference: ({ db }) => sealOperatorSecrets(db, totpBox()),
  seedDemo: ({ db, now }) => seedDemoOperators(db, totpBox(), now),
});
