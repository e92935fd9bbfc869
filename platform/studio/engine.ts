/**
 * The studio's games played from seeds on the platform: HMAC-SHA256 with node:crypto, then the shared pure
 * mappings of src/api/calls/studio (the verify page re-plays the same ones with WebCrypto). Same seeds,
 * client seed and nonce → the same result, always.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type DiceBet, type DiceOutcome, diceOutcome } from '../../src/api/calls/studio/dice';
import { freeSpinMessage, roundMessage } from '../../src/api/calls/studio/fairness';
import { freeSpinCount, type SlotRound, slotRound, slotSpin } from '../../src/api/calls/studio/slot-outcome';

/** HMAC-SHA256(key = server seed text, message). */
export const fairDigest = (serverSeed: string, message: string): Uint8Array =>
  createHmac('sha256', serverSeed).update(message).digest();

/** A fresh server seed: 32 random bytes as hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** What the player sees before play: SHA-256 of the server seed text, hex. */
export const serverSeedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

export function playSlot(serverSeed: string, clientSeed: string, nonce: number): SlotRound {
  const base = fairDigest(serverSeed, roundMessage(clientSeed, nonce));
  const free = Array.from({ length: freeSpinCount(slotSpin(base)) }, (_, i) =>
    fairDigest(serverSeed, freeSpinMessage(clientSeed, nonce, i + 1)),
  );
  return slotRound(base, free);
}

export const playDice = (serverSeed: string, clientSeed: string, nonce: number, bet: DiceBet): DiceOutcome =>
  diceOutcome(fairDigest(serverSeed, roundMessage(clientSeed, nonce)), bet);
