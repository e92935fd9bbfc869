/**
 * The contracts area: a member's contracts and the offers or termination requests awaiting them (the after-login
 * contract overlay), answering them, asking to terminate, settlement records; an agent's offers down the tree;
 * the consolidated contract info built from real contract state; and the operator's calls.
 */
import {
  adminContractsCall,
  adminGrantContractCall,
  adminSettleContractsCall,
  adminTerminateContractCall,
} from '../../src/api/calls/contracts/admin';
import {
  answerOfferCall,
  answerTerminationCall,
  downlineContractsCall,
  myContractsCall,
  mySettlementsCall,
  offerContractCall,
  requestTerminationCall,
} from '../../src/api/calls/contracts/calls';
import { auditedChange } from '../admin';
import { memberIdByUsername } from '../core/member-by-username';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { contractOut, downlineContracts, memberContracts, merchantContracts } from './contract-rows';
import {
  answerOffer,
  answerTermination,
  grantContract,
  offerContract,
  operatorTermination,
  requestTermination,
} from './offers';
import { settleContracts } from './settlement';
import { settlementsPage } from './settlement-records';

export function registerContractRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(myContractsCall, async ({ requireMember }) => {
    const { own, pending } = await memberContracts(db, requireMember().id);
    return { own: own.map(contractOut), pending: pending.map(contractOut) };
  });

  router.route(answerOfferCall, ({ body, requireMember }) =>
    answerOffer(db, requireMember().id, body.contractId, body.answer, body.confirmTerminations, clock()),
  );

  router.route(requestTerminationCall, ({ body, requireMember }) =>
    requestTermination(db, requireMember().id, body.contractId),
  );

  router.route(answerTerminationCall, ({ body, requireMember }) =>
    answerTermination(db, requireMember().id, body.contractId, body.answer, clock()),
  );

  router.route(mySettlementsCall, async ({ query, requireMember }) => {
    const { rows, total } = await settlementsPage(
      db,
      requireMember().id,
      query.kind,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { rows, page: query.page, pageSize: query.pageSize, total };
  });

  router.route(downlineContractsCall, async ({ query, requireMember }) => {
    const rows = await downlineContracts(db, requireMember().id, query.kind);
    return rows.slice(0, 200).map(contractOut);
  });

  router.route(offerContractCall, ({ body, merchant, requireMember }) =>
    offerContract(db, merchant, requireMember().id, body.downline, body, clock()),
  );
}

/** Behind the operator guard (registered with the other /admin routes). */
export function registerContractAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants, config } = deps;
  const merchantOf = (code: string) => merchants.byCode(code) ?? Promise.reject(notFound(`unknown merchant ${code}`));

  router.route(adminGrantContractCall, async ({ body, c }) => {
    const merchant = await merchantOf(body.merchantCode);
    const memberId = await memberIdByUsername(db, merchant.code, body.username);
    if (memberId === undefined) throw notFound(`no member ${body.username}`);
    const now = clock();
    // Audited with the contract granted and the ones it ended, in the grant's transaction.
    return auditedChange(db, c, now, async (tx) => {
      const outcome = await grantContract(tx, merchant, memberId, body, body.confirmTerminations, now);
      return {
        value: outcome,
        audit: {
          action: 'contract.grant',
          target: `contract:${outcome.contract.id}`,
          merchantCode: merchant.code,
          after: { ...outcome.contract, alsoEnded: outcome.terminated.map((row) => row.id) },
        },
      };
    });
  });

  router.route(adminSettleContractsCall, async ({ body }) => {
    const merchant = await merchantOf(body.merchantCode);
    // never past the platform's now, a period that has not ended cannot be settled (browser tests may: settleAhead)
    const now = clock();
    const requested = body.until ? Date.parse(body.until) : now.getTime();
    const until = new Date(config.settleAhead ? requested : Math.min(requested, now.getTime()));
    return settleContracts(db, merchant, body.kind, until, now);
  });

  router.route(adminContractsCall, async ({ query }) => {
    const merchant = await merchantOf(query.merchantCode);
    return (await merchantContracts(db, merchant.code, query.status ?? 'live')).map(contractOut);
  });

  router.route(adminTerminateContractCall, async ({ body, c }) => {
    const merchant = await merchantOf(body.merchantCode);
    return auditedChange(db, c, clock(), async (tx) => {
      const { before, ...outcome } = await operatorTermination(tx, merchant.code, body.contractId, clock());
      const ended = outcome.contract.status === 'terminated';
      return {
        value: outcome,
        audit: {
          action: ended ? 'contract.terminate' : 'contract.terminate_request',
          target: `contract:${body.contractId}`,
          merchantCode: merchant.code,
          before,
          after: { ...outcome.contract, alsoEnded: outcome.terminated.map((row) => row.id) },
        },
      };
    });
  });
}
