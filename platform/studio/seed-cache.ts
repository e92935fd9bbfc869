/**
 * The members' active seed pairs as this process last saw them (per database), so a round played in one
 * statement (round-statement.ts) knows its seed pair and nonce without reading them first. The statement's guard
 * checks them under the pair's lock: a pair another process played on, rotated or gave a new client seed is
 * "stale" there, and the round reads it again (forgetSeed). Server seeds stay on the server, as in the table.
 */
import type { StudioGame } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import { readActiveSeed, type SeedRow } from './seeds';

/** Enough for every active player of a large merchant, both games; the oldest entries go first beyond it. */
const MAX_ENTRIES = 100_000;
const caches = new WeakMap<object, Map<string, SeedRow>>();

function cacheOf(db: Database): Map<string, SeedRow> {
  // The location object is shared by a database and every transaction opened on it.
  let cache = caches.get(db.location);
  if (!cache) {
    cache = new Map();
    caches.set(db.location, cache);
  }
  return cache;
}

const keyOf = (memberId: number, game: StudioGame) => `${memberId}|${game}`;

/** The pair as last seen (its next_nonce the nonce the next round plays), read when unknown. */
export async function knownSeed(db: Database, memberId: number, game: StudioGame, now: Date): Promise<SeedRow> {
  const cache = cacheOf(db);
  const key = keyOf(memberId, game);
  const known = cache.get(key);
  if (known) return known;
  const seed = await readActiveSeed(db, memberId, game, now);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, seed);
  return seed;
}

/** A round committed on `seed` at its next_nonce: the next one plays the nonce after it. */
export function seedUsed(db: Database, memberId: number, game: StudioGame, seed: SeedRow): void {
  cacheOf(db).set(keyOf(memberId, game), { ...seed, next_nonce: seed.next_nonce + 1 });
}

/** The pair changed (or may have): read it again before the next round. */
export function forgetSeed(db: Database, memberId: number, game: StudioGame): void {
  cacheOf(db).delete(keyOf(memberId, game));
}
