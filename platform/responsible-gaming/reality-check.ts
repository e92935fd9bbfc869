/**
 * The reality check (migration 0661): the interval a player chose, else the merchant's default, and what the reminder
 * shows of the session: minutes since its sign-in and the net result of the member's rounds placed since then
 * (wins less stakes; a vendor's rolled-back round left out, an open one counted as staked, as the limits count).
 */
import { REALITY_CHECK_CHOICES, type RealityCheck } from '../../src/api/calls/responsible-gaming/reality-check';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

export async function realityCheck(
  db: Database,
  merchant: Merchant,
  member: { id: number; sessionId: string },
  now: Date,
): Promise<RealityCheck> {
  const [row] = await db.query<{ interval_minutes: number | null; started_at: Date; net: number; rounds: number }>(
    `WITH session AS (SELECT created_at FROM sessions WHERE token_hash = $2)
     SELECT (SELECT interval_minutes FROM member_reality_checks WHERE member_id = $1) AS interval_minutes,
       (SELECT created_at FROM session) AS started_at,
       coalesce(sum(win - stake), 0)::float8 AS net, count(*)::int AS rounds
     FROM bets WHERE member_id = $1 AND placed_at >= (SELECT created_at FROM session) AND status <> 'rolled_back'`,
    [member.id, member.sessionId],
  );
  const startedAt = row?.started_at ?? now;
  return {
    intervalMinutes: row?.interval_minutes ?? merchant.tenant.responsibleGaming.realityCheckMinutes,
    choices: [...REALITY_CHECK_CHOICES],
    sessionStartedAt: startedAt.toISOString(),
    playedMinutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
    net: row?.net ?? 0,
    rounds: row?.rounds ?? 0,
  };
}

/** Keeps the player's interval; refused reality_check_interval_unknown for a number not offered. */
export async function setRealityCheckInterval(db: Database, memberId: number, minutes: number, now: Date) {
  if (!(REALITY_CHECK_CHOICES as readonly number[]).includes(minutes)) {
    throw new PlatformError(400, 'reality_check_interval_unknown', `no reality check every ${minutes} minutes`);
  }
  await db.query(
    `INSERT INTO member_reality_checks (member_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET interval_minutes = $2, updated_at = $3`,
    [memberId, minutes, now],
  );
}
