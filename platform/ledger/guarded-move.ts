/**
 * A money call whose movements were computed from a row of the caller's, in ONE statement under its idempotency
 * key (post-statement.ts GuardedParts): the row is locked and checked to be as it was read (the guard), the
 * movements posted, the caller's writes made (a studio round's nonce and bet row) and the answer stored, all or
 * nothing, with no BEGIN, claim, answer or COMMIT round trips around them (moveOnce's shape, with a guard).
 * When the row changed since it was read (another round took the nonce, the seed pair rotated), nothing is done
 * and the call answers 'stale': the caller reads its row again and computes anew. The key's guarantees are
 * once()'s: a retry with the same request gets the first answer and moves nothing, also when both race; the same
 * key with another request is refused (IdempotencyKeyReusedError).
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { postBetween } from './account-ids';
import type { AccountRef } from './accounts';
import { type IdempotentRequest, requestHash, storedAnswer } from './idempotency';
import { type Movement, type Refusal, refusing, transactionOf } from './movements';
import { type GuardedWork, isKeyConflict, postTransactionsGuarded } from './post';

export interface GuardedMove<K extends string, V extends Record<string, unknown>, B extends string> {
  merchant: Merchant;
  accounts: Record<K, AccountRef>;
  build: (ids: Record<K, number>) => Movement[];
  /** The guard and the writes (post.ts GuardedWork), made from the accounts' ids. */
  work: (ids: Record<K, number>) => Omit<GuardedWork, 'value'>;
  /** The answer: this object, with each name of `balances` set to its account's balance after the movements. */
  value: V;
  balances: Record<B, NoInfer<K>>;
  refusal?: Refusal;
}

export async function moveGuarded<K extends string, V extends Record<string, unknown>, B extends string>(
  db: Database,
  request: IdempotentRequest,
  { merchant, accounts, build, work, value, balances, refusal }: GuardedMove<K, V, B>,
): Promise<(V & Record<B, number>) | 'stale'> {
  const hash = requestHash(request.call, request.request);
  const names = Object.keys(balances) as B[];
  try {
    const { ids, posted } = await postBetween(
      db,
      accounts,
      merchant.tenant.currency,
      request.now,
      (ids) => build(ids).map(transactionOf),
      (inputs, ids) =>
        postTransactionsGuarded(
          db,
          inputs,
          {
            scope: request.scope,
            key: request.key,
            requestHash: hash,
            now: request.now,
            answer: Object.fromEntries(names.map((name) => [name, ids[balances[name]]])),
          },
          { ...work(ids), value },
        ),
    );
    if (posted === 'stale') return 'stale';
    if (posted === 'taken') return storedAnswer(db, request, hash);
    // Each account's balance after the last movement of the batch that touched it, as the stored answer has it.
    const after = new Map<number, number>();
    for (const transaction of posted) for (const [id, balance] of transaction.balances) after.set(id, balance);
    return {
      ...value,
      ...Object.fromEntries(names.map((name) => [name, after.get(ids[balances[name]]) ?? 0])),
    } as V & Record<B, number>;
  } catch (error) {
    if (isKeyConflict(error)) return storedAnswer(db, request, hash);
    return refusing(refusal)(error);
  }
}
