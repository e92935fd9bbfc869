// @vitest-environment node
/**
 * The browser's own verify (WebCrypto): rounds the platform's engine played from known seeds verify; a wrong
 * seed, another roll, other reels or another win do not.
 */
import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../../../platform/studio/engine';
import { diceOutcome, slotOutcome } from '../../../platform/studio/outcomes';
import type { StudioRound } from '../../../src/api/calls/studio/round';
import { sha256Hex, verifyInBrowser } from '../../../src/features/studio/verify-round';

const SEED = 'a'.repeat(64);
const CLIENT = 'player_seed-1';

function round(nonce: number, game: 'dice' | 'slot', stake = 1_000): StudioRound {
  const played =
    game === 'dice'
      ? diceOutcome(SEED, CLIENT, nonce, stake, { side: 'under', target: 5_000 })
      : slotOutcome(SEED, CLIENT, nonce, stake);
  return {
    roundId: '00000000-0000-0000-0000-000000000000',
    game,
    stake,
    win: played.win,
    time: new Date(0).toISOString(),
    serverSeedHash: serverSeedHash(SEED),
    clientSeed: CLIENT,
    nonce,
    outcome: played.outcome,
  };
}

/** The first slot nonce (from 0) whose base spin awards free spins, so free spins are re-played too. */
function slotWithFreeSpins(): StudioRound {
  for (let nonce = 0; ; nonce += 1) {
    const candidate = round(nonce, 'slot');
    if (candidate.outcome.game === 'slot' && candidate.outcome.freeSpins.length > 0) return candidate;
  }
}

describe('verifyInBrowser', () => {
  it('hashes like the platform', async () => {
    expect(await sha256Hex(SEED)).toBe(serverSeedHash(SEED));
  });

  it('verifies true dice and slot rounds, free spins included', async () => {
    for (let nonce = 0; nonce < 20; nonce += 1) {
      expect(await verifyInBrowser(round(nonce, 'dice'), SEED)).toEqual({ hashMatches: true, outcomeMatches: true });
      expect(await verifyInBrowser(round(nonce, 'slot'), SEED)).toEqual({ hashMatches: true, outcomeMatches: true });
    }
    expect(await verifyInBrowser(slotWithFreeSpins(), SEED)).toEqual({ hashMatches: true, outcomeMatches: true });
  });

  it('refuses a wrong seed, a changed roll, changed reels or a changed win', async () => {
    expect((await verifyInBrowser(round(3, 'dice'), 'b'.repeat(64))).hashMatches).toBe(false);
    const dice = round(4, 'dice');
    if (dice.outcome.game !== 'dice') throw new Error('not dice');
    const otherRoll = { ...dice, outcome: { ...dice.outcome, roll: (dice.outcome.roll + 1) % 10_000 } };
    expect((await verifyInBrowser(otherRoll, SEED)).outcomeMatches).toBe(false);
    expect((await verifyInBrowser({ ...dice, win: dice.win + 1 }, SEED)).outcomeMatches).toBe(false);
    // Fixed seeds: these inputs are known to roll differently, so the replay cannot match the record.
    expect((await verifyInBrowser({ ...dice, nonce: 5 }, SEED)).outcomeMatches).toBe(false);
    expect((await verifyInBrowser({ ...dice, clientSeed: 'other' }, SEED)).outcomeMatches).toBe(false);
    const slot = slotWithFreeSpins();
    if (slot.outcome.game !== 'slot') throw new Error('not slot');
    const stops = slot.outcome.base.stops.map((stop, reel) => (reel === 0 ? stop + 1 : stop));
    const otherReels = { ...slot, outcome: { ...slot.outcome, base: { ...slot.outcome.base, stops } } };
    expect((await verifyInBrowser(otherReels, SEED)).outcomeMatches).toBe(false);
    const noFree = { ...slot, outcome: { ...slot.outcome, freeSpins: [] } };
    expect((await verifyInBrowser(noFree, SEED)).outcomeMatches).toBe(false);
  });
});
