/**
 * Earning points from real bets. A member's points are earned up to a watermark (point_accounts.earned_until):
 * an accrual counts the valid bets of their rounds settled in [watermark, until), credits the points and moves
 * the watermark to `until` in one database transaction, with the row locked (FOR UPDATE) — the way rebates are
 * paid (platform/loyalty/rebates.ts). So a bet earns once, however often or concurrently accrual runs; running
 * it twice for the same moment finds an empty window. Accrual runs lazily, before every points answer and every
 * spend, so no job is needed and the player sees points right after a round. Points never expire.
 *
 * The window is by settlement time, not placement: a seamless round that settles later still earns when it
 * settles. Rates keep their fractions: what a window earns below a whole point is carried in earned_fraction,
 * so ten small spins add up to the points one large spin would earn.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { lockPointAccount, movePoints } from './point-book';
import { earnRateHundredths, FRACTION_PER_POINT } from './settings';

/** 100 major units in minor units × 100 (hundredths of a rate): the divisor that turns rate × minor into points. */
const RATE_DIVISOR = 100n * 100n * 100n;
const PER_POINT = BigInt(FRACTION_PER_POINT);

/**
 * Millionths of a point that `validBet` minor units earn at `rateHundredths` (points per 100 major, × 100).
 * BigInt: a large valid bet times a rate overflows 2^53.
 */
export function earnedFraction(validBet: number, rateHundredths: number): bigint {
  return (BigInt(validBet) * BigInt(rateHundredths) * PER_POINT) / RATE_DIVISOR;
}

/** Credits what the member's bets settled before `until` earn; answers the member's points after it. */
export async function accruePoints(tx: Database, merchant: Merchant, memberId: number, until: Date): Promise<number> {
  const account = await lockPointAccount(tx, merchant.code, memberId);
  if (account.earnedUntil && account.earnedUntil >= until) return account.balance;
  const rows = await tx.query<{ game_type: string; valid_bet: number }>(
    `SELECT game_type, coalesce(sum(valid_bet), 0)::bigint AS valid_bet FROM bets
     WHERE member_id = $1 AND status = 'settled'
       AND ($2::timestamptz IS NULL OR settled_at >= $2) AND settled_at < $3
     GROUP BY game_type`,
    [memberId, account.earnedUntil, until],
  );
  const rates = earnRateHundredths(merchant);
  let fraction = BigInt(account.earnedFraction);
  for (const row of rows) fraction += earnedFraction(row.valid_bet, rates.get(row.game_type) ?? 0);
  const whole = Number(fraction / PER_POINT);
  await tx.query('UPDATE point_accounts SET earned_until = $2, earned_fraction = $3 WHERE member_id = $1', [
    memberId,
    until,
    Number(fraction % PER_POINT),
  ]);
  if (whole === 0) return account.balance;
  return movePoints(tx, {
    merchantCode: merchant.code,
    memberId,
    kind: 'earn',
    points: whole,
    reference: `earn:${until.toISOString()}`,
    at: until,
  });
}

/** Accrues in its own transaction (the read calls): the answer includes every bet settled so far. */
export const accrueNow = (db: Database, merchant: Merchant, memberId: number, now: Date): Promise<number> =>
  db.transaction((tx) => accruePoints(tx, merchant, memberId, now));
