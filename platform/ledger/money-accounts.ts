/**
 * The ledger accounts money flows touch, by role: a member's main wallet, their wallet at a vendor, and the
 * merchant's own accounts. Accounts are created on first use in the merchant's currency.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { ensureAccount, ensureWallets, type LedgerAccount, type OperatorAccountKind } from './accounts';

export const memberWallet = (db: Database, merchant: Merchant, memberId: number, now: Date): Promise<LedgerAccount> =>
  ensureAccount(db, { merchantCode: merchant.code, kind: 'wallet', memberId }, merchant.tenant.currency, now);

/** The main wallets' ids of `memberIds`, the missing ones created (ledger/accounts.ts ensureWallets). */
export const memberWallets = (
  db: Database,
  merchant: Merchant,
  memberIds: number[],
  now: Date,
): Promise<Map<number, number>> => ensureWallets(db, merchant.code, memberIds, merchant.tenant.currency, now);

export const vendorWallet = (
  db: Database,
  merchant: Merchant,
  memberId: number,
  vendor: string,
  now: Date,
): Promise<LedgerAccount> =>
  ensureAccount(
    db,
    { merchantCode: merchant.code, kind: 'vendor_wallet', memberId, vendor },
    merchant.tenant.currency,
    now,
  );

export const operatorAccount = (
  db: Database,
  merchant: Merchant,
  kind: OperatorAccountKind,
  now: Date,
): Promise<LedgerAccount> => ensureAccount(db, { merchantCode: merchant.code, kind }, merchant.tenant.currency, now);

/**
 * How many game_house accounts each merchant has. Every round posts its stake and win against the game house
 * and holds that row's lock until it commits, so with one account all rounds of a merchant would queue on one
 * row; spread over this many, rounds of different players rarely meet (32 shards against the benchmark's 50
 * concurrent players). The house's result is the sum of its shards. Changing the number only changes which
 * shard new rounds use: every shard ever posted to stays in the sum.
 */
export const GAME_HOUSE_SHARDS = 32;

/** The shard of the game house a member's rounds post to: fixed per member, so one player's rounds stay in order. */
export const gameHouseShard = (memberId: number): number => memberId % GAME_HOUSE_SHARDS;

/** The merchant's game house account (the other side of every bet and win) for this member's rounds. */
export const gameHouseAccount = (
  db: Database,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<LedgerAccount> =>
  ensureAccount(
    db,
    { merchantCode: merchant.code, kind: 'game_house', shard: gameHouseShard(memberId) },
    merchant.tenant.currency,
    now,
  );

/** The game house's balance over all its shards (minor units): what the merchant has won from play. */
export async function gameHouseBalance(db: Database, merchantCode: string): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    "SELECT coalesce(sum(balance), 0)::bigint AS balance FROM ledger_accounts WHERE merchant_code = $1 AND kind = 'game_house'",
    [merchantCode],
  );
  return row?.balance ?? 0;
}

/** A member's main wallet balance in minor units (0 before their first movement, without creating the account). */
export async function walletBalance(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'",
    [memberId],
  );
  return row?.balance ?? 0;
}
