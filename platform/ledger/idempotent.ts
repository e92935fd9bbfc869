/**
 * Runs a money route's work once per idempotency key of the signed-in member: a retry answers what the first
 * request answered. The key and the transaction password are not part of what identifies the request.
 */
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { IdempotencyKeyReusedError, type OnceTools, once } from './idempotency';

export async function idempotent<T>(
  db: Database,
  scope: string,
  call: string,
  body: { idempotencyKey: string; paymentPassword?: string },
  now: Date,
  work: (tx: Database, tools: OnceTools) => Promise<T>,
): Promise<T> {
  const { idempotencyKey, paymentPassword: _secret, ...request } = body;
  try {
    return await once(db, { scope, key: idempotencyKey, call, request, now }, work);
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError) {
      throw new PlatformError(409, 'idempotency_key_reused', 'this idempotency key was used for another request');
    }
    throw error;
  }
}
