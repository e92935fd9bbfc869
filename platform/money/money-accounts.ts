/**
 * The ledger accounts money flows touch, by role: a member's main wallet, their wallet at a vendor, and the
 * merchant's own accounts. Accounts are created on first use in the merchant's currency.
 */
import type { Database } from '../db/database';
import { ensureAccount, type LedgerAccount, type OperatorAccountKind } from '../ledger/accounts';
import type { Merchant } from '../merchants/merchants';

export const memberWallet = (db: Database, merchant: Merchant, memberId: number, now: Date): Promise<LedgerAccount> =>
  ensureAccount(db, { merchantCode: merchant.code, kind: 'wallet', memberId }, merchant.tenant.currency, now);

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

/** A member's main wallet balance in minor units (0 before their first movement, without creating the account). */
export async function walletBalance(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'",
    [memberId],
  );
  return row?.balance ?? 0;
}
