/**
 * An agent's team: their whole downline, found by a recursive walk down `members.upline_id` (index
 * members_upline, migration 0450). Every agent query starts from here, so nothing an agent reads reaches
 * outside their own tree.
 *
 * Why a recursive CTE and not a closure table: the walk touches each team member once through the index (a
 * 10,000-member downline is about 10,000 index probes, a few milliseconds: tests/bench/agent-team.ts), it is
 * always exact (a closure table must be kept in step with every registration and every upline change), and it
 * needs no extra writes on the registration path. The depth is capped so a corrupt loop cannot run forever.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';

/** Deeper than any real affiliate tree; a guard against a loop in corrupt data. */
export const MAX_TEAM_DEPTH = 50;

/**
 * SQL of a CTE named `scope` (id, username, depth): the member `$<rootParam>` (depth 0) and everyone below them
 * (depth 1, 2 …). Prefix it with `WITH RECURSIVE`.
 */
export const scopeCte = (rootParam: number) => `scope AS (
    SELECT id, username, 0 AS depth FROM members WHERE id = $${rootParam}
    UNION ALL
    SELECT m.id, m.username, s.depth + 1 FROM members m JOIN scope s ON m.upline_id = s.id
    WHERE s.depth < ${MAX_TEAM_DEPTH}
  )`;

export const notOwnDownline = () => new PlatformError(403, 'not_own_downline', 'that account is not in your downline');

export interface DownlineMember {
  id: number;
  username: string;
  nickname: string;
  /** 1 for a direct downline of the agent, 2 below that … */
  level: number;
}

/**
 * The member `username` of the agent's downline, or 403 not_own_downline for anyone else (unknown, another
 * agent's team, the agent themself, another merchant's member).
 */
export async function downlineMember(
  db: Database,
  merchantCode: string,
  agentId: number,
  username: string,
): Promise<DownlineMember> {
  const [row] = await db.query<DownlineMember>(
    `WITH RECURSIVE target AS (
       SELECT id, username, nickname FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)
     ), chain AS (
       SELECT m.id, m.upline_id, 1 AS level FROM members m JOIN target t ON m.id = t.id
       UNION ALL
       SELECT m.id, m.upline_id, chain.level + 1 FROM members m JOIN chain ON m.id = chain.upline_id
       WHERE chain.level < ${MAX_TEAM_DEPTH}
     )
     SELECT t.id, t.username, t.nickname, chain.level FROM target t, chain WHERE chain.upline_id = $3 LIMIT 1`,
    [merchantCode, username, agentId],
  );
  if (!row) throw notOwnDownline();
  return row;
}

/**
 * Whose figures a report reads: the agent's whole downline (the agent left out), or one downline member and
 * their own downline, as the list of member ids with each one's level under the agent. The reports then join
 * `unnest(ids, levels)` to the bets and the ledger: a list the planner sees as a handful of rows, so it probes
 * the per-member indexes (bets_member_record, ledger_postings_account_time) instead of scanning a period of every
 * member's rows, whatever the size of the team.
 */
export interface ReportScope {
  ids: number[];
  levels: number[];
  /** The level of the named member (0 for the whole team). */
  rootLevel: number;
  /** The agent (whole team) or the named member, whose team rows team-sums.ts reads. */
  rootId: number;
  /** Whether the root's own bets count: a named member's do, the agent's own never do. */
  rootIncluded: boolean;
}

export async function reportScope(
  db: Database,
  merchantCode: string,
  agentId: number,
  username: string | undefined,
): Promise<ReportScope> {
  const root = username ? await downlineMember(db, merchantCode, agentId, username) : null;
  const rootLevel = root?.level ?? 0;
  const rows = await db.query<{ id: number; depth: number }>(
    `WITH RECURSIVE ${scopeCte(1)} SELECT id, depth FROM scope WHERE depth > 0 OR $2::boolean`,
    [root?.id ?? agentId, root !== null],
  );
  return {
    ids: rows.map((row) => row.id),
    levels: rows.map((row) => rootLevel + row.depth),
    rootLevel,
    rootId: root?.id ?? agentId,
    rootIncluded: root !== null,
  };
}

/** SQL of the scope as a relation `s(id, level)` from the two array parameters `$<first>` and `$<first + 1>`. */
export const scopeRows = (first: number) => `unnest($${first}::bigint[], $${first + 1}::int[]) AS s(id, level)`;
