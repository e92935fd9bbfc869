/**
 * postTransactionsOnce (post.ts) with group commit: the keyed movements asked for in one turn of the event loop
 * (db/turn-batch.ts) go out as few statements (post-once-batch-statement.ts), one commit for many requests, each
 * still answered with its own result and its own idempotency record.
 *
 * Why: under bench:money's 50 connections every wallet transfer was a statement and a commit of its own, and the
 * platform's process spent more time in socket writes to PostgreSQL (each one waking a backend, on a busy machine
 * giving the CPU away) than in any of its own JavaScript.
 *
 * A batch holds requests of one merchant over disjoint accounts, with distinct keys and one transaction each, so
 * one request's verdict never depends on another's; the rest of a turn's requests make further batches, and a
 * request of several transactions goes alone. A request alone in its batch, and every request of a batch whose
 * statement failed (a concurrent request storing the same key, a deadlock), takes postTransactionsOnce's own path,
 * which answers exactly as before: the batch is only ever a faster way to the same outcome.
 */
import type { Database } from '../db/database';
import { type TurnBatch, turnBatch } from '../db/turn-batch';
import { BALANCE_CHANNEL, type BalanceChange } from './balance-channel';
import type { NewTransaction } from './movement';
import {
  checkPostings,
  InsufficientFundsError,
  type KeyClaim,
  type PostedTransaction,
  postTransactionsOnce,
} from './post';
import { POST_ONCE_BATCH_SQL } from './post-once-batch-statement';

interface KeyedPosting {
  inputs: NewTransaction[];
  claim: KeyClaim;
}

type Outcome = { posted: PostedTransaction[] | null } | { error: unknown };

/** A batch's answer for a request that must be posted alone after all (an account missing at the merchant). */
const ALONE = Symbol('alone');

/** Requests in one statement at most: a batch's statement and its locks stay short. */
const MAX_BATCH = 32;

interface Row {
  r: number;
  taken: boolean;
  found: number;
  short: number | null;
  transaction_id: number | null;
  balances: string | null;
}

/** Runs one request on its own, the way postTransactionsOnce always has. */
const alone = ({ inputs, claim }: KeyedPosting, db: Database): Promise<Outcome> =>
  postTransactionsOnce(db, inputs, claim).then(
    (posted) => ({ posted }),
    (error: unknown) => ({ error }),
  );

/** Groups a turn's requests into batches: one merchant, disjoint accounts, distinct keys, one transaction each. */
function batchesOf(requests: KeyedPosting[]): { alone: number[]; batches: number[][] } {
  const single: number[] = [];
  const groups: { merchant: string; accounts: Set<number>; keys: Set<string>; members: number[] }[] = [];
  requests.forEach(({ inputs, claim }, index) => {
    const [input] = inputs;
    if (inputs.length !== 1 || !input) {
      single.push(index);
      return;
    }
    const accounts = input.postings.map((posting) => posting.accountId);
    const key = `${claim.scope}\n${claim.key}`;
    const group = groups.find(
      (g) =>
        g.merchant === input.merchantCode &&
        g.members.length < MAX_BATCH &&
        !g.keys.has(key) &&
        !accounts.some((id) => g.accounts.has(id)),
    );
    if (group) {
      group.members.push(index);
      group.keys.add(key);
      for (const id of accounts) group.accounts.add(id);
    } else {
      groups.push({
        merchant: input.merchantCode,
        accounts: new Set(accounts),
        keys: new Set([key]),
        members: [index],
      });
    }
  });
  for (const group of groups) if (group.members.length === 1) single.push(group.members[0] as number);
  return { alone: single, batches: groups.filter((g) => g.members.length > 1).map((g) => g.members) };
}

