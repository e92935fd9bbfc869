/**
 * Runs a money route's work once per idempotency key of the signed-in member: a retry answers what the first
 * request answered. The key and the transaction password are not part of what identifies the request.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import type { AccountRef } from './accounts';
import { type GuardedMove, moveGuarded } from './guarded-move';
import { IdempotencyKeyReusedError, type IdempotentRequest, type OnceTools, once } from './idempotency';
import { moveOnce } from './move-once';
import type { Movement, Refusal } from './movements';

type KeyedBody = { idempotencyKey: string; paymentPassword?: string };

/** The request a money route's body makes: the key and the transaction password do not identify it. */
function keyedRequest(scope: string, call: string, body: KeyedBody, now: Date): IdempotentRequest {
  const { idempotencyKey, paymentPassword: _secret, ...request } = body;
  return { scope, key: idempotencyKey, call, request, now };
}

/** A reused key as the contract's 409; anything else as it was. */
function keyReused(error: unknown): never {
  if (error instanceof IdempotencyKeyReusedError) {
    throw new PlatformError(409, 'idempotency_key_reused', 'this idempotency key was used for another request');
  }
  throw error;
}

export async function idempotent<T>(
  db: Database,
  scope: string,
  call: string,
  body: KeyedBody,
  now: Date,
  work: (tx: Database, tools: OnceTools) => Promise<T>,
): Promise<T> {
  return once(db, keyedRequest(scope, call, body, now), work).catch(keyReused);
}

/** What a route whose whole work is one batch of movements asks of idempotentMove. */
export interface KeyedMovement<K extends string, A extends K> {
  merchant: Merchant;
  accounts: Record<K, AccountRef>;
  build: (ids: Record<K, number>) => Movement[];
  /** The accounts whose balances after the movements are the answer, by name. */
  answer: readonly A[];
  refusal?: Refusal;
}

/**
 * idempotent() for a route whose work is one batch of movements answered with balances: the same guarantees in
 * one statement (move-once.ts) instead of a transaction of five.
 */
export function idempotentMove<K extends string, A extends K>(
  db: Database,
  scope: string,
  call: string,
  body: KeyedBody,
  now: Date,
  { merchant, accounts, build, answer, refusal }: KeyedMovement<K, A>,
): Promise<Record<A, number>> {
  return moveOnce(db, merchant, keyedRequest(scope, call, body, now), accounts, build, answer, refusal).catch(
    keyReused,
  );
}

/**
 * idempotent() for a route whose work is one batch of movements computed from a row of its own (a studio round
 * from its seed pair and nonce): guard, movements, the route's writes and the stored answer in one statement
 * (guarded-move.ts); 'stale' when the row changed since the route read it.
 */
export function idempotentGuardedMove<K extends string, V extends Record<string, unknown>, B extends string>(
  db: Database,
  scope: string,
  call: string,
  body: KeyedBody,
  now: Date,
  move: GuardedMove<K, V, B>,
): Promise<(V & Record<B, number>) | 'stale'> {
  return moveGuarded(db, keyedRequest(scope, call, body, now), move).catch(keyReused);
}
