/**
 * The one SQL statement that posts a batch of ledger transactions (post.ts), as data-modifying CTEs:
 *
 *   locked   SELECT … ORDER BY id FOR UPDATE: takes every account's row lock in id order (no deadlock between
 *            two movements over the same accounts) and reads its latest committed balance; only when every
 *            account is there to see, so a posting that fails for a missing account holds no lock while its
 *            retry waits for the transaction still creating that account (account-ids.ts; a bench:money run
 *            answered such transfers with "deadlock detected");
 *   verdict  every account found at the merchant, and none that may not go negative dips below zero at any
 *            point of the batch (balance + its lowest running sum);
 *   moved    only then the balance UPDATEs (RETURNING the new balances), the transactions (t0, t1 …, each
 *            after the one before it, so their ids follow the batch order) and the
 *   posted   postings, each with its account's balance right after its own transaction.
 *
 * It answers, besides, every member main wallet it changed with the balance after each transaction in batch order,
 * which post.ts notifies once the work has committed (the live balance). No pg_notify in here: a notifying
 * transaction's commit holds PostgreSQL's one notification lock until it is flushed, which made every posting
 * wait for the one before it (db/after-commit-notifier.ts has the measurements).
 *
 * When the verdict is no, nothing is written and the statement answers which check failed.
 *
 * Under an idempotency key (`once`, post-once.ts) the same statement also claims the key and stores the answer,
 * so a money call is one statement and one round trip, with no BEGIN, claim, answer or COMMIT of its own:
 *   taken    the key already holds a committed answer: then nothing is locked or written;
 *   stored   the key's row with its answer (each named account's balance after the batch), inserted last and
 *            only when the posting went through. A concurrent request with the same key that got past `taken`
 *            meets the first one's row here: its INSERT waits for it, then fails with a unique violation, which
 *            undoes the whole statement (its posting too); the caller then reads the first one's answer.
 */
import type { NewTransaction } from './movement';

export interface PostingPlan {
  /** The accounts of the batch, ascending. */
  accounts: number[];
  /** Parameters $1 … of postingStatement(inputs.length), without the idempotency key's. */
  params: unknown[];
  /** How much `accountId` still changes after transaction `index` of the batch (0 after the last). */
  laterChange(index: number, accountId: number): number;
}

export function planPosting(inputs: NewTransaction[]): PostingPlan {
  const totals = new Map<number, number>();
  const lows = new Map<number, number>();
  // The running sum of each account right after each transaction.
  const running: Map<number, number>[] = [];
  for (const input of inputs) {
    const after = new Map<number, number>();
    for (const { accountId, amount } of input.postings) {
      const sum = (totals.get(accountId) ?? 0) + amount;
      totals.set(accountId, sum);
      lows.set(accountId, Math.min(lows.get(accountId) ?? sum, sum));
      after.set(accountId, sum);
    }
    running.push(after);
  }
  const accounts = [...totals.keys()].sort((a, b) => a - b);
  const laterChange = (index: number, accountId: number) =>
    (totals.get(accountId) ?? 0) - (running[index]?.get(accountId) ?? 0);

  const postings = { k: [] as number[], account: [] as number[], amount: [] as number[], later: [] as number[] };
  inputs.forEach((input, index) => {
    for (const { accountId, amount } of input.postings) {
      postings.k.push(index);
      postings.account.push(accountId);
      postings.amount.push(amount);
      postings.later.push(laterChange(index, accountId));
    }
  });
  const first = inputs[0] as NewTransaction;
  const params: unknown[] = [
    accounts,
    accounts.map((id) => totals.get(id)),
    accounts.map((id) => lows.get(id)),
    first.merchantCode,
    accounts.length,
  ];
  for (const input of inputs) {
    params.push(input.kind, input.memberId ?? null, input.reference ?? null, input.memo ?? null, input.at);
  }
  params.push(postings.k, postings.account, postings.amount, postings.later);
  return { accounts, params, laterChange };
}

const statements = new Map<number, string>();

/**
 * The statement for a batch of `count` transactions (built once per count). With `once`, five parameters follow
 * the batch's own: the key's scope, key, request hash and time, and the answer's accounts as a JSON object of
 * name → account id.
 */
export function postingStatement(count: number, once = false): string {
  const cacheKey = once ? -count : count;
  const cached = statements.get(cacheKey);
  if (cached) return cached;
  const sql = buildStatement(count, once);
  statements.set(cacheKey, sql);
  return sql;
}

/**
 * What a guarded posting (post.ts postTransactionsGuarded) adds to the statement under a key, each part an SQL text
 * with its own `$1` … parameters (renumbered here) and no `$` anywhere else:
 *   guard   a SELECT … FOR UPDATE of the caller's row the movements were computed from (a studio round's seed
 *           pair at the nonce it played), locked before the accounts: when it finds no row, nothing is locked or
 *           written and the statement answers `guarded` 0, so the caller reads the row again and recomputes;
 *   writes  data-modifying statements (INSERT … SELECT … WHERE (SELECT ok FROM go), UPDATE … AND (SELECT ok FROM
 *           go), no WITH) that commit with the posting: they may read `go` (ok: the posting goes through), `ts`
 *           (k, id: the batch's transaction ids in order) and `moved` (id, balance: the accounts after the batch);
 *   answer  the stored answer is the JSON object parameter that follows the key's five, with the balances of the
 *           key's answer accounts added to it.
 */
export interface GuardedParts {
  guard: string;
  writes: readonly string[];
}

/** The highest `$n` of an SQL text (0 without parameters). */
export const parameterCount = (sql: string): number =>
  Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));

