/**
 * The operator's view of the payment provider's callbacks (src/api/calls/admin-gateway.ts), behind the admin
 * token with the other money admin calls: the log of refused and unmatched callbacks, and the cases to settle.
 */
import {
  adminGatewayCallbacksCall,
  adminGatewayCaseResolveCall,
  adminGatewayCasesCall,
} from '../../src/api/calls/admin-gateway';
import { auditedChange, decidedBy } from '../admin';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import {
  callbackLog,
  type GatewayCaseRow,
  gatewayCaseExists,
  gatewayCases,
  printableBody,
  resolveGatewayCase,
} from './gateway-log';

const LIMIT = 200;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const caseOut = (row: GatewayCaseRow) => ({
  id: row.id,
  merchantCode: row.merchant_code,
  paymentId: row.payment_id,
  depositId: row.deposit_id,
  amount: row.amount,
  reportedStatus: row.reported_status,
  reason: row.reason,
  openedAt: row.opened_at.toISOString(),
  resolvedAt: iso(row.resolved_at),
  resolution: row.resolution,
  note: row.note,
});

export function registerGatewayAdminRoutes(router: Router, { db, clock }: PlatformDeps): void {
  router.route(adminGatewayCallbacksCall, async ({ query }) => {
    const rows = await callbackLog(db, { ...query, limit: LIMIT });
    return rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at.toISOString(),
      outcome: row.outcome,
      reason: row.reason,
      merchantCode: row.merchant_code,
      paymentId: row.payment_id,
      depositId: row.deposit_id,
      caseId: row.case_id,
      body: printableBody(row.body),
      bodyBytes: row.body_bytes,
    }));
  });

  router.route(adminGatewayCasesCall, async ({ query }) =>
    (await gatewayCases(db, { ...query, limit: LIMIT })).map(caseOut),
  );

  router.route(adminGatewayCaseResolveCall, async ({ body, c }) => {
    const now = clock();
    const resolved = await auditedChange(db, c, now, async (tx) => {
      const row = await resolveGatewayCase(tx, body.caseId, body.resolution, body.note, decidedBy(c), now);
      const audit = row && {
        action: `gateway_case.${body.resolution}`,
        target: `gateway_case:${row.id}`,
        merchantCode: row.merchant_code,
        reason: body.note,
        before: { resolution: null },
        after: { resolution: row.resolution },
      };
      return { value: row, audit };
    });
    if (resolved) return caseOut(resolved);
    if (!(await gatewayCaseExists(db, body.caseId))) throw notFound(`no case ${body.caseId}`);
    throw new PlatformError(409, 'request_already_handled', `case ${body.caseId} is already resolved`);
  });
}
