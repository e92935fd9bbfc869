/**
 * Many movements at once, for seeded history: the rows posting them one by one would leave (every account's
 * balance, each posting's balance_after in order, one transaction per movement), in three statements instead of
 * one per movement. It applies each account's total change in one UPDATE (which also takes the row locks, in id
 * order as post.ts does, and returns the balances), derives each posting's balance_after from them, and inserts
 * all transactions and postings with one statement each. Nobody watches a seeded wallet: no live-balance notice.
 * Refused, with nothing written, when an account that may not go negative would go below zero on the way.
 */
import type { Database } from '../db/database';
import type { Movement } from './movements';

/** Writes `moves` in order; answers their transaction ids, in the same order. */
export async function writeMovements(tx: Database, merchantCode: string, moves: Movement[]): Promise<number[]> {
  if (moves.length === 0) return [];
  const change = new Map<number, number>();
  for (const { from, to, amount } of moves) {
    change.set(from, (change.get(from) ?? 0) - amount);
    change.set(to, (change.get(to) ?? 0) + amount);
  }
  const ids = [...change.keys()].sort((a, b) => a - b);
  const updated = await tx.query<{ id: number; balance: number; may_go_negative: boolean }>(
    `UPDATE ledger_accounts a SET balance = a.balance + u.change
     FROM unnest($1::bigint[], $2::bigint[]) AS u(id, change) WHERE a.id = u.id AND a.merchant_code = $3
     RETURNING a.id, a.balance, a.may_go_negative`,
    [ids, ids.map((id) => change.get(id)), merchantCode],
  );
  if (updated.length !== ids.length) throw new Error(`a bulk movement names an account not at ${merchantCode}`);
  const balance = new Map(updated.map((row) => [row.id, Number(row.balance) - (change.get(row.id) ?? 0)]));
  const guarded = new Set(updated.filter((row) => !row.may_go_negative).map((row) => row.id));
  const txIds = (
    await tx.query<{ id: number }>(
      "SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id FROM generate_series(1, $1::int) ORDER BY 1",
      [moves.length],
    )
  ).map((row) => Number(row.id));
  const postings = { tx: [] as number[], account: [] as number[], amount: [] as number[], after: [] as number[] };
  for (const [i, move] of moves.entries()) {
    for (const [account, amount] of [
      [move.from, -move.amount],
      [move.to, move.amount],
    ] as const) {
      const after = (balance.get(account) ?? 0) + amount;
      // Thrown inside the caller's transaction: the balances updated above roll back with it.
      if (after < 0 && guarded.has(account)) throw new Error(`a bulk movement would overdraw account ${account}`);
      balance.set(account, after);
      postings.tx.push(txIds[i] as number);
      postings.account.push(account);
      postings.amount.push(amount);
      postings.after.push(after);
    }
  }
  const at = moves.map((move) => move.at.toISOString());
  await tx.query(
    `INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, memo, created_at)
     SELECT id, $1, kind, member_id, reference, memo, at FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::text[],
       $6::text[], $7::timestamptz[]) AS u(id, kind, member_id, reference, memo, at) ORDER BY id`,
    [
      merchantCode,
      txIds,
      moves.map((move) => move.kind),
      moves.map((move) => move.memberId ?? null),
      moves.map((move) => move.reference ?? null),
      moves.map((move) => move.memo ?? null),
      at,
    ],
  );
  await tx.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
     SELECT t, a, amount, after, at FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[],
       $5::timestamptz[]) WITH ORDINALITY AS u(t, a, amount, after, at, n) ORDER BY n`,
    [postings.tx, postings.account, postings.amount, postings.after, at.flatMap((time) => [time, time])],
  );
  return txIds;
}
