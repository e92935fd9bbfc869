/**
 * Which ledger accounts a studio round moves money between: the player's side is their main wallet, or, at a
 * merchant with transfer wallets (isSingle false), their wallet at the INHOUSE vendor, filled and emptied
 * through the wallet transfer calls like any vendor's; the other side is the merchant's game house, in the
 * shard of this member (money-accounts.ts gameHouseAccount: one shared row would serialise every round).
 *
 * Both usually exist after the first round, so one SELECT finds them (both branches match the unique owner
 * index); only a missing one goes through ensureAccount (an INSERT … ON CONFLICT per account, which would
 * otherwise run, and use up a sequence value, on every round).
 */
import { STUDIO_VENDOR } from '../../src/api/contract/studio/games';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { gameHouseAccount, gameHouseShard, memberWallet, vendorWallet } from '../money/money-accounts';

export async function roundAccounts(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  singleWallet: boolean,
  now: Date,
): Promise<{ player: number; house: number }> {
  const playerKind = singleWallet ? 'wallet' : 'vendor_wallet';
  const playerVendor = singleWallet ? '' : STUDIO_VENDOR;
  const rows = await tx.query<{ id: number; kind: string }>(
    `SELECT id, kind FROM ledger_accounts
      WHERE merchant_code = $1 AND (
        (kind = $2 AND coalesce(member_id, 0) = $3 AND vendor = $4) OR
        (kind = 'game_house' AND coalesce(member_id, 0) = 0 AND vendor = '' AND shard = $5))`,
    [merchant.code, playerKind, memberId, playerVendor, gameHouseShard(memberId)],
  );
  const found = (kind: string) => rows.find((row) => row.kind === kind)?.id;
  const player =
    found(playerKind) ??
    (singleWallet
      ? await memberWallet(tx, merchant, memberId, now)
      : await vendorWallet(tx, merchant, memberId, STUDIO_VENDOR, now)
    ).id;
  const house = found('game_house') ?? (await gameHouseAccount(tx, merchant, memberId, now)).id;
  return { player, house };
}
