/**
 * A merchant's points rules from its tenant file (`points`) in the units the platform computes with, and the
 * PTSYS3 switch every player call checks first (without the flag the points mall does not exist).
 */
import type { GameType } from '../../src/api/calls/games/game';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { toMinor } from '../ledger/minor-units';
import { getFlags } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';

/** One item of the merchant's points mall (tenant file `points.items`). */
type PointsItem = Merchant['tenant']['points']['items'][number];

/** Earning is counted in millionths of a point: rate (points per 100 major, 2 decimals) × valid bet (minor). */
export const FRACTION_PER_POINT = 1_000_000;

/** Points per 100 major units of valid bets in hundredths, by game type (integer maths). */
export function earnRateHundredths(merchant: Merchant): Map<string, number> {
  const rates = merchant.tenant.points.earnRate as Partial<Record<GameType, number>>;
  return new Map(Object.entries(rates).map(([type, rate]) => [type, Math.round((rate ?? 0) * 100)]));
}

/** Minor units one point converts to (cashPerPoint has at most 2 decimals, so this is whole). */
export const cashPerPointMinor = (merchant: Merchant): number => toMinor(merchant.tenant.points.cashPerPoint);

export const itemCash = (item: PointsItem): number | null => (item.cash === undefined ? null : toMinor(item.cash));

export function findItem(merchant: Merchant, itemId: string): PointsItem {
  const item = merchant.tenant.points.items.find((candidate) => candidate.id === itemId);
  if (!item) throw new PlatformError(404, 'points_item_not_found', `no points item ${itemId} at ${merchant.code}`);
  return item;
}

export async function requirePoints(db: Database, merchant: Merchant): Promise<void> {
  if (!(await getFlags(db, merchant.code)).PTSYS3) {
    throw new PlatformError(403, 'points_disabled', `${merchant.code} runs no points mall (PTSYS3 off)`);
  }
}
