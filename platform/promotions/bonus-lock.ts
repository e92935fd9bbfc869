/**
 * Turnover of promotion bonuses (issue 13 item 3): a bonus is locked in the player's balance until the valid
 * bets of their settled rounds placed since it was credited reach its requirement. Progress is read from `bets`
 * each time (the betting record's index carries member, time, status and valid bet), never stored. Each bonus
 * counts every bet placed after its own credit, so bets made while two bonuses are open count for both.
 *
 * Imports only the database layer: the money area (withdrawals.ts) reads the lock without depending on the rest
 * of the promotions area.
 */
import type { Database } from '../db/database';

export interface BonusProgressRow {
  id: number;
  promotion_id: string;
  kind: 'deposit_bonus' | 'application';
  amount: number;
  turnover_required: number;
  credited_at: Date;
  turnover: number;
}

/** Every bonus of the member with its turnover so far, newest first. */
export async function bonusProgress(db: Database, memberId: number): Promise<BonusProgressRow[]> {
  const rows = await db.query<BonusProgressRow>(
    `SELECT b.id, b.promotion_id, b.kind, b.amount, b.turnover_required, b.credited_at,
       (SELECT coalesce(sum(t.valid_bet), 0)::bigint FROM bets t
        WHERE t.member_id = b.member_id AND t.placed_at >= b.credited_at AND t.status = 'settled') AS turnover
     FROM promo_bonuses b WHERE b.member_id = $1 ORDER BY b.credited_at DESC, b.id DESC`,
    [memberId],
  );
  return rows.map((row) => ({ ...row, turnover: Number(row.turnover) }));
}

export const isUnlocked = (row: Pick<BonusProgressRow, 'turnover' | 'turnover_required'>): boolean =>
  row.turnover >= row.turnover_required;

/** Minor units of the member's balance held back by bonuses whose requirement is still open. */
export async function lockedBonus(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ locked: number }>(
    `SELECT coalesce(sum(b.amount), 0)::bigint AS locked FROM promo_bonuses b
     WHERE b.member_id = $1 AND b.turnover_required > 0 AND b.turnover_required >
       (SELECT coalesce(sum(t.valid_bet), 0)::bigint FROM bets t
        WHERE t.member_id = b.member_id AND t.placed_at >= b.credited_at AND t.status = 'settled')`,
    [memberId],
  );
  return Number(row?.locked ?? 0);
}

/** What a withdrawal may take: the balance less the locked bonuses, never below 0. */
export const withdrawableOf = (balance: number, locked: number): number => Math.max(0, balance - locked);
