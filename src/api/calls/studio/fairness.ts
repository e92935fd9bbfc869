/**
 * Provably fair rounds, the part both sides share. Each round's randomness is
 * HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}`); a slot's free spin k (1…n) of that round
 * uses `${clientSeed}:${nonce}:${k}`. The server seed is 32 random bytes in hex, shown only as its SHA-256
 * until the player rotates it; the HMAC key is the seed's hex text as UTF-8.
 */

/** Client seeds: 1-32 letters, digits, `_` or `-` (they travel in URLs and on verify pages as typed). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const roundMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

export const freeSpinMessage = (clientSeed: string, nonce: number, spin: number): string =>
  `${clientSeed}:${nonce}:${spin}`;

/** The i-th big-endian 32-bit word of `digest` as a number in [0, 1). */
export function unitFloat(digest: Uint8Array, index: number): number {
  const at = index * 4;
  if (at + 4 > digest.length) throw new RangeError(`digest has no word ${index}`);
  const word =
    (digest[at] as number) * 2 ** 24 +
    (((digest[at + 1] as number) << 16) | ((digest[at + 2] as number) << 8) | (digest[at + 3] as number));
  return word / 2 ** 32;
}
