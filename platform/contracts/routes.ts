/**
 * The contracts area: a member's contracts and the offers or termination requests awaiting them (the after-login
 * contract overlay), answering them, asking to terminate, settlement records; an agent's offers down the tree;
 * the consolidated contract info (spec §3) built from real contract state; and the operator's calls.
 */
import { adminGrantContractCall, adminSettleContractsCall } from '../../src/api/contract/contracts/admin';
import {
  answerOfferCall,
  answerTerminationCall,
  downlineContractsCall,
  myContractsCall,
  mySettlementsCall,
  offerContractCall,
  requestTerminationCall,
} from '../../src/api/contract/contracts/calls';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { contractOut, contractsWhere } from './contract-rows';
import { answerOffer, answerTermination, grantContract, offerContract, requestTermination } from './offers';
import { settleContracts } from './settlement';

interface SettlementRow {
  contract_id: number;
  kind: 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
  period_start: Date;
  period_end: Date;
  base: number;
  active_members: number;
  rate: string;
  gross: number;
  passed_down: number;
  amount: number;
  settled_at: Date;
}

export function registerContractRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(myContractsCall, async ({ requireMember }) => {
    const id = requireMember().id;
    const [own, pending] = await Promise.all([
      contractsWhere(db, `c.downline_id = $1 AND c.status = 'accepted'`, [id]),
      contractsWhere(
        db,
        `(c.downline_id = $1 AND c.status = 'offered') OR (c.status = 'accepted' AND (c.downline_id = $1 OR c.upline_id = $1)
          AND ((c.termination_requested_by IS NOT NULL AND c.termination_requested_by <> $1)
            OR (c.termination_requested_by_operator AND c.downline_id = $1)))`,
        [id],
      ),
    ]);
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
    const id = requireMember().id;
    const where = `c.downline_id = $1 AND c.kind = $2`;
    const [rows, [count]] = await Promise.all([
      db.query<SettlementRow>(
        `SELECT s.*, c.kind FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id WHERE ${where}
         ORDER BY s.period_start DESC, s.contract_id DESC LIMIT $3 OFFSET $4`,
        [id, query.kind, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      db.query<{ total: number }>(
        `SELECT count(*)::bigint AS total FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
         WHERE ${where}`,
        [id, query.kind],
      ),
    ]);
    return {
      rows: rows.map((row) => ({
        contractId: row.contract_id,
        kind: row.kind,
        periodStart: row.period_start.toISOString(),
        periodEnd: row.period_end.toISOString(),
        base: row.base,
        activeMembers: row.active_members,
        rate: Number(row.rate),
        gross: row.gross,
        passedDown: row.passed_down,
        amount: row.amount,
        settledAt: row.settled_at.toISOString(),
      })),
      page: query.page,
      pageSize: query.pageSize,
      total: count?.total ?? 0,
    };
  });

  router.route(downlineContractsCall, async ({ query, requireMember }) => {
    const rows = await contractsWhere(db, 'c.upline_id = $1 AND c.kind = $2', [requireMember().id, query.kind]);
    return rows.slice(0, 200).map(contractOut);
  });

  router.route(offerContractCall, ({ body, merchant, requireMember }) =>
    offerContract(db, merchant, requireMember().id, body.downline, body, clock()),
  );
}

/** Behind the admin token (registered with the other /admin routes). */
export function registerContractAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock, merchants, config } = deps;
  const merchantOf = (code: string) => merchants.byCode(code) ?? Promise.reject(notFound(`unknown merchant ${code}`));

  router.route(adminGrantContractCall, async ({ body }) => {
    const merchant = await merchantOf(body.merchantCode);
    const [member] = await db.query<{ id: number }>(
      'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
      [merchant.code, body.username],
    );
    if (!member) throw notFound(`no member ${body.username}`);
    return grantContract(db, merchant, member.id, body, body.confirmTerminations, clock());
  });

  router.route(adminSettleContractsCall, async ({ body }) => {
    const merchant = await merchantOf(body.merchantCode);
    // never past the platform's now, a period that has not ended cannot be settled (browser tests may: settleAhead)
    const now = clock();
    const requested = body.until ? Date.parse(body.until) : now.getTime();
    const until = new Date(config.settleAhead ? requested : Math.min(requested, now.getTime()));
    return settleContracts(db, merchant, body.kind, until, now);
  });
}
