/**
 * VIP levels (tenant `loyalty.vipLevels`): a player's level is the highest whose minimum their cumulative valid
 * bets reach. Valid bets count once a round is settled, in every game, for the player's whole history.
 */
import type { VipLevelInfo } from '../../src/api/calls/loyalty/vip';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

/** The merchant's levels, lowest first, with amounts in minor units. */
export function vipLevels(merchant: Merchant): VipLevelInfo[] {
  return merchant.tenant.loyalty.vipLevels.map((level, rank) => ({
    rank,
    label: level.label,
    minValidBet: toMinor(level.minValidBet),
    rebatePercent: level.rebatePercent,
  }));
}

/** The level reached with `validBetTotal` (minor units) of cumulative valid bets. */
export function vipLevelFor(merchant: Merchant, validBetTotal: number): VipLevelInfo {
  const levels = vipLevels(merchant);
  return levels.findLast((level) => validBetTotal >= level.minValidBet) ?? (levels[0] as VipLevelInfo);
}

/**
 * A member's cumulative valid bets (minor units) over settled rounds placed before `until` (default: all), read
 * from the index the betting record uses (bets_member_record carries status and valid_bet).
 */
export async function validBetTotal(db: Database, memberId: number, until?: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(valid_bet), 0)::bigint AS total FROM bets
     WHERE member_id = $1 AND status = 'settled' AND ($2::timestamptz IS NULL OR placed_at < $2)`,
    [memberId, until ?? null],
  );
  return row?.total ?? 0;
}

/** The VIP fields of the public state: hasVip (above the first level), vipLabelName and vipRankLevel. */
export async function vipState(
  db: Database,
  merchant: Merchant,
  memberId: number,
): Promise<{ hasVip: boolean; vipLabelName: string; vipRankLevel: number }> {
  const level = vipLevelFor(merchant, await validBetTotal(db, memberId));
  return { hasVip: level.rank > 0, vipLabelName: level.label, vipRankLevel: level.rank };
}
