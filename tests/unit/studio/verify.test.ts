/**
 * Verification of recorded rounds: a true record verifies from its revealed seed; a record with another roll,
 * other reels, another nonce or client seed, or a seed that is not the one whose hash was shown, does not.
 */
import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../../../platform/studio/engine';
import { diceOutcome, slotOutcome } from '../../../platform/studio/outcomes';
import { verifyRound } from '../../../platform/studio/verify';
import type { StudioRound } from '../../../src/api/calls/studio/round';

const SEED = 'a3f1c2e4b5d6978812aa34bc56de78f09a1b2c3d4e5f60718293a4b5c6d7e8f9';
const OTHER = `${SEED.slice(0, -2)}00`;

function recorded(game: 'slot' | 'dice', nonce: number): StudioRound {
  const { outcome, win } =
    game === 'slot'
      ? slotOutcome(SEED, 'lucky', nonce, 1_000)
      : diceOutcome(SEED, 'lucky', nonce, 1_000, { side: 'under', target: 5_000 });
  return {
    roundId: '00000000-0000-4000-8000-000000000001',
    game,
    stake: 1_000,
    win,
    time: new Date(0).toISOString(),
    serverSeedHash: serverSeedHash(SEED),
    clientSeed: 'lucky',
    nonce,
    outcome,
  };
}

describe('verifyRound', () => {
  it('verifies true slot and dice records, free spins included', () => {
    for (const round of [recorded('slot', 3), recorded('slot', 139), recorded('dice', 0)]) {
      expect(verifyRound(round, SEED)).toMatchObject({ hashMatches: true, outcomeMatches: true });
      expect(verifyRound(round, SEED).replayed).toEqual(round.outcome);
    }
  });

  it('accepts the same outcome with its keys in another order (as jsonb gives it back)', () => {
    const round = recorded('dice', 1);
    const reordered = Object.fromEntries(Object.entries(round.outcome).reverse()) as StudioRound['outcome'];
    expect(verifyRound({ ...round, outcome: reordered }, SEED).outcomeMatches).toBe(true);
  });

  it('finds a tampered roll, tampered reels, another nonce or client seed', () => {
    const dice = recorded('dice', 0);
    if (dice.outcome.game !== 'dice') throw new Error('dice expected');
    const otherRoll = { ...dice, outcome: { ...dice.outcome, roll: (dice.outcome.roll + 1) % 10_000 } };
    expect(verifyRound(otherRoll, SEED).outcomeMatches).toBe(false);

    const slot = recorded('slot', 3);
    if (slot.outcome.game !== 'slot') throw new Error('slot expected');
    const stops = [...slot.outcome.base.stops];
    stops[0] = ((stops[0] ?? 0) + 1) % 45;
    const otherReels = { ...slot, outcome: { ...slot.outcome, base: { ...slot.outcome.base, stops } } };
    expect(verifyRound(otherReels, SEED).outcomeMatches).toBe(false);

    expect(verifyRound({ ...slot, nonce: 4 }, SEED).outcomeMatches).toBe(false);
    expect(verifyRound({ ...slot, clientSeed: 'lucky2' }, SEED).outcomeMatches).toBe(false);
  });

  it('finds a seed that is not the one whose hash was shown before play', () => {
    const round = recorded('slot', 3);
    const verified = verifyRound(round, OTHER);
    expect(verified.hashMatches).toBe(false);
  });
});
