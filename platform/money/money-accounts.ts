/**
 * The ledger accounts money flows touch, by role: a member's main wallet, their wallet at a vendor, and the
 * merchant's own accounts. Accounts are created on first use in the merchant's currency.
 */
import type { Database } from '../db/database';
import { ensureAccount, type LedgerAccount, type OperatorAccountKind } from '../ledger/accounts';
import type { Merchant } from '../merchants/merchants';

export const memberWallet = (db: Database, merchant: Merchant, memberId: number, now: Date): Promise<LedgerAccount> =>
  ensureAccount(db, { merchantCode: merchant.code, kind: 'wallet', memberId }, merchant.tenant.currency, now);

/**
 * The main wallets' ids of `memberIds`, the missing ones created empty: two statements whatever their number (a
 * contract settlement pays thousands of agents at once; ensureAccount one by one cost about 0.8 ms each).
 */
export async function memberWallets(
  db: Database,
  merchant: Merchant,
  memberIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; member_id: number }>(
    `WITH created AS (
       INSERT INTO ledger_accounts (merchant_code, kind, member_id, vendor, currency, may_go_negative, created_at, shard)
       SELECT $1, 'wallet', m.id, '', $3, false, $4, 0 FROM unnest($2::bigint[]) AS m(id)
       WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.kind = 'wallet'
         AND a.member_id = m.id AND a.vendor = '' AND a.shard = 0)
       ON CONFLICT (merchant_code, kind, coalesce(member_id, 0), vendor, shard) DO NOTHING
       RETURNING id, member_id
     )
     SELECT id, member_id FROM created
     UNION ALL
     SELECT id, member_id FROM ledger_accounts
     WHERE merchant_code = $1 AND kind = 'wallet' AND member_id = ANY($2::bigint[]) AND vendor = '' AND shard = 0`,
    [merchant.code, memberIds, merchant.tenant.currency, now],
  );
  const wallets = new Map(rows.map((row) => [row.member_id, row.id]));
  // a wallet another transaction created meanwhile is not in this statement's snapshot: found one by one
  for (const memberId of memberIds) {
    if (!wallets.has(memberId)) wallets.set(memberId, (await memberWallet(db, merchant, memberId, now)).id);
  }
  return wallets;
}

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
