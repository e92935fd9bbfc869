/**
 * The downline tree (downlineManagmentView) and opening an account under an agent (registerCenter).
 *
 * The tree is read one level at a time (the direct downline of the agent or of one of their sub-agents, with a
 * breadcrumb back up), or searched by username over the whole downline. Each row carries what the page shows:
 * main-wallet balance (ledger), status, last sign-in (sign_ins) and how many members sit directly under it.
 *
 * A new account follows the merchant's registration rules exactly as a player's own registration does
 * (accounts/field-rules.ts with the merchant's rules); its upline is the agent; a sub-agent gets the agent's own
 * type (one of the merchant's agent types).
 */
import type { z } from 'zod';
import type { registerDownlineCall } from '../../src/api/calls/agents/team';
import { assertField, assertNotWeakDefault, isAgentType, MEMBER_TYPE } from '../accounts';
import { normalizeMobile } from '../core/personal-details';
import { PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { SessionMember } from '../http/context';
import { getMerchantState } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { enforceLimit } from '../security/limits';
import { hashPassword } from '../security/passwords';
import { likePattern } from './like-pattern';
import { downlineMember, MAX_TEAM_DEPTH, scopeCte } from './team-scope';

/** Accounts one agent may open per hour (a runaway script must not flood the merchant with accounts). */
export const DOWNLINE_REGISTRATIONS_PER_HOUR = 100;

interface DownlineDb {
  id: number;
  username: string;
  nickname: string;
  type: number;
  level: number;
  upline_username: string;
  direct_count: number;
  balance: number;
  disabled: boolean;
  last_login: Date | null;
  created_at: Date;
}

const COLUMNS = `m.id, m.username, m.nickname, m.type, u.username AS upline_username,
  (SELECT count(*) FROM members c WHERE c.upline_id = m.id)::bigint AS direct_count,
  coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.kind = 'wallet'), 0)::bigint AS balance,
  m.disabled, (SELECT max(si.signed_in_at) FROM sign_ins si WHERE si.member_id = m.id) AS last_login, m.created_at`;

export interface DownlineQuery {
  parent?: string | undefined;
  username?: string | undefined;
  page: number;
  pageSize: number;
}

export async function downlineList(deps: PlatformDeps, merchant: Merchant, agent: SessionMember, query: DownlineQuery) {
  const { db } = deps;
  const offset = (query.page - 1) * query.pageSize;
  let rows: DownlineDb[];
  let total: number;
  let path: { username: string; nickname: string }[] = [];
  if (query.username) {
    const params = [agent.id, likePattern(query.username.toLowerCase())];
    const cte = `WITH RECURSIVE ${scopeCte(1)}`;
    const where = 's.depth > 0 AND lower(m.username) LIKE $2';
    [rows, total] = await Promise.all([
      db.query<DownlineDb>(
        `${cte} SELECT ${COLUMNS}, s.depth AS level FROM scope s JOIN members m ON m.id = s.id
         JOIN members u ON u.id = m.upline_id WHERE ${where}
         ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
        [...params, query.pageSize, offset],
      ),
      db
        .query<{ n: number }>(
          `${cte} SELECT count(*)::bigint AS n FROM scope s JOIN members m ON m.id = s.id WHERE ${where}`,
          params,
        )
        .then(([row]) => row?.n ?? 0),
    ]);
  } else {
    let parentId = agent.id;
    let parentLevel = 0;
    if (query.parent) {
      const parent = await downlineMember(db, merchant.code, agent.id, query.parent);
      parentId = parent.id;
      parentLevel = parent.level;
      // The breadcrumb: the parent's uplines up to (not including) the agent, top first.
      path = (
        await db.query<{ username: string; nickname: string; level: number }>(
          `WITH RECURSIVE chain AS (
             SELECT id, upline_id, username, nickname, 0 AS up FROM members WHERE id = $1
             UNION ALL
             SELECT m.id, m.upline_id, m.username, m.nickname, chain.up + 1 FROM members m
             JOIN chain ON m.id = chain.upline_id WHERE chain.up < ${MAX_TEAM_DEPTH} AND chain.upline_id <> $2
           ) SELECT username, nickname, up AS level FROM chain ORDER BY up DESC`,
          [parentId, agent.id],
        )
      ).map(({ username, nickname }) => ({ username, nickname }));
    }
    [rows, total] = await Promise.all([
      db.query<DownlineDb>(
        `SELECT ${COLUMNS}, $2::int AS level FROM members m JOIN members u ON u.id = m.upline_id
         WHERE m.upline_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
        [parentId, parentLevel + 1, query.pageSize, offset],
      ),
      db
        .query<{ n: number }>('SELECT count(*)::bigint AS n FROM members WHERE upline_id = $1', [parentId])
        .then(([row]) => row?.n ?? 0),
    ]);
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      type: row.type,
      isAgent: isAgentType(merchant.tenant, row.type),
      level: row.level,
      uplineUsername: row.upline_username,
      directCount: row.direct_count,
      balance: row.balance,
      status: row.disabled ? ('disabled' as const) : ('active' as const),
      lastLogin: row.last_login?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    path,
  };
}

type RegisterBody = z.infer<NonNullable<(typeof registerDownlineCall)['body']>>;

export async function registerDownline(
  deps: PlatformDeps,
  merchant: Merchant,
  agent: SessionMember,
  body: RegisterBody,
) {
  await enforceLimit(deps, `agent-register:${agent.id}`, DOWNLINE_REGISTRATIONS_PER_HOUR, 60 * 60 * 1000);
  const rules = (await getMerchantState(deps.db, merchant.code)).registerRules;
  const username = body.username.trim();
  assertField('username', rules.username, username, true);
  assertField('password', rules.password, body.password, true);
  if (body.confirmPassword !== body.password) {
    throw new PlatformError(400, 'inconsistent_twice', 'Confirmation password is not correct');
  }
  assertNotWeakDefault(rules.password, body.password);
  const nickname = body.nickname?.trim() || username;
  assertField('mobileNum', rules.mobileNum, body.mobileNum, false);
  const e164 = body.mobileNum
    ? normalizeMobile(body.countryDialingCode || merchant.tenant.countryDialingCode, body.mobileNum)
    : null;
  if (body.mobileNum && !e164) throw new PlatformError(400, 'error_phone_number_limit', 'Enter a valid mobile number');
  assertField('email', rules.email, body.email, false);
  assertField('payeeName', rules.payeeName, body.payeeName, false);

  const type = body.kind === 'agent' ? agent.type : MEMBER_TYPE.player;
  const now = deps.clock();
  const hash = await hashPassword(body.password);
  try {
    const [row] = await deps.db.query<{ id: number }>(
      `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, mobile, email,
         payee_name, upline_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $6) RETURNING id`,
      [merchant.code, username, nickname, type, hash, now, e164, body.email || null, body.payeeName || null, agent.id],
    );
    return {
      id: (row as { id: number }).id,
      username,
      nickname,
      type,
      isAgent: isAgentType(merchant.tenant, type),
    };
  } catch (error) {
    // Unique violation: the username or the mobile number is taken (also when two openings race).
    if ((error as { code?: string }).code === '23505') {
      throw new PlatformError(409, 'account_in_use', 'The account is already in use');
    }
    throw error;
  }
}
