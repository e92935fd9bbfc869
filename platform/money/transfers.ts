/**
 * Transfers between wallets (spec §1): a member to their own upline, an agent to a member of their own
 * downline tree, and, at merchants with transfer wallets (isSingle false), between a member's main wallet and
 * their wallet at a game vendor. The caller has checked the transaction password where one is needed.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { InsufficientFundsError, type PostedTransaction, postTransaction } from '../ledger/post';
import type { Merchant } from '../merchants/merchants';
import { memberWallet, vendorWallet } from './money-accounts';

function lowBalance(error: unknown): never {
  if (error instanceof InsufficientFundsError) {
    throw new PlatformError(409, 'insufficient_balance', 'the balance is too low for this transfer');
  }
  throw error;
}

async function walletToWallet(
  db: Database,
  merchant: Merchant,
  kind: string,
  from: { memberId: number; accountId: number },
  toAccountId: number,
  amount: number,
  reference: string,
  now: Date,
): Promise<PostedTransaction> {
  return postTransaction(db, {
    merchantCode: merchant.code,
    kind,
    memberId: from.memberId,
    reference,
    postings: [
      { accountId: from.accountId, amount: -amount },
      { accountId: toAccountId, amount },
    ],
    at: now,
  }).catch(lowBalance);
}

interface Counterpart {
  id: number;
  username: string;
}

async function memberByUsername(db: Database, merchant: Merchant, username: string) {
  const [row] = await db.query<Counterpart & { upline_id: number | null }>(
    'SELECT id, username, upline_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) AND disabled = false',
    [merchant.code, username],
  );
  return row ?? null;
}

/** Member → their own upline, named by username so a player sees whom they pay. */
export function transferToUpline(
  db: Database,
  merchant: Merchant,
  memberId: number,
  uplineUsername: string,
  amount: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [self] = await tx.query<{ upline_id: number | null }>('SELECT upline_id FROM members WHERE id = $1', [
      memberId,
    ]);
    const upline = await memberByUsername(tx, merchant, uplineUsername);
    if (!upline || !self?.upline_id || upline.id !== self.upline_id) {
      throw new PlatformError(403, 'not_own_upline', 'that account is not your upline');
    }
    const from = await memberWallet(tx, merchant, memberId, now);
    const to = await memberWallet(tx, merchant, upline.id, now);
    const posted = await walletToWallet(
      tx,
      merchant,
      'transfer_upline',
      { memberId, accountId: from.id },
      to.id,
      amount,
      `member:${upline.id}`,
      now,
    );
    return { posted, recipient: upline.username, balance: posted.balances.get(from.id) ?? 0 };
  });
}

/** Agent → a member anywhere in their own downline tree. */
export function transferToDownline(
  db: Database,
  merchant: Merchant,
  agentId: number,
  downlineUsername: string,
  amount: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const downline = await memberByUsername(tx, merchant, downlineUsername);
    const [inTree] = downline
      ? await tx.query(
          `WITH RECURSIVE chain AS (
             SELECT id, upline_id, 1 AS depth FROM members WHERE id = $1
             UNION ALL
             SELECT m.id, m.upline_id, chain.depth + 1 FROM members m JOIN chain ON m.id = chain.upline_id
             WHERE chain.depth < 50
           ) SELECT 1 FROM chain WHERE upline_id = $2 LIMIT 1`,
          [downline.id, agentId],
        )
      : [];
    if (!downline || !inTree) throw new PlatformError(403, 'not_own_downline', 'that account is not in your downline');
    const from = await memberWallet(tx, merchant, agentId, now);
    const to = await memberWallet(tx, merchant, downline.id, now);
    const posted = await walletToWallet(
      tx,
      merchant,
      'transfer_downline',
      { memberId: agentId, accountId: from.id },
      to.id,
      amount,
      `member:${downline.id}`,
      now,
    );
    return { posted, recipient: downline.username, balance: posted.balances.get(from.id) ?? 0 };
  });
}

/** Main wallet ⇄ vendor wallet (transfer-wallet merchants only; the route checks isSingle). */
export function vendorTransfer(
  db: Database,
  merchant: Merchant,
  memberId: number,
  vendor: string,
  direction: 'in' | 'out',
  amount: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const main = await memberWallet(tx, merchant, memberId, now);
    const atVendor = await vendorWallet(tx, merchant, memberId, vendor, now);
    const [from, to] = direction === 'in' ? [main, atVendor] : [atVendor, main];
    return walletToWallet(
      tx,
      merchant,
      direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out',
      { memberId, accountId: from.id },
      to.id,
      amount,
      `vendor:${vendor}`,
      now,
    );
  });
}

/** Brings every vendor balance back to the main wallet; returns the total recalled (minor units). */
export function recallAll(db: Database, merchant: Merchant, memberId: number, now: Date) {
  return db.transaction(async (tx) => {
    const vendors = await tx.query<{ vendor: string; balance: number }>(
      "SELECT vendor, balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'vendor_wallet' AND balance > 0 FOR UPDATE",
      [memberId],
    );
    let total = 0;
    for (const { vendor, balance } of vendors) {
      await vendorTransfer(tx, merchant, memberId, vendor, 'out', balance, now);
      total += balance;
    }
    return total;
  });
}
