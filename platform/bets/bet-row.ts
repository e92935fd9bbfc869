/**
 * One row of the bets table as the database hands it back (bigint as a number, timestamptz as a Date, jsonb
 * parsed): the columns of migrations 0300_bets_and_studio.sql and 0310_bet_status.sql. Declared once, here where
 * bets are read; an area that reads bet rows takes the columns it selects with Pick<BetRow, …>, and names the
 * shape of `result` its own games write with BetRow<Result>.
 */
import type { BET_STATUSES } from '../../src/api/calls/bets/bet-record';

/** open: the stake is taken and the round runs; settled: it paid its win (or lost); rolled_back: stake returned. */
export type BetStatus = (typeof BET_STATUSES)[number];

export interface BetRow<Result = unknown> {
  id: number;
  merchant_code: string;
  member_id: number;
  /** The catalogue's vassalage (INHOUSE for the studio). */
  vendor: string;
  game_type: string;
  game_code: string;
  /** The vendor's id of the round, unique per vendor. */
  round_id: string;
  stake: number;
  /** The part of the stake that counts for rebates, missions and turnover. */
  valid_bet: number;
  win: number;
  /** What happened, as the game reports it. */
  result: Result;
  placed_at: Date;
  /** The ledger transaction of the stake. */
  stake_transaction_id: number | null;
  status: BetStatus;
  settled_at: Date | null;
}
