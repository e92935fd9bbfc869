/**
 * Reads of the operator's history of a member's bets: every state, filtered by status, a time range and the stake,
 * a page at a time or the whole set for a CSV, with the set's count, stakes, valid bets and wins. Keyed by merchant
 * and member: the read walks the member's slice of bets_member_record (0311_bet_record_indexes.sql).
 */
import type { Database } from '../db/database';
import type { BetRow } from './bet-row';

export interface BetHistoryFilter {
  merchantCode: string;
  member: string;
  status?: string | undefined;
  from: Date | null;
  to: Date | null;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

export type BetHistoryDbRow = Pick<
  BetRow,
  'id' | 'vendor' | 'game_type' | 'game_code' | 'round_id' | 'stake' | 'valid_bet' | 'win' | 'status' | 'placed_at'
> & { settled_at: Date | null; username: string; game_name: string | null };

function where(filter: BetHistoryFilter) {
  return {
    sql: `b.merchant_code = $1 AND b.member_id = (SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2))
      AND ($3::text IS NULL OR b.status = $3)
      AND ($4::timestamptz IS NULL OR b.placed_at >= $4) AND ($5::timestamptz IS NULL OR b.placed_at < $5)
      AND ($6::bigint IS NULL OR b.stake >= $6) AND ($7::bigint IS NULL OR b.stake <= $7)`,
    params: [
      filter.merchantCode,
      filter.member,
      filter.status ?? null,
      filter.from,
      filter.to,
      filter.minAmount ?? null,
      filter.maxAmount ?? null,
    ],
  };
}

/** Newest first; `limit` rows from `offset`, each with its game's catalogue name. */
export function betHistory(db: Database, filter: BetHistoryFilter, limit: number, offset: number) {
  const { sql, params } = where(filter);
  return db.query<BetHistoryDbRow>(
    `SELECT b.id, b.vendor, b.game_type, b.game_code, b.round_id, b.stake, b.valid_bet, b.win, b.status, b.placed_at,
            b.settled_at, m.username, g.display_name AS game_name
       FROM bets b JOIN members m ON m.id = b.member_id
       LEFT JOIN game g ON g.merchant_code = b.merchant_code AND g.game_type = b.game_type
                       AND g.vassalage = b.vendor AND g.game_code = b.game_code
      WHERE ${sql} ORDER BY b.placed_at DESC, b.id DESC LIMIT $8 OFFSET $9`,
    [...params, limit, offset],
  );
}

export async function betHistoryTotals(db: Database, filter: BetHistoryFilter) {
  const { sql, params } = where(filter);
  const [row] = await db.query<{ count: number; stake: number; valid_bet: number; win: number }>(
    `SELECT count(*)::int AS count, coalesce(sum(b.stake), 0)::bigint AS stake,
            coalesce(sum(b.valid_bet), 0)::bigint AS valid_bet, coalesce(sum(b.win), 0)::bigint AS win
       FROM bets b WHERE ${sql}`,
    params,
  );
  return {
    count: Number(row?.count ?? 0),
    stake: Number(row?.stake ?? 0),
    validBet: Number(row?.valid_bet ?? 0),
    win: Number(row?.win ?? 0),
  };
}
