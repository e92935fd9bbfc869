/** A member's newest bets for the operator's member page (src/api/calls/admin-member.ts), every state. */
import { MEMBER_PAGE_RECENT, type MemberBet } from '../../src/api/calls/admin-member';
import type { Database } from '../db/database';
import { betPage } from './bet-queries';

export async function recentBetsForOperator(db: Database, memberId: number, now: Date): Promise<MemberBet[]> {
  const rows = await betPage(
    db,
    { memberId, from: new Date(0), to: new Date(now.getTime() + 1) },
    MEMBER_PAGE_RECENT,
    0,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    placedAt: row.placed_at.toISOString(),
    vendor: row.vendor,
    game: row.game_name ?? row.game_code,
    stake: Number(row.stake),
    win: Number(row.win ?? 0),
    status: row.status,
  }));
}