/** `sql` with its `$n` moved up by `offset`. */
const shifted = (sql: string, offset: number): string => sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + offset}`);

const guardedStatements = new Map<string, string>();

/**
 * The statement of a batch of `count` transactions under a key with `parts` (GuardedParts): the key's five
 * parameters, then the answer object, then the guard's and each write's parameters in turn. Built once per text.
 */
export function guardedPostingStatement(count: number, parts: GuardedParts): string {
  const cacheKey = `${count}\n${parts.guard}\n${parts.writes.join('\n')}`;
  const cached = guardedStatements.get(cacheKey);
  if (cached) return cached;
  const sql = buildStatement(count, true, parts);
  guardedStatements.set(cacheKey, sql);
  return sql;
}

function buildStatement(count: number, once: boolean, guarded?: GuardedParts): string {
  const indexes = Array.from({ length: count }, (_, k) => k);
  const p = 6 + count * 5; // the first parameter after the transactions' own
  const k = p + 4; // the key's parameters, with `once`
  // With `guarded`: the answer object after the key's five, then the guard's parameters, then each write's.
  const value = k + 5;
  let next = value;
  const guard = guarded && shifted(guarded.guard, next);
  if (guarded) next += parameterCount(guarded.guard);
  const writes = (guarded?.writes ?? []).map((write) => {
    const text = shifted(write, next);
    next += parameterCount(write);
    return text;
  });
  return `WITH ${
    once
      ? `taken AS MATERIALIZED (
  SELECT EXISTS (SELECT 1 FROM idempotency_keys WHERE scope = $${k}::text AND key = $${k + 1}::text) AS yes
), `
      : ''
  }${guard ? `guard AS MATERIALIZED (\n  ${guard}\n), ` : ''}delta AS (
  SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS d(id, amount, low)
), locked AS MATERIALIZED (
  SELECT id, balance, may_go_negative FROM ledger_accounts
  WHERE id = ANY($1::bigint[]) AND merchant_code = $4
    AND (SELECT count(*) FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND merchant_code = $4) = $5::int${
      once ? '\n    AND NOT (SELECT yes FROM taken)' : ''
    }${guard ? '\n    AND EXISTS (SELECT 1 FROM guard)' : ''}
  ORDER BY id FOR UPDATE
), verdict AS MATERIALIZED (
  SELECT count(*)::int AS found,
    min(l.id) FILTER (WHERE NOT l.may_go_negative AND l.balance + d.low < 0) AS short
  FROM locked l JOIN delta d ON d.id = l.id
), go AS MATERIALIZED (
  SELECT found = $5::int AND short IS NULL AS ok FROM verdict
), moved AS (
  UPDATE ledger_accounts a SET balance = a.balance + d.amount
  FROM delta d WHERE a.id = d.id AND a.id = ANY($1::bigint[]) AND (SELECT ok FROM go)
  RETURNING a.id, a.balance, a.member_id, a.kind
), ${indexes
    .map((k) => {
      const b = 6 + k * 5;
      return `t${k} AS (
  INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, memo, created_at)
  SELECT $4, $${b}::text, $${b + 1}::bigint, $${b + 2}::text, $${b + 3}::text, $${b + 4}::timestamptz
  WHERE (SELECT ok FROM go)${k > 0 ? ` AND EXISTS (SELECT 1 FROM t${k - 1})` : ''}
  RETURNING id, created_at
)`;
    })
    .join(', ')}, ts AS (
  ${indexes.map((k) => `SELECT ${k} AS k, id, created_at FROM t${k}`).join(' UNION ALL ')}
), posted AS (
  INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
  SELECT ts.id, p.account_id, p.amount, m.balance - p.later, ts.created_at
  FROM unnest($${p}::int[], $${p + 1}::bigint[], $${p + 2}::bigint[], $${p + 3}::bigint[]) AS p(k, account_id, amount, later)
  JOIN ts ON ts.k = p.k JOIN moved m ON m.id = p.account_id
  -- Ids are drawn in the order rows arrive, and a join's output order is the plan's choice (a prepared, generic
  -- plan emitted a win before its stake): the balance chain needs each account's postings in batch order.
  ORDER BY p.k
  RETURNING transaction_id, account_id, balance_after
), wallets AS (
  SELECT ts.k, m.member_id, x.balance_after, x.transaction_id
  FROM posted x JOIN ts ON ts.id = x.transaction_id JOIN moved m ON m.id = x.account_id
  WHERE m.kind = 'wallet' AND m.member_id IS NOT NULL
)${writes.map((write, index) => `, w${index} AS (\n  ${write}\n)`).join('')}${
    once
      ? `, stored AS (
  INSERT INTO idempotency_keys (scope, key, request_hash, created_at, answer)
  SELECT $${k}::text, $${k + 1}::text, $${k + 2}::text, $${k + 3}::timestamptz,
    ${guard ? `$${value}::jsonb || ` : ''}(SELECT jsonb_object_agg(a.key, m.balance) FROM jsonb_each_text($${k + 4}::jsonb) a JOIN moved m ON m.id = a.value::bigint)
  WHERE (SELECT ok FROM go) AND EXISTS (SELECT 1 FROM posted)
  RETURNING key
)`
      : ''
  }
SELECT v.found, v.short,
  (SELECT json_agg(id ORDER BY k)::text FROM ts) AS transaction_ids,
  (SELECT json_agg(json_build_array(id, balance))::text FROM moved) AS balances,
  (SELECT count(*) FROM posted) AS postings,
  (SELECT json_agg(json_build_array(member_id, balance_after, transaction_id) ORDER BY k)::text FROM wallets)
    AS wallet_changes${
      once ? ',\n  (SELECT yes FROM taken) AS taken,\n  (SELECT count(*) FROM stored)::int AS stored' : ''
    }${guard ? ',\n  (SELECT count(*) FROM guard)::int AS guarded' : ''}
FROM verdict v`;
}
