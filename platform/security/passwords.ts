/**
 * Password hashing with scrypt (node:crypto). The stored form names its parameters, so they can be raised
 * later without breaking existing hashes: `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * N=2^15, r=8: 32 MiB and roughly 50-100 ms per hash on one core; slow enough for offline guessing, fast enough
 * that login is not a denial-of-service lever behind the rate limits.
 */
export const PASSWORD_HASH_COST = 32_768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** N of the hashes this process makes from now on (verifying reads N from the stored hash). */
let hashCost = PASSWORD_HASH_COST;

/**
 * Sets N for the hashes made from now on, in this whole process: createPlatform sets it from its options (the
 * production strength unless a test platform asks for less, as it asks for a trivial bot check).
 */
export function setPasswordHashCost(n: number): void {
  if (!Number.isInteger(Math.log2(n)) || n < 2) throw new Error(`scrypt's N must be a power of two, not ${n}`);
  hashCost = n;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = hashCost;
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, for accounts that sign in by SMS only (mobile registration without a
 * password field). Compared like any other hash so timing does not tell these accounts apart.
 */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64'));
}
