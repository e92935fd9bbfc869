/**
 * The leaderboard of a period: the merchant's players by turnover (valid bets of settled rounds placed in the
 * period), the top 20 with masked names, and the asking player's own rank. Ties keep the earlier account
 * first, so a rank is stable between two reads of the same data.
 */
import { LEADERBOARD_SIZE, type LeaderboardRow, type MissionPeriod } from '../../src/api/calls/missions/missions';
import { maskName } from '../core/personal-details';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { missionWindow } from './missions';

// Real members only: trial accounts (type 4) play demo money and never rank.
const TURNOVERS = `SELECT b.member_id, sum(b.valid_bet)::bigint AS turnover FROM bets b
  WHERE b.merchant_code = $1 AND b.placed_at >= $2 AND b.placed_at < $3 AND b.status = 'settled'
  GROUP BY b.member_id HAVING sum(b.valid_bet) > 0`;

export async function leaderboard(
  db: Database,
  merchant: Merchant,
  memberId: number,
  period: MissionPeriod,
  now: Date,
) {
  const window = missionWindow(merchant, period, now);
  const params = [merchant.code, window.start, window.end];
  const [top, own] = await Promise.all([
    db.query<{ member_id: number; username: string; turnover: number }>(
      `SELECT t.member_id, m.username, t.turnover FROM (${TURNOVERS}) t JOIN members m ON m.id = t.member_id
       WHERE m.type <> 4 ORDER BY t.turnover DESC, t.member_id LIMIT $4`,
      [...params, LEADERBOARD_SIZE],
    ),
    db.query<{ turnover: number; ahead: number }>(
      `WITH t AS (${TURNOVERS}), mine AS (SELECT turnover FROM t WHERE member_id = $4)
       SELECT mine.turnover, (SELECT count(*) FROM t JOIN members m ON m.id = t.member_id
         WHERE m.type <> 4 AND (t.turnover > mine.turnover OR (t.turnover = mine.turnover AND t.member_id < $4))) AS ahead
       FROM mine`,
      [...params, memberId],
    ),
  ]);
  const rows: LeaderboardRow[] = top.map((row, index) => ({
    rank: index + 1,
    name: maskName(row.username),
    turnover: row.turnover,
    self: Number(row.member_id) === memberId,
  }));
  const mine = own[0];
  return {
    period,
    key: window.key,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    rows,
    own: mine ? { rank: Number(mine.ahead) + 1, turnover: mine.turnover } : { rank: null, turnover: 0 },
  };
}
