/**
 * Verifying a recorded round from its revealed server seed: the seed must hash to what the player was shown
 * before play, and playing the round again from the seed, client seed and nonce must give what was recorded.
 * Pure, so a tampered record (another roll, other reels, a swapped seed) is shown to fail in unit tests.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RoundOutcome, StudioRound } from '../../src/api/calls/studio/round';
import { serverSeedHash } from './engine';
import { replay } from './outcomes';

export interface Verification {
  replayed: RoundOutcome;
  hashMatches: boolean;
  outcomeMatches: boolean;
}

export function verifyRound(round: StudioRound, serverSeed: string): Verification {
  const replayed = replay(round.outcome, serverSeed, round.clientSeed, round.nonce);
  return {
    replayed,
    hashMatches: serverSeedHash(serverSeed) === round.serverSeedHash,
    // Key order may differ (the outcome comes back from jsonb); values, arrays and their order may not.
    outcomeMatches: isDeepStrictEqual(replayed, round.outcome),
  };
}
