/**
 * Ledger accounts: one wallet per member (plus one per game vendor when the merchant uses transfer wallets)
 * and the operator's accounts per merchant. Accounts are created on first use, so a new member or a new
 * vendor needs no set-up step.
 */
import type { Database } from '../db/database';

export type MemberAccountKind = 'wallet' | 'vendor_wallet';
export type OperatorAccountKind = 'cash' | 'payment_clearing' | 'pending_withdrawals' | 'bonuses' | 'game_house';
export type AccountKind = MemberAccountKind | OperatorAccountKind;

/**
 * Which account: a member's wallet, a member's wallet at one vendor, or one of the merchant's own. `shard`
 * (default 0) tells apart the several game_house accounts of a merchant (migration 0313).
 */
export type AccountRef =
  | { merchantCode: string; kind: 'wallet'; memberId: number }
  | { merchantCode: string; kind: 'vendor_wallet'; memberId: number; vendor: string }
  | { merchantCode: string; kind: OperatorAccountKind; shard?: number };

export interface LedgerAccount {
  id: number;
  merchantCode: string;
  kind: AccountKind;
  memberId: number | null;
  vendor: string;
  currency: string;
  /** Minor units. */
  balance: number;
}

interface AccountRow {
  id: number;
  merchant_code: string;
  kind: AccountKind;
  member_id: number | null;
  vendor: string;
  currency: string;
  balance: number;
}

const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  merchantCode: row.merchant_code,
  kind: row.kind,
  memberId: row.member_id,
  vendor: row.vendor,
  currency: row.currency,
  balance: row.balance,
});

function ownerOf(ref: AccountRef): { memberId: number | null; vendor: string; shard: number } {
  if (ref.kind === 'wallet') return { memberId: ref.memberId, vendor: '', shard: 0 };
  if (ref.kind === 'vendor_wallet') return { memberId: ref.memberId, vendor: ref.vendor, shard: 0 };
  return { memberId: null, vendor: '', shard: ref.shard ?? 0 };
}

/** The account `ref` names, or undefined while it does not exist. */
async function findAccount(db: Database, ref: AccountRef): Promise<AccountRow | undefined> {
  const { memberId, vendor, shard } = ownerOf(ref);
  const [row] = await db.query<AccountRow>(
    `SELECT id, merchant_code, kind, member_id, vendor, currency, balance FROM ledger_accounts
     WHERE merchant_code = $1 AND kind = $2 AND coalesce(member_id, 0) = coalesce($3::bigint, 0) AND vendor = $4
       AND shard = $5`,
    [ref.merchantCode, ref.kind, memberId, vendor, shard],
  );
  return row;
}

/**
 * The account `ref` names, created (empty) when it does not exist yet. Almost every call finds it: one
 * indexed SELECT; only the first use of an account pays for the INSERT (and a sequence value).
 */
export async function ensureAccount(
  db: Database,
  ref: AccountRef,
  currency: string,
  now: Date,
): Promise<LedgerAccount> {
  let row = await findAccount(db, ref);
  if (!row) {
    const { memberId, vendor, shard } = ownerOf(ref);
    // Operator accounts are the counterpart of players' money and may run negative; players' never can.
    const mayGoNegative = ref.kind !== 'wallet' && ref.kind !== 'vendor_wallet';
    await db.query(
      `INSERT INTO ledger_accounts (merchant_code, kind, member_id, vendor, currency, may_go_negative, created_at, shard)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (merchant_code, kind, coalesce(member_id, 0), vendor, shard) DO NOTHING`,
      [ref.merchantCode, ref.kind, memberId, vendor, currency, mayGoNegative, now, shard],
    );
    row = await findAccount(db, ref);
  }
  if (!row) throw new Error(`ledger account ${ref.kind} of ${ref.merchantCode} could not be created`);
  if (row.currency !== currency) {
    throw new Error(`ledger account ${row.id} is in ${row.currency}, not ${currency}`);
  }
  return toAccount(row);
}

/**
 * The main wallets of `memberIds` at `merchantCode`, created empty when missing, as member id → account id: two
 * statements whatever their number (ensureAccount one by one costs about 0.8 ms each). A wallet another
 * transaction creates meanwhile is not in this statement's snapshot: that one is found by ensureAccount.
 */
export async function ensureWallets(
  db: Database,
  merchantCode: string,
  memberIds: number[],
  currency: string,
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
    [merchantCode, memberIds, currency, now],
  );
  const wallets = new Map(rows.map((row) => [row.member_id, row.id]));
  for (const memberId of memberIds) {
    if (!wallets.has(memberId)) {
      wallets.set(memberId, (await ensureAccount(db, { merchantCode, kind: 'wallet', memberId }, currency, now)).id);
    }
  }
  return wallets;
}

/** A member's accounts (main wallet first, then vendor wallets by vendor). */
export async function memberAccounts(db: Database, memberId: number): Promise<LedgerAccount[]> {
  const rows = await db.query<AccountRow>(
    `SELECT id, merchant_code, kind, member_id, vendor, currency, balance FROM ledger_accounts
     WHERE member_id = $1 ORDER BY kind = 'wallet' DESC, vendor`,
    [memberId],
  );
  return rows.map(toAccount);
}
