/**
 * Posting one money movement: a ledger transaction whose postings sum to zero, applied in one database
 * transaction. Each account's balance changes in a single conditional UPDATE, which takes the row lock and
 * re-checks "never below zero" against the committed balance, so concurrent debits can never overdraw an
 * account (no read-then-write). Accounts are updated in id order so two movements over the same accounts
 * cannot deadlock.
 */
import type { Database } from '../db/database';

export interface Posting {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface NewTransaction {
  merchantCode: string;
  /** deposit, withdrawal, transfer_upline, vendor_transfer, adjustment, bet, win … (lower-case, a-z and _). */
  kind: string;
  /** The member the movement is about, shown in their account record. */
  memberId?: number | null;
  /** The business object behind it (deposit id, withdrawal id, bet round …). */
  reference?: string | null;
  memo?: string | null;
  postings: Posting[];
  at: Date;
}

/** Notification channel of main-wallet balance changes; the payload is a BalanceChange as JSON. */
export const BALANCE_CHANNEL = 'ledger_balance';

export interface BalanceChange {
  memberId: number;
  /** Minor units, right after the change. */
  balance: number;
}

export interface PostedTransaction {
  transactionId: number;
  /** Balance of every account the transaction touched, right after it. */
  balances: Map<number, number>;
}

/** The movement would take an account that may not go negative below zero. Nothing was posted. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super(`ledger account ${accountId} has too little money for this movement`);
    this.name = 'InsufficientFundsError';
  }
}

/** The postings themselves are wrong (a programming error, never a player's): they do not balance, etc. */
export class UnbalancedTransactionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedTransactionError';
  }
}

function checkPostings(postings: Posting[]): void {
  if (postings.length < 2) throw new UnbalancedTransactionError('a transaction needs at least two postings');
  const seen = new Set<number>();
  let sum = 0;
  for (const { accountId, amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new UnbalancedTransactionError(`posting amount ${amount} is not a non-zero whole number of minor units`);
    }
    if (seen.has(accountId)) throw new UnbalancedTransactionError(`account ${accountId} is posted twice`);
    seen.add(accountId);
    sum += amount;
  }
  if (sum !== 0) throw new UnbalancedTransactionError(`postings sum to ${sum}, not 0`);
}

/**
 * Posts `input` and returns the new balances. Runs inside the caller's transaction when given one (so a
 * deposit row, an idempotency answer and the postings commit together), else in its own.
 */
export async function postTransaction(db: Database, input: NewTransaction): Promise<PostedTransaction> {
  checkPostings(input.postings);
  const inLockOrder = [...input.postings].sort((a, b) => a.accountId - b.accountId);
  return db.transaction(async (tx) => {
    const balances = new Map<number, number>();
    const mainWallets: BalanceChange[] = [];
    for (const { accountId, amount } of inLockOrder) {
      const [row] = await tx.query<{ balance: number; member_id: number | null; kind: string }>(
        `UPDATE ledger_accounts SET balance = balance + $2
         WHERE id = $1 AND merchant_code = $3 AND (may_go_negative OR balance + $2 >= 0)
         RETURNING balance, member_id, kind`,
        [accountId, amount, input.merchantCode],
      );
      if (!row) {
        const [exists] = await tx.query('SELECT 1 FROM ledger_accounts WHERE id = $1 AND merchant_code = $2', [
          accountId,
          input.merchantCode,
        ]);
        if (!exists) throw new UnbalancedTransactionError(`no ledger account ${accountId} at ${input.merchantCode}`);
        throw new InsufficientFundsError(accountId);
      }
      balances.set(accountId, row.balance);
      if (row.kind === 'wallet' && row.member_id !== null) {
        mainWallets.push({ memberId: row.member_id, balance: row.balance });
      }
    }
    const [transaction] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, memo, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [input.merchantCode, input.kind, input.memberId ?? null, input.reference ?? null, input.memo ?? null, input.at],
    );
    const transactionId = (transaction as { id: number }).id;
    // One statement for all postings, each with its account's balance right after it.
    const values: unknown[] = [];
    const rows = input.postings.map(({ accountId, amount }, index) => {
      values.push(transactionId, accountId, amount, balances.get(accountId), input.at);
      const p = index * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`;
    });
    await tx.query(
      `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at) VALUES ${rows.join(', ')}`,
      values,
    );
    // Delivered when (and only if) this transaction commits, to every platform process (live balance).
    for (const change of mainWallets) {
      await tx.query('SELECT pg_notify($1, $2)', [BALANCE_CHANNEL, JSON.stringify(change)]);
    }
    return { transactionId, balances };
  });
}
