/**
 * Team figures of a period for every member of a merchant at once: a member's team is their whole downline
 * (not themselves). Two reads — the period's settled bets summed per player (the BRIN index on placed_at finds
 * the period's blocks) and the merchant's upline links — then each player's sums are added to every ancestor
 * in memory. So one settlement run costs the same whether it pays ten contracts or ten thousand.
 */
import type { Database } from '../db/database';

export interface TeamFigures {
  validBet: number;
  /** Σ(stake − win): what the team lost to the house (negative when it won). */
  netLoss: number;
  /** Team members with at least one settled bet in the period. */
  active: number;
}

const EMPTY: TeamFigures = { validBet: 0, netLoss: 0, active: 0 };

export type TeamFiguresOf = (memberId: number) => TeamFigures;

export async function teamFigures(db: Database, merchantCode: string, start: Date, end: Date): Promise<TeamFiguresOf> {
  const [players, links] = await Promise.all([
    db.query<{ member_id: number; valid_bet: number; net_loss: number }>(
      `SELECT member_id, sum(valid_bet)::bigint AS valid_bet, sum(stake - win)::bigint AS net_loss FROM bets
       WHERE merchant_code = $1 AND placed_at >= $2 AND placed_at < $3 AND status = 'settled'
       GROUP BY member_id`,
      [merchantCode, start, end],
    ),
    db.query<{ id: number; upline_id: number }>(
      'SELECT id, upline_id FROM members WHERE merchant_code = $1 AND upline_id IS NOT NULL',
      [merchantCode],
    ),
  ]);
  const uplineOf = new Map(links.map((link) => [link.id, link.upline_id]));
  const teams = new Map<number, TeamFigures>();
  for (const player of players) {
    const seen = new Set<number>();
    for (let upline = uplineOf.get(player.member_id); upline !== undefined; upline = uplineOf.get(upline)) {
      if (seen.has(upline)) break; // a corrupt loop in the tree must not hang a settlement
      seen.add(upline);
      const team = teams.get(upline) ?? { ...EMPTY };
      team.validBet += player.valid_bet;
      team.netLoss += player.net_loss;
      team.active += 1;
      teams.set(upline, team);
    }
  }
  return (memberId) => teams.get(memberId) ?? EMPTY;
}
