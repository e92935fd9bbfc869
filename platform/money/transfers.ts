/**
 * Transfers between wallets: a member to their own upline, an agent to a member directly under them,
 * and, at merchants with transfer wallets (isSingle false), between a member's main wallet and their wallet at
 * a game vendor. The caller has checked the transaction password where one is needed.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { AccountRef } from '../ledger/accounts';
import type { KeyedMovement } from '../ledger/idempotent';
import { memberWallet } from '../ledger/money-accounts';
import type { MovementKind } from '../ledger/movement-kinds';
import { insufficientBalance, moveBetween, type PostedTransaction } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';

/**
 * `amount` from one member account to another, named by owner (ids remembered per process, a missing account
 * created): one statement when warm. Returns the posting and both accounts' ids.
 */
async function walletToWallet(
  db: Database,
  merchant: Merchant,
  kind: MovementKind,
  from: { memberId: number; account: AccountRef },
  to: AccountRef,
  amount: number,
  reference: string,
  now: Date,
): Promise<{ posted: PostedTransaction; from: number; to: number }> {
  const { ids, posted } = await moveBetween(
    db,
    merchant,
    { from: from.account, to },
    now,
    (ids) => [{ merchantCode: merchant.code, kind, memberId: from.memberId, reference, ...ids, amount, at: now }],
    insufficientBalance('the balance is too low for this transfer'),
  );
  return { posted: posted[0] as PostedTransaction, from: ids.from, to: ids.to };
}

const wallet = (merchant: Merchant, memberId: number): AccountRef => ({
  merchantCode: merchant.code,
  kind: 'wallet',
  memberId,
});

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
    const done = await walletToWallet(
      tx,
      merchant,
      'transfer_upline',
      { memberId, account: wallet(merchant, memberId) },
      wallet(merchant, upline.id),
      amount,
      `member:${upline.id}`,
      now,
    );
    return { posted: done.posted, recipient: upline.username, balance: done.posted.balances.get(done.from) ?? 0 };
  });
}

/**
 * Agent → a member directly under them (upline_id is the agent). The one rule for who receives an agent's
 * transfer, held by this call and by the agent centre's member picker (GET /wps/agent/team/members lists the same
 * direct members): money goes down the tree one level at a time, as a contract offer does and as a member's
 * transfer goes to their direct upline only; a sub-agent passes it on to their own members. Anyone else (a
 * second-level member, another agent's member, the agent themself, an unknown name) is 403
 * transfer_not_direct_downline.
 */
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
    if (!downline || downline.upline_id !== agentId) {
      throw new PlatformError(403, 'transfer_not_direct_downline', 'that account is not directly under you');
    }
    const done = await walletToWallet(
      tx,
      merchant,
      'transfer_downline',
      { memberId: agentId, account: wallet(merchant, agentId) },
      wallet(merchant, downline.id),
      amount,
      `member:${downline.id}`,
      now,
    );
    return { posted: done.posted, recipient: downline.username, balance: done.posted.balances.get(done.from) ?? 0 };
  });
}

/**
 * The wallet transfer call's movement, main wallet ⇄ vendor wallet, for idempotentMove: claim, posting and answer
 * (both balances right after it) in one statement. The same movement as vendorTransfer, which moves inside a
 * caller's transaction (recall all).
 */
export function vendorTransferMovement(
  merchant: Merchant,
  memberId: number,
  vendor: string,
  direction: 'in' | 'out',
  amount: number,
  now: Date,
): KeyedMovement<'main' | 'vendor', 'main' | 'vendor'> {
  return {
    merchant,
    accounts: {
      main: wallet(merchant, memberId),
      vendor: { merchantCode: merchant.code, kind: 'vendor_wallet', memberId, vendor },
    },
    build: ({ main, vendor: atVendor }) => [
      {
        merchantCode: merchant.code,
        kind: direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out',
        memberId,
        reference: `vendor:${vendor}`,
        ...(direction === 'in' ? { from: main, to: atVendor } : { from: atVendor, to: main }),
        amount,
        at: now,
      },
    ],
    answer: ['main', 'vendor'],
    refusal: insufficientBalance('the balance is too low for this transfer'),
  };
}

/**
 * Main wallet ⇄ vendor wallet (transfer-wallet merchants only; the route checks isSingle). Returns the posting
 * and both balances right after it (minor units).
 */
export async function vendorTransfer(
  db: Database,
  merchant: Merchant,
  memberId: number,
  vendor: string,
  direction: 'in' | 'out',
  amount: number,
  now: Date,
): Promise<PostedTransaction & { main: number; vendor: number }> {
  const main = wallet(merchant, memberId);
  const atVendor: AccountRef = { merchantCode: merchant.code, kind: 'vendor_wallet', memberId, vendor };
  const [from, to] = direction === 'in' ? [main, atVendor] : [atVendor, main];
  // No transaction of its own: warm, the posting is one statement (atomic by itself); a vendor wallet created
  // on first use may stay, empty, when the posting is refused.
  const done = await walletToWallet(
    db,
    merchant,
    direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out',
    { memberId, account: from },
    to,
    amount,
    `vendor:${vendor}`,
    now,
  );
  const [mainId, vendorId] = direction === 'in' ? [done.from, done.to] : [done.to, done.from];
  return {
    ...done.posted,
    main: done.posted.balances.get(mainId) ?? 0,
    vendor: done.posted.balances.get(vendorId) ?? 0,
  };
}

/**
 * Brings every vendor balance back to the main wallet, each its own movement, except the wallet at `keep` when one
 * is named; returns the total recalled (minor units).
 */
export function recallAll(db: Database, merchant: Merchant, memberId: number, now: Date, keep?: string) {
  return db.transaction(async (tx) => {
    const vendors = await tx.query<{ vendor: string; balance: number }>(
      `SELECT vendor, balance FROM ledger_accounts
        WHERE member_id = $1 AND kind = 'vendor_wallet' AND balance > 0 AND vendor <> $2 FOR UPDATE`,
      [memberId, keep ?? ''],
    );
    let total = 0;
    for (const { vendor, balance } of vendors) {
      await vendorTransfer(tx, merchant, memberId, vendor, 'out', balance, now);
      total += balance;
    }
    return total;
  });
}

/**
 * Holds the member's main wallet row until the caller's transaction ends and answers its balance (minor units):
 * a second move of all of one member's money waits here, then finds the money where the first one put it.
 */
export async function holdMainWallet(tx: Database, merchant: Merchant, memberId: number, now: Date): Promise<number> {
  const main = await memberWallet(tx, merchant, memberId, now);
  const [row] = await tx.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE', [
    main.id,
  ]);
  return row?.balance ?? 0;
}