/** One batch's statement; null when it failed as a whole (then each request goes alone). */
async function runBatch(db: Database, requests: KeyedPosting[]): Promise<Outcome[] | null> {
  const account = { r: [] as number[], id: [] as number[], amount: [] as number[] };
  requests.forEach(({ inputs: [input] }, index) => {
    for (const { accountId, amount } of (input as NewTransaction).postings) {
      account.r.push(index + 1);
      account.id.push(accountId);
      account.amount.push(amount);
    }
  });
  const column = <T>(pick: (request: KeyedPosting, input: NewTransaction) => T) =>
    requests.map((request) => pick(request, request.inputs[0] as NewTransaction));
  let rows: Row[];
  try {
    rows = await db.query<Row>(
      POST_ONCE_BATCH_SQL,
      [
        account.r,
        account.id,
        account.amount,
        column((_, input) => input.merchantCode)[0],
        column((_, input) => input.kind),
        column((_, input) => input.memberId ?? null),
        column((_, input) => input.reference ?? null),
        column((_, input) => input.memo ?? null),
        column((_, input) => input.at),
        column(({ claim }) => claim.scope),
        column(({ claim }) => claim.key),
        column(({ claim }) => claim.requestHash),
        column(({ claim }) => claim.now),
        column(({ claim }) => JSON.stringify(claim.answer)),
        column((_, input) => input.postings.length),
      ],
      { prepare: true },
    );
  } catch {
    return null;
  }
  return rows.map((row, index): Outcome => {
    const request = requests[index] as KeyedPosting;
    if (row.taken) return { posted: null };
    const input = request.inputs[0] as NewTransaction;
    // An account missing at the merchant: alone, post.ts finds which and says so (nothing was written here).
    if (row.found < input.postings.length) return { error: ALONE };
    if (row.short !== null) return { error: new InsufficientFundsError(row.short) };
    const balances = JSON.parse(row.balances ?? '[]') as [number, number, number | null, string][];
    const transactionId = row.transaction_id as number;
    for (const [, balance, memberId, kind] of balances) {
      if (kind !== 'wallet' || memberId === null) continue;
      const change: BalanceChange = { memberId, balance, transactionId };
      db.notifyAfterCommit(BALANCE_CHANNEL, JSON.stringify(change));
    }
    return { posted: [{ transactionId, balances: new Map(balances.map(([id, balance]) => [id, balance])) }] };
  });
}

async function runTurn(db: Database, requests: KeyedPosting[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  const { alone: single, batches } = batchesOf(requests);
  const goAlone = (indexes: number[]) =>
    Promise.all(
      indexes.map(async (index) => {
        outcomes[index] = await alone(requests[index] as KeyedPosting, db);
      }),
    );
  await Promise.all([
    goAlone(single),
    ...batches.map(async (members) => {
      const answered = await runBatch(
        db,
        members.map((index) => requests[index] as KeyedPosting),
      );
      if (!answered) return goAlone(members);
      const again: number[] = [];
      members.forEach((index, k) => {
        const outcome = answered[k] as Outcome;
        if ('error' in outcome && outcome.error === ALONE) again.push(index);
        else outcomes[index] = outcome;
      });
      return goAlone(again);
    }),
  ]);
  return outcomes;
}

const turns = new WeakMap<Database, TurnBatch<KeyedPosting, Outcome>>();

/**
 * postTransactionsOnce's contract (posted, null when the key held a committed answer, or its errors), posted
 * together with the other keyed movements of this turn on `db`.
 */
export async function postTransactionsOnceInTurn(
  db: Database,
  inputs: NewTransaction[],
  claim: KeyClaim,
): Promise<PostedTransaction[] | null> {
  // A programming error is thrown here, as postTransactionsOnce throws it, never sent in a batch.
  for (const input of inputs) checkPostings(input.postings);
  let turn = turns.get(db);
  if (!turn) {
    turn = turnBatch((requests) => runTurn(db, requests), Number.POSITIVE_INFINITY);
    turns.set(db, turn);
  }
  const outcome = await turn({ inputs, claim });
  if ('error' in outcome) throw outcome.error;
  return outcome.posted;
}
