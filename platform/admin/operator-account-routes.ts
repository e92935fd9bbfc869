/**
 * Operator accounts, managed by an admin on the console (src/api/calls/admin-operators.ts), and the audit log's
 * reading. A new or reset account's TOTP enrolment (QR code and secret) and its recovery codes are answered once and
 * never shown again.
 * The last enabled admin can be neither disabled nor demoted, nor can an admin disable themselves: someone must
 * always be able to manage the rest. A merchant scope names merchants the platform serves; admins have none (an
 * operator made admin loses theirs). Every change is audited in its transaction.
 */
import {
  auditLogCall,
  createOperatorCall,
  type OperatorRole,
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

  /** The scope an operator of `role` is given: unknown merchants and a scoped admin are refused. */
  function scopeFor(role: OperatorRole, merchants: string[] | null | undefined): string[] | null | undefined {
    if (role === 'admin') {
      if (merchants) throw badRequest('an admin edits every merchant: leave merchants out');
      return null;
    }
    const unknown = merchants?.filter((code) => !deps.merchants.byCode(code));
    if (unknown?.length) throw badRequest(`unknown merchant ${unknown.join(', ')}`);
    return merchants && [...new Set(merchants)].sort();
  }

  router.route(operatorsCall, async () => (await listOperators(db)).map(operatorOut));

  router.route(createOperatorCall, async ({ body, c }) => {
    const now = clock();
    const row = await auditedChange(db, c, now, async (tx) => {
      const merchants = scopeFor(body.role, body.merchants) ?? null;
      const created = await insertOperator(tx, box, { ...body, merchants }, now);
      if (!created) throw new PlatformError(409, 'account_in_use', `the username ${body.username} is taken`);
      const recoveryCodes = await issueOperatorRecoveryCodes(tx, created.id);
      const audit = {
        action: 'operator.create',
        target: `operator:${created.username}`,
        after: { role: created.role, merchants: created.merchants, recoveryCodes: recoveryCodes.length },
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
      const role = body.role ?? before.role;
      // Becoming an admin clears the scope; otherwise a scope given is checked, one left out kept.
      const merchants = scopeFor(role, body.merchants);
      const after = await changeOperator(tx, body.username, { ...body, merchants }, now);
      if (!after) throw notFound(`no operator ${body.username}`);
      if (after.disabled && !before.disabled) await revokeOperatorSessions(tx, after.id, now);
      const action =
        body.disabled !== undefined
          ? body.disabled
            ? 'operator.disable'
            : 'operator.enable'
          : body.role === undefined && body.merchants !== undefined
            ? 'operator.merchants'
            : 'operator.role';
      return {
        value: operatorOut(after),
        audit: {
          action,
          target: `operator:${after.username}`,
          before: { role: before.role, merchants: before.merchants, disabled: before.disabled },
          after: { role: after.role, merchants: after.merchants, disabled: after.disabled },
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
