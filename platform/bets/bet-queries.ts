/**
 * Reads of a member's bets for the betting record and personal P&L. Every query is keyed by member and a
 * time range, so it walks one member's slice of bets_member_record (0311_bet_record_indexes.sql), whose
 * INCLUDE columns answer counts, totals and per-type sums from the index alone; only a page's rows (or an
 * export's) visit the table. Totals and P&L count settled bets only; the list shows every state.
 */
import { MAX_BET_EXPORT_ROWS } from '../../src/api/calls/bets/bet-record';
import type { Database } from '../db/database';
import type { BetRow } from './bet-row';

export interface BetFilter {
  memberId: number;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** A bet as the betting record lists it, with its game's catalogue name (null: a game the catalogue lacks). */
export type BetRecordRow = Pick<
  BetRow,
  'id' | 'placed_at' | 'vendor' | 'game_type' | 'game_code' | 'round_id' | 'stake' | 'valid_bet' | 'win' | 'status'
> & { game_name: string | null };

export interface SumsDb {
  bets: number;
  stake: number;
  valid_bet: number;
  win: number;
}

function where(filter: BetFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.memberId, filter.from, filter.to];
  let sql = 'member_id = $1 AND placed_at >= $2 AND placed_at < $3';
  if (filter.gameType) {
    params.push(filter.gameType);
    sql += ` AND game_type = $${params.length}`;
  }
  if (filter.vendor) {
    params.push(filter.vendor);
    sql += ` AND vendor = $${params.length}`;
  }
  return { sql, params };
}

// sum() of bigint is numeric (a string from the driver): the casts keep amounts integers in minor units.
const SETTLED_SUMS = `count(*) FILTER (WHERE status = 'settled') AS bets,
  coalesce(sum(stake) FILTER (WHERE status = 'settled'), 0)::bigint AS stake,
  coalesce(sum(valid_bet) FILTER (WHERE status = 'settled'), 0)::bigint AS valid_bet,
  coalesce(sum(win) FILTER (WHERE status = 'settled'), 0)::bigint AS win`;

/**
 * One page of the filter's bets, newest first, each with its game's name: the page is chosen from the bets alone,
 * then only its rows look their game up (the catalogue's unique (merchant, type, vendor, code) key).
 */
export function betPage(db: Database, filter: BetFilter, limit: number, offset: number): Promise<BetRecordRow[]> {
  const { sql, params } = where(filter);
  return db.query<BetRecordRow>(
    `SELECT b.id, b.placed_at, b.vendor, b.game_type, b.game_code, b.round_id, b.stake, b.valid_bet, b.win, b.status,
            g.display_name AS game_name
       FROM (SELECT id, merchant_code, placed_at, vendor, game_type, game_code, round_id, stake, valid_bet, win, status
               FROM bets WHERE ${sql}
              ORDER BY placed_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) b
       LEFT JOIN game g ON g.merchant_code = b.merchant_code AND g.game_type = b.game_type
                       AND g.vassalage = b.vendor AND g.game_code = b.game_code
      ORDER BY b.placed_at DESC, b.id DESC`,
    [...params, limit, offset],
  );
}

/** How many rows the filter holds (every state) and the sums of its settled bets, in one pass. */
export async function betTotals(db: Database, filter: BetFilter): Promise<{ total: number; sums: SumsDb }> {
  const { sql, params } = where(filter);
  const [row] = await db.query<SumsDb & { total: number }>(
    `SELECT count(*) AS total, ${SETTLED_SUMS} FROM bets WHERE ${sql}`,
    params,
  );
  const { total = 0, ...sums } = row ?? { bets: 0, stake: 0, valid_bet: 0, win: 0 };
  return { total, sums };
}

/** Settled sums per game type over the range, the largest stake first. */
export function profitByType(db: Database, filter: BetFilter): Promise<(SumsDb & { game_type: string })[]> {
  const { sql, params } = where(filter);
  return db.query<SumsDb & { game_type: string }>(
    `SELECT game_type, ${SETTLED_SUMS} FROM bets WHERE ${sql} AND status = 'settled'
     GROUP BY game_type ORDER BY stake DESC, game_type`,
    params,
  );
}

/** The filter's rows for the CSV download, newest first, capped; `truncated` when the filter held more. */
export async function betExport(
  db: Database,
  filter: BetFilter,
): Promise<{ rows: BetRecordRow[]; truncated: boolean }> {
  // One row past the cap tells whether there were more, without counting all of them.
  const rows = await betPage(db, filter, MAX_BET_EXPORT_ROWS + 1, 0);
  return { rows: rows.slice(0, MAX_BET_EXPORT_ROWS), truncated: rows.length > MAX_BET_EXPORT_ROWS };
}
