/**
 * The member picker's list (GET /wps/agent/team/members): the members directly under the agent — the only ones a
 * transfer or a contract offer may go to — whose username or nickname contains the search, active ones only (a
 * disabled account receives neither), by username.
 */
import type { z } from 'zod';
import { type directMembersCall, MEMBER_PICKER_LIMIT } from '../../src/api/calls/agents/members';
import { isAgentType } from '../accounts';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { likePattern } from './like-pattern';

type Query = z.infer<NonNullable<(typeof directMembersCall)['query']>>;

export async function directMembers(db: Database, merchant: Merchant, agentId: number, query: Query) {
  const params = [agentId, likePattern((query.search ?? '').toLowerCase())];
  const where = `upline_id = $1 AND disabled = false AND (lower(username) LIKE $2 OR lower(nickname) LIKE $2)`;
  const [rows, [count]] = await Promise.all([
    db.query<{ username: string; nickname: string; type: number }>(
      `SELECT username, nickname, type FROM members WHERE ${where} ORDER BY lower(username) LIMIT ${MEMBER_PICKER_LIMIT}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM members WHERE ${where}`, params),
  ]);
  return {
    rows: rows.map((row) => ({
      username: row.username,
      nickname: row.nickname,
      isAgent: isAgentType(merchant.tenant, row.type),
    })),
    total: count?.n ?? 0,
  };
}
