/**
 * The operator's console: /admin only on the operator host, its operators (people with roles and a second
 * factor), their sign-in, the guard every /admin route sits behind, and the audit log. First in the module list,
 * so the guard is in place before any area adds an operator route.
 */
import { resolve } from 'node:path';
import type { AreaModule } from '../area-module';
import { seedDemoOperators } from './demo-operators';
import { registerAdminRoutes } from './routes';

export { type AuditRecord, auditedChange, recordOperatorAction } from './audit';
/** The console's admin-side section scripts, which the page (money/review) loads. */
export { CONSOLE_SCRIPTS } from './console-files';
/** What an operator's decision records as decided_by: `operator:<username>`, or `api-token`. */
export { decidedBy } from './decided-by';
export { DEMO_OPERATOR_PASSWORD, DEMO_OPERATOR_TOTP_SECRET, DEMO_OPERATORS } from './demo-operators';
export { operatorHostsFrom, readOperatorHosts } from './operator-host';
export { requirePermission } from './operator-roles';
export { operatorSurface } from './operator-surface';
export { insertOperator } from './operators';
export { totpCodeAt, totpEnrolment } from './totp';

export const adminModule: AreaModule = {
  name: 'admin',
  migrations: resolve(import.meta.dirname, 'migrations'),
  adminRoutes: registerAdminRoutes,
  seedDemo: ({ db, now }) => seedDemoOperators(db, now),
};
