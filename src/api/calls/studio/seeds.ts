/**
 * Provably fair seeds of the studio (per member and game): the current pair (server seed shown only as its SHA-256),
 * setting the client seed, and rotation, which reveals the old server seed so its rounds can be verified. Members only
 * (trial users play no real-money games).
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { studioGame } from './round';

/**
 * Any text up to 64 characters: the platform answers client_seed_invalid (with its translated message) for
 * anything outside CLIENT_SEED_PATTERN (fairness.ts), rather than a bare bad_request.
 */
const clientSeedInput = z.string().check(z.maxLength(64));

export const seedPair = z.object({
  game: studioGame,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next round. */
  nonce: z.int(),
});

/** A rotated-out pair: the server seed in the clear and how many rounds it played (nonces 0 … rounds-1). */
export const revealedPair = z.object({
  game: studioGame,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  rounds: z.int(),
  revealedAt: z.iso.datetime(),
});

export const seedPairCall = defineCall({
  method: 'GET',
  path: '/wps/studio/seeds',
  auth: true,
  query: z.object({ game: studioGame }),
  value: z.object({ current: seedPair, previous: z.nullable(revealedPair) }),
});

export const setClientSeedCall = defineCall({
  method: 'POST',
  path: '/wps/studio/seeds/client',
  auth: true,
  body: z.strictObject({ game: studioGame, clientSeed: clientSeedInput }),
  value: z.object({ current: seedPair }),
});

export const rotateSeedCall = defineCall({
  method: 'POST',
  path: '/wps/studio/seeds/rotate',
  auth: true,
  /** Optionally the client seed of the new pair (else the old one is kept). */
  body: z.strictObject({ game: studioGame, clientSeed: z.optional(clientSeedInput) }),
  value: z.object({ current: seedPair, revealed: revealedPair }),
});
