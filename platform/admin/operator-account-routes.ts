/**
 * Operator accounts, managed by an admin on the console (src/api/calls/admin-operators.ts), and the audit log's
 * reading. A new or reset account's TOTP enrolment (QR code and secret) and its recovery codes are answered once and
 * never shown again.
 * The last enabled admin can be neither disabled nor demoted, nor can an admin disable themselves: someone must
 * always be able to manage the rest. Every change is audited in its transaction.
 */
import {
  auditLogCall,
  createOperatorCall,
  operatorsCall,
  resetOperatorCall,
  updateOperatorCall,
} from '../../src/api/calls/admin-operators';
import { badRequest, notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { auditedChange, readAudit } from './audit';
import { issueOperatorRecoveryCodes } from './operator-recovery-codes';
import { revokeOperatorSessions } from './operator-session';
import {
  changeOperator,
  enabledAdmins,
  findOperator,
  insertOperator,
  listOperators,
  lockAdmins,
  operatorEnrolment,
  operatorOut,
  resetOperatorCredentials,
} from './operators';

export function registerOperatorAccountRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  const box = deps.secrets.totpBox;

  router.route(operatorsCall, async () => (await listOperators(db)).map(operatorOut));

  router.route(createOperatorCall, async ({ body, c }) => {
    const now = clock();
    const row = await auditedChange(db, c, now, async (tx) => {
      const created = await insertOperator(tx, box, body, now);
      if (!created) throw new PlatformError(409, 'account_in_use', `the username ${body.username} is taken`);
      const recoveryCodes = await issueOperatorRecoveryCodes(tx, created.id);
      const audit = {
        action: 'operator.create',
        target: `operator:${created.username}`,
        after: { role: created.role, recoveryCodes: recoveryCodes.length },
      };
      return { value: { created, recoveryCodes }, audit };
    });
    return {
      operator: operatorOut(row.created),
      ...(await operatorEnrolment(box, row.created)),
      recoveryCodes: row.recoveryCodes,
    };
  });

  router.route(updateOperatorCall, async ({ body, c }) => {
    const now = clock();
    const actor = c.get('operator');
    return auditedChange(db, c, now, async (tx) => {
      const before = await findOperator(tx, body.username);
      if (!before) throw notFound(`no operator ${body.username}`);
      if (body.disabled && before.id === actor.operatorId) throw badRequest('an admin cannot disable themselves');
      const losesAdmin =
        before.role === 'admin' && !before.disabled && (body.disabled || (body.role ?? 'admin') !== 'admin');
      // Takes the operators' rows in order, so two admins demoting each other at once cannot both succeed.
      if (losesAdmin) {
        await lockAdmins(tx);
        if ((await enabledAdmins(tx)) <= 1) throw badRequest('the last enabled admin cannot be disabled or demoted');
      }
      const after = await changeOperator(tx, body.username, body, now);
      if (!after) throw notFound(`no operator ${body.username}`);
      if (after.disabled && !before.disabled) await revokeOperatorSessions(tx, after.id, now);
      return {
        value: operatorOut(after),
        audit: {
          action:
            body.disabled === undefined ? 'operator.role' : body.disabled ? 'operator.disable' : 'operator.enable',
          target: `operator:${after.username}`,
          before: { role: before.role, disabled: before.disabled },
          after: { role: after.role, disabled: after.disabled },
        },
      };
    });
  });

  router.route(resetOperatorCall, async ({ body, c }) => {
    const now = clock();
    const row = await auditedChange(db, c, now, async (tx) => {
      const reset = await resetOperatorCredentials(tx, box, body.username, body.password, now);
      if (!reset) throw notFound(`no operator ${body.username}`);
      await revokeOperatorSessions(tx, reset.id, now);
      // The old codes go with the old phone: a reset issues a new set.
      const recoveryCodes = await issueOperatorRecoveryCodes(tx, reset.id);
      const audit = {
        action: 'operator.reset',
        target: `operator:${reset.username}`,
        after: { recoveryCodes: recoveryCodes.length },
      };
      return { value: { reset, recoveryCodes }, audit };
    });
    return {
      operator: operatorOut(row.reset),
      ...(await operatorEnrolment(box, row.reset)),
      recoveryCodes: row.recoveryCodes,
    };
  });

  router.route(auditLogCall, ({ query }) => readAudit(db, query));
}
