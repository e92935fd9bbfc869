/**
 * The ledger's invariants, checked from the stored rows: every transaction's postings sum to zero (and there
 * are at least two), every account's stored balance equals the sum of its postings, no account that may not
 * go negative is below zero, and each posting's balance_after follows from the one before it on that account.
 * Then the ledger against the business records (reconcile-queries.ts): every game-house movement has its bet,
 * every deposit its deposit row and so on, no transaction is of a kind the ledger does not know or moves money
 * between kinds of account its kind does not name (movement-kinds.ts) — money
 * created outside a recorded bet or payment is a failure even though the books balance (the game house may go
 * negative). `npm run ledger:check` and the admin API report the same result.
 */
import type { Database } from '../db/database';
import {
  ACCOUNT_RULES,
  ACCOUNTS_SQL,
  KINDS_SQL,
  KNOWN_KINDS,
  MEMBER_ONLY_KINDS,
  RECONCILIATIONS,
  type UnreconciledRow,
} from './reconcile-queries';

/** A movement without its business record (or with another amount or member), or a record without its movement. */
export interface Unreconciled {
  /**
   * The record it was matched with (bets, deposits, …), `kinds` for a transaction of an unknown kind, or `accounts`
   * for one that moved money between kinds of account its kind does not name.
   */
  record: string;
  transactionId: number | null;
  /** Which record, e.g. `deposit 12`, when there is one. */
  recordId: string | null;
}

export interface LedgerCheck {
  ok: boolean;
  transactions: number;
  postings: number;
  accounts: number;
  /** Transactions whose postings do not sum to zero or that have fewer than two postings. */
  unbalancedTransactions: number[];
  /** Accounts whose stored balance differs from the sum of their postings. */
  driftedAccounts: number[];
  /** Accounts below zero that may not be. */
  negativeAccounts: number[];
  /** Postings whose balance_after is not the previous balance_after plus the amount. */
  brokenBalanceChains: number[];
  /** What does not match its business record, at most RECONCILE_LIMIT per record. */
  unreconciled: Unreconciled[];
}

async function reconcile(db: Database, merchantCode: string | null): Promise<Unreconciled[]> {
  const found: Unreconciled[] = [];
  const report = (record: string, rows: UnreconciledRow[]) => {
    for (const row of rows) found.push({ record, transactionId: row.transaction_id, recordId: row.record_id });
  };
  for (const { record, sql } of RECONCILIATIONS) report(record, await db.query<UnreconciledRow>(sql, [merchantCode]));
  report('kinds', await db.query<UnreconciledRow>(KINDS_SQL, [merchantCode, KNOWN_KINDS, MEMBER_ONLY_KINDS]));
  report('accounts', await db.query<UnreconciledRow>(ACCOUNTS_SQL, [merchantCode, ...ACCOUNT_RULES]));
  return found;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function checkLedger(db: Database, merchantCode?: string): Promise<LedgerCheck> {
  const scope = merchantCode ? 'AND a.merchant_code = $1' : '';
  const params = merchantCode ? [merchantCode] : [];
  const [counts] = await db.query<{ transactions: number; postings: number; accounts: number }>(
    `SELECT (SELECT count(*) FROM ledger_transactions t WHERE true ${scope.replace('a.', 't.')}) AS transactions,
            (SELECT count(*) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE true ${scope}) AS postings,
            (SELECT count(*) FROM ledger_accounts a WHERE true ${scope}) AS accounts`,
    params,
  );
  const unbalanced = await db.query<{ id: number }>(
    `SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.transaction_id = t.id
     WHERE true ${scope.replace('a.', 't.')}
     GROUP BY t.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2 ORDER BY t.id`,
    params,
  );
  const drifted = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
     WHERE a.balance <> coalesce(s.total, 0) ${scope} ORDER BY a.id`,
    params,
  );
  const negative = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a WHERE NOT a.may_go_negative AND a.balance < 0 ${scope} ORDER BY a.id`,
    params,
  );
  const broken = await db.query<{ id: number }>(
    `SELECT id FROM (
       SELECT p.id, p.amount, p.balance_after,
              lag(p.balance_after, 1, 0::bigint) OVER (PARTITION BY p.account_id ORDER BY p.id) AS before
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE true ${scope}
     ) chain WHERE balance_after <> before + amount ORDER BY id`,
    params,
  );
  const result = {
    transactions: counts?.transactions ?? 0,
    postings: counts?.postings ?? 0,
    accounts: counts?.accounts ?? 0,
    unbalancedTransactions: ids(unbalanced),
    driftedAccounts: ids(drifted),
    negativeAccounts: ids(negative),
    brokenBalanceChains: ids(broken),
    unreconciled: await reconcile(db, merchantCode ?? null),
  };
  const ok =
    result.unbalancedTransactions.length === 0 &&
    result.driftedAccounts.length === 0 &&
    result.negativeAccounts.length === 0 &&
    result.brokenBalanceChains.length === 0 &&
    result.unreconciled.length === 0;
  return { ok, ...result };
}
