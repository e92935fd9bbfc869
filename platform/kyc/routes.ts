/**
 * Identity-check calls. The member reads their check and submits documents (every call is the session's own
 * member: none takes a member id); the operator (roles with `review`: admin/operator-roles.ts) lists submissions,
 * views a document decrypted on the fly (never cached: every API answer is no-store, and each view is in the audit
 * log, since documents are personal data) and decides, audited with auditedChange.
 */
import { adminKycDecisionCall, adminKycDocumentCall, adminKycSubmissionsCall } from '../../src/api/calls/kyc/admin-kyc';
import { kycStateCall, kycSubmitCall } from '../../src/api/calls/kyc/kyc';
import { auditedChange, decidedBy, recordOperatorAction } from '../admin';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import {
  type DocumentStorage,
  decideSubmission,
  latestSubmission,
  readDocument,
  stateOf,
  submissionsOf,
  submitDocuments,
} from './submissions';

export function registerKycRoutes(router: Router, deps: PlatformDeps, storage: DocumentStorage): void {
  const { db, clock } = deps;

  router.route(kycStateCall, async ({ merchant, requireMember }) =>
    stateOf(merchant, await latestSubmission(db, requireMember().id)),
  );

  router.route(kycSubmitCall, ({ merchant, requireMember, body }) =>
    submitDocuments(db, storage, merchant, requireMember().id, body.documents, clock()),
  );
}

/** Behind /admin's guard. */
export function registerKycAdminRoutes(router: Router, deps: PlatformDeps, storage: DocumentStorage): void {
  const { db, clock, merchants } = deps;
  const merchantOf = (code: string): Merchant => {
    const merchant = merchants.byCode(code);
    if (!merchant) throw notFound(`unknown merchant ${code}`);
    return merchant;
  };

  router.route(adminKycSubmissionsCall, ({ query }) =>
    submissionsOf(db, storage.box, merchantOf(query.merchantCode), query.status),
  );

  router.route(adminKycDocumentCall, async ({ query, c }) => {
    const merchant = merchantOf(query.merchantCode);
    const document = await readDocument(db, storage, merchant, query.submissionId, query.kind);
    await recordOperatorAction(
      db,
      c,
      {
        action: 'kyc.view-document',
        target: `kyc:${query.submissionId}`,
        merchantCode: merchant.code,
        reason: null,
        before: null,
        after: { kind: query.kind },
      },
      clock(),
    );
    return document;
  });

  router.route(adminKycDecisionCall, ({ body, c }) => {
    const now = clock();
    const merchant = merchantOf(body.merchantCode);
    return auditedChange(db, c, now, async (tx) => {
      const { before, after } = await decideSubmission(
        tx,
        storage.box,
        merchant,
        body.submissionId,
        body,
        decidedBy(c),
        now,
      );
      return {
        value: after,
        audit: {
          action: `kyc.${body.decision}`,
          target: `kyc:${body.submissionId}`,
          merchantCode: merchant.code,
          reason: after.reason,
          // The birth date is personal data: the log says a decision was made, the row keeps the date.
          before: { status: before.status },
          after: { status: after.status },
        },
      };
    });
  });
}
