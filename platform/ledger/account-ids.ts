/**
 * Posting between accounts named by owner (a member's wallet, the game house's shard …) without looking their
 * ids up every time. An account keeps its id for ever (accounts are never deleted or moved, ids are never
 * reused), so each process remembers the ids it has seen, per database, and the hot money paths (studio rounds,
 * wallet transfers) skip one SELECT per account.
 *
 * The one way a remembered id can be wrong: its account was created in a transaction that rolled back (a first
 * round the balance could not pay). A posting with such an id changes nothing and fails with
 * UnknownAccountError (post.ts); postBetween then forgets the ids, finds or creates the accounts again and posts
 * once more, in the same transaction.
 */
import type { Database } from '../db/database';
import { type AccountRef, ensureAccount } from './accounts';
import { type NewTransaction, type PostedTransaction, postTransactions, UnknownAccountError } from './post';

/** Enough for every active player of a large merchant; the oldest entries go first beyond it. */
const MAX_ENTRIES = 200_000;
const caches = new WeakMap<object, Map<string, number>>();

function cacheOf(db: Database): Map<string, number> {
  // The location object is shared by a database and every transaction opened on it.
  let cache = caches.get(db.location);
  if (!cache) {
    cache = new Map();
    caches.set(db.location, cache);
  }
  return cache;
}

function keyOf(ref: AccountRef): string {
  const member = 'memberId' in ref ? ref.memberId : 0;
  const vendor = 'vendor' in ref ? ref.vendor : '';
  const shard = 'shard' in ref ? (ref.shard ?? 0) : 0;
  return `${ref.merchantCode}|${ref.kind}|${member}|${vendor}|${shard}`;
}

async function idsOf<K extends string>(
  db: Database,
  refs: Record<K, AccountRef>,
  currency: string,
  now: Date,
): Promise<Record<K, number>> {
  const cache = cacheOf(db);
  const ids = {} as Record<K, number>;
  for (const name of Object.keys(refs) as K[]) {
    const key = keyOf(refs[name]);
    let id = cache.get(key);
    if (id === undefined) {
      id = (await ensureAccount(db, refs[name], currency, now)).id;
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, id);
    }
    ids[name] = id;
  }
  return ids;
}

/**
 * Posts the transactions `build` makes from the ids of `refs` (created when missing, in `currency`), as one
 * batch: postTransactions, or `post` (the same statement under an idempotency key, move-once.ts). Returns the ids
 * too.
 */
export async function postBetween<K extends string, P = PostedTransaction[]>(
  db: Database,
  refs: Record<K, AccountRef>,
  currency: string,
  now: Date,
  build: (ids: Record<K, number>) => NewTransaction[],
  post: (inputs: NewTransaction[], ids: Record<K, number>) => Promise<P> = (inputs) =>
    postTransactions(db, inputs) as Promise<P>,
): Promise<{ ids: Record<K, number>; posted: P }> {
  let ids = await idsOf(db, refs, currency, now);
  try {
    return { ids, posted: await post(build(ids), ids) };
  } catch (error) {
    if (!(error instanceof UnknownAccountError)) throw error;
    const cache = cacheOf(db);
    for (const ref of Object.values(refs) as AccountRef[]) cache.delete(keyOf(ref));
    ids = await idsOf(db, refs, currency, now);
    return { ids, posted: await post(build(ids), ids) };
  }
}
