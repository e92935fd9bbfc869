/**
 * A money call's movements under its idempotency key in ONE statement (post-statement.ts `once`): the key's claim,
 * the posting and the stored answer travel together, with no BEGIN, claim, answer or COMMIT round trips around
 * them. once() (idempotency.ts) needs five round trips for the same work, each one time every other movement on
 * the same accounts waits behind a row lock; this path is for calls whose whole work is one batch of movements
 * and whose answer is account balances (a wallet transfer). The guarantees are once()'s: the first request with a
 * key moves the money and stores its answer atomically; a retry with the same request gets that answer and moves
 * nothing (also when both race: the second's statement fails on the key and is undone whole); the same key with
 * another request is refused (IdempotencyKeyReusedError).
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { postBetween } from './account-ids';
import type { AccountRef } from './accounts';
import { type IdempotentRequest, requestHash, storedAnswer } from './idempotency';
import { type Movement, type Refusal, refusing, transactionOf } from './movements';
import { isKeyConflict } from './post';
import { postTransactionsOnceInTurn } from './post-once-batch';

/**
 * Posts the movements `build` makes between `accounts` (ids remembered, missing accounts created) once per key,
 * and answers the balance after them of each account named in `answer`, or what the key's first request answered.
 */
export async function moveOnce<K extends string, A extends K>(
  db: Database,
  merchant: Merchant,
  request: IdempotentRequest,
  accounts: Record<K, AccountRef>,
  build: (ids: Record<K, number>) => Movement[],
  answer: readonly A[],
  refusal?: Refusal,
): Promise<Record<A, number>> {
  const hash = requestHash(request.call, request.request);
  try {
    const { ids, posted } = await postBetween(
      db,
      accounts,
      merchant.tenant.currency,
      request.now,
      (ids) => build(ids).map(transactionOf),
      (inputs, ids) =>
        postTransactionsOnceInTurn(db, inputs, {
          scope: request.scope,
          key: request.key,
          requestHash: hash,
          now: request.now,
          answer: Object.fromEntries(answer.map((name) => [name, ids[name]])),
        }),
    );
    if (!posted) return storedAnswer(db, request, hash);
    // Each account's balance after the last movement of the batch that touched it, as the stored answer has it.
    const balances = new Map<number, number>();
    for (const transaction of posted) for (const [id, balance] of transaction.balances) balances.set(id, balance);
    return Object.fromEntries(answer.map((name) => [name, balances.get(ids[name]) ?? 0])) as Record<A, number>;
  } catch (error) {
    if (isKeyConflict(error)) return storedAnswer(db, request, hash);
    return refusing(refusal)(error);
  }
}
