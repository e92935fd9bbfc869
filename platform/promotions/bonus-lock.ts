/**
 * Turnover of promotion bonuses: a bonus is locked in the player's balance until the valid bets of their settled
 * rounds placed since it was credited reach its requirement. Progress is read from `bets` each time (the betting
 * record's index carries member, time, status and valid bet), never stored.
 *
 * Several open bonuses are worked off in the order they were received, as players expect and operators do: a
 * bet counts toward the oldest open requirement it came after, and what it has beyond that requirement flows to
 * the next. A bet therefore counts once, never for two bonuses at the same time.
 *
 * Imports only the database layer and the platform's error: the money area (withdrawals, transfer to upline)
 * reads the lock without depending on the rest of the promotions area.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';

export interface BonusProgressRow {
  id: number;
  promotion_id: string;
  kind: 'deposit_bonus' | 'application';
  amount: number;
  turnover_required: number;
  credited_at: Date;
  /** Valid bets counted toward this bonus (at most its requirement). */
  turnover: number;
}

/** A bonus with the valid bets placed since its credit, whichever bonus they count for. */
export interface BonusBets {
  turnover_required: number;
  /** Minor units of settled valid bets placed at or after the bonus's credit. */
  betsSince: number;
}

/**
 * Each bonus's turnover when bets work off the bonuses oldest first (`bonuses` oldest first). In the line of the
 * member's bets, bonus k fills the stretch that starts where the bonus before it ended or at its own credit,
 * whichever is later: counting from the end of the line, the bets left for it are the fewer of the bets since
 * its credit and the bets left over after the bonus before it.
 */
export function workOffInOrder(bonuses: readonly BonusBets[]): number[] {
  let left = Number.POSITIVE_INFINITY;
  return bonuses.map(({ turnover_required, betsSince }) => {
    const available = Math.min(betsSince, left);
    left = available - turnover_required;
    return Math.max(0, Math.min(turnover_required, available));
  });
}

/** Every bonus of the member with its turnover so far, newest first; a forfeited one (forfeit.ts) is gone. */
export async function bonusProgress(db: Database, memberId: number): Promise<BonusProgressRow[]> {
  const rows = await db.query<Omit<BonusProgressRow, 'turnover'> & { bets_since: number }>(
    `SELECT b.id, b.promotion_id, b.kind, b.amount, b.turnover_required, b.credited_at,
       (SELECT coalesce(sum(t.valid_bet), 0)::bigint FROM bets t
        WHERE t.member_id = b.member_id AND t.placed_at >= b.credited_at AND t.status = 'settled') AS bets_since
     FROM promo_bonuses b
     WHERE b.member_id = $1 AND NOT EXISTS (SELECT 1 FROM promo_bonus_forfeits f WHERE f.bonus_id = b.id)
     ORDER BY b.credited_at, b.id`,
    [memberId],
  );
  const turnovers = workOffInOrder(
    rows.map((row) => ({ turnover_required: row.turnover_required, betsSince: row.bets_since })),
  );
  return rows.map(({ bets_since: _bets, ...row }, i) => ({ ...row, turnover: turnovers[i] ?? 0 })).reverse();
}

export const isUnlocked = (row: Pick<BonusProgressRow, 'turnover' | 'turnover_required'>): boolean =>
  row.turnover >= row.turnover_required;

/** Minor units of the member's balance held back by bonuses whose requirement is still open. */
export const lockedOf = (rows: readonly Pick<BonusProgressRow, 'amount' | 'turnover' | 'turnover_required'>[]) =>
  rows.filter((row) => !isUnlocked(row)).reduce((sum, row) => sum + row.amount, 0);

/** Minor units of the member's balance held back by bonuses whose requirement is still open. */
export async function lockedBonus(db: Database, memberId: number): Promise<number> {
  return lockedOf(await bonusProgress(db, memberId));
}

/** What a withdrawal may take: the balance less the locked bonuses, never below 0. */
export const withdrawableOf = (balance: number, locked: number): number => Math.max(0, balance - locked);

/**
 * Refuses a debit of `amount` that left `left` in the wallet when that dips into a locked bonus
 * (bonus_turnover_open, with the balance before it, the locked part and what may go). Call it after the debit,
 * in the transaction that holds the wallet's row lock, so that the refusal rolls the debit back.
 */
export async function refuseLockedBonus(db: Database, memberId: number, left: number, amount: number): Promise<void> {
  const locked = await lockedBonus(db, memberId);
  if (left >= locked) return;
  const balance = left + amount;
  throw new PlatformError(409, 'bonus_turnover_open', 'the debit would take a bonus that is still locked', {
    balance,
    locked,
    withdrawable: withdrawableOf(balance, locked),
  });
}
