/**
 * Posting money movements: ledger transactions whose postings sum to zero, applied in one database statement
 * (post-statement.ts). The statement locks the accounts in id order (so two movements over the same accounts
 * cannot deadlock), checks "never below zero" against the locked, latest committed balances (so concurrent
 * debits can never overdraw an account: no read-then-write), and only then changes the balances, writes the
 * transactions and their postings; when a check fails it changes nothing. Each member main wallet it changed is
 * notified to the live balance once the work has committed (db/after-commit-notifier.ts says why not inside it).
 * One statement instead of one per account, transaction and posting: a round trip under a row lock is time
 * every other movement on that account waits.
 */
import type { Database } from '../db/database';
import { BALANCE_CHANNEL, type BalanceChange } from './balance-channel';
import type { NewTransaction, Posting } from './movement';
import { guardedPostingStatement, parameterCount, planPosting, postingStatement } from './post-statement';

export type { NewTransaction, Posting } from './movement';

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

/** A posting names an account that does not exist at the merchant. Nothing was posted. */
export class UnknownAccountError extends UnbalancedTransactionError {
  constructor(
    readonly accountIds: number[],
    merchantCode: string,
  ) {
    super(`no ledger account ${accountIds.join(', ')} at ${merchantCode}`);
    this.name = 'UnknownAccountError';
  }
}

/** Throws UnbalancedTransactionError unless `postings` are a valid transaction's (at least two, sum zero …). */
export function checkPostings(postings: Posting[]): void {
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
 * deposit row, an idempotency answer and the postings commit together); one statement needs no transaction
 * of its own.
 */
export async function postTransaction(db: Database, input: NewTransaction): Promise<PostedTransaction> {
  const [posted] = await postTransactions(db, [input]);
  return posted as PostedTransaction;
}

/**
 * Posts several transactions of one merchant at once, in order, as if posted one after the other (a round's
 * stake and win): each account must stay at or above zero after every one of them, and each posting records
 * the balance right after its own transaction. All or nothing: InsufficientFundsError or UnknownAccountError
 * and nothing changed.
 */
export async function postTransactions(db: Database, inputs: NewTransaction[]): Promise<PostedTransaction[]> {
  const { posted } = await runPosting(db, inputs);
  return posted as PostedTransaction[];
}

/** What the posting statement needs besides the batch to claim an idempotency key and store its answer. */
export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
  /** The answer stored with the key: each name's account balance after the batch. */
  answer: Record<string, number>;
}

/**
 * postTransactions under an idempotency key, in the same one statement (post-statement.ts `once`): `posted` when
 * this call claimed the key, posted and stored the answer; null when the key already held a committed answer
 * (nothing posted). A concurrent request that claimed the same key first makes it throw a unique violation
 * (isKeyConflict): nothing posted either.
 */
export async function postTransactionsOnce(
  db: Database,
  inputs: NewTransaction[],
  claim: KeyClaim,
): Promise<PostedTransaction[] | null> {
  return (await runPosting(db, inputs, claim)).posted;
}

/** The caller's parts of a guarded posting (post-statement.ts GuardedParts), each with its parameters. */
export interface GuardedWork {
  guard: { sql: string; params: unknown[] };
  writes: readonly { sql: string; params: unknown[] }[];
  /** The stored answer: this object with the claim's answer balances added (each name's balance after the batch). */
  value: Record<string, unknown>;
}

/**
 * postTransactionsOnce with a guard and writes of the caller's in the same one statement (post-statement.ts
 * GuardedParts): `posted` when this call claimed the key, found the guard's row, posted, wrote and stored the
 * answer; 'taken' when the key already held a committed answer; 'stale' when the guard found no row (nothing
 * posted, written or stored: the caller reads its row again). The refusals are postTransactions'.
 */
export async function postTransactionsGuarded(
  db: Database,
  inputs: NewTransaction[],
  claim: KeyClaim,
  work: GuardedWork,
): Promise<PostedTransaction[] | 'taken' | 'stale'> {
  for (const part of [work.guard, ...work.writes]) {
    if (part.params.length !== parameterCount(part.sql)) {
      throw new Error(
        `guarded posting: ${part.params.length} parameters for ${parameterCount(part.sql)} in ${part.sql}`,
      );
    }
  }
  const { posted, stale } = await runPosting(db, inputs, claim, work);
  return stale ? 'stale' : (posted ?? 'taken');
}

/** The statement failed because another request stored the same idempotency key first. */
export const isKeyConflict = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(
    'idempotency_keys',
  );

async function runPosting(
  db: Database,
  inputs: NewTransaction[],
  claim?: KeyClaim,
  guarded?: GuardedWork,
): Promise<{ posted: PostedTransaction[] | null; stale?: boolean }> {
  for (const input of inputs) checkPostings(input.postings);
  const merchantCode = inputs[0]?.merchantCode;
  if (!merchantCode || inputs.some((input) => input.merchantCode !== merchantCode)) {
    throw new UnbalancedTransactionError('a batch posts one or more transactions of one merchant');
  }
  const plan = planPosting(inputs);
  const keyParams = claim ? [claim.scope, claim.key, claim.requestHash, claim.now, JSON.stringify(claim.answer)] : [];
  const guardParams = guarded
    ? [JSON.stringify(guarded.value), ...guarded.guard.params, ...guarded.writes.flatMap((write) => write.params)]
    : [];
  const sql = guarded
    ? guardedPostingStatement(inputs.length, {
        guard: guarded.guard.sql,
        writes: guarded.writes.map((write) => write.sql),
      })
    : postingStatement(inputs.length, claim !== undefined);
  const [row] = await db.query<{
    found: number;
    short: number | null;
    transaction_ids: string | null;
    balances: string | null;
    wallet_changes: string | null;
    taken?: boolean;
    guarded?: number;
  }>(sql, [...plan.params, ...keyParams, ...guardParams], { prepare: true });
  if (row?.taken) return { posted: null };
  if (guarded && row?.guarded === 0) return { posted: null, stale: true };
  if (!row || row.found < plan.accounts.length) {
    const known = await db.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND merchant_code = $2',
      [plan.accounts, merchantCode],
    );
    const ids = new Set(known.map((account) => account.id));
    throw new UnknownAccountError(
      plan.accounts.filter((id) => !ids.has(id)),
      merchantCode,
    );
  }
  if (row.short !== null) throw new InsufficientFundsError(row.short);
  // [member, balance after, transaction id] in batch order; sent after COMMIT, or now when `db` is no transaction.
  const changes = JSON.parse(row.wallet_changes ?? '[]') as [number, number, number][];
  for (const [memberId, balance, transactionId] of changes) {
    const change: BalanceChange = { memberId, balance, transactionId };
    db.notifyAfterCommit(BALANCE_CHANNEL, JSON.stringify(change));
  }
  // Sent as text and parsed here: [id, …] in batch order and [[account, balance after the batch], …].
  const ids = JSON.parse(row.transaction_ids ?? '[]') as number[];
  const finals = new Map((JSON.parse(row.balances ?? '[]') as [number, number][]).map(([id, b]) => [id, b]));
  const posted = inputs.map((input, index) => ({
    transactionId: ids[index] as number,
    balances: new Map(
      input.postings.map(({ accountId }) => [
        accountId,
        (finals.get(accountId) ?? 0) - plan.laterChange(index, accountId),
      ]),
    ),
  }));
  return { posted };
}
