/**
 * The fairness function: HMAC-SHA256(server seed, `${clientSeed}:${nonce}`) mapped to reels and rolls. The
 * expected digests, stops and rolls were computed independently (Python's hmac and hashlib, the same formulas
 * written out), so a change in the mapping — which would make past rounds unverifiable — fails here.
 */
import { describe, expect, it } from 'vitest';
import { fairDigest, playDice, playSlot, serverSeedHash } from '../../../platform/studio/engine';
import { diceRoll } from '../../../src/api/calls/studio/dice';
import { CLIENT_SEED_PATTERN, freeSpinMessage, roundMessage, unitFloat } from '../../../src/api/calls/studio/fairness';
import { slotRound, slotSpin } from '../../../src/api/calls/studio/slot-outcome';
import { SLOT_REELS } from '../../../src/api/calls/studio/slot-paytable';

const SEED = 'a3f1c2e4b5d6978812aa34bc56de78f09a1b2c3d4e5f60718293a4b5c6d7e8f9';
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('fair digests', () => {
  it('are HMAC-SHA256 keyed by the server seed over clientSeed:nonce (and :k for free spin k)', () => {
    expect(roundMessage('lucky', 0)).toBe('lucky:0');
    expect(freeSpinMessage('lucky', 7, 1)).toBe('lucky:7:1');
    expect(hex(fairDigest(SEED, 'lucky:0'))).toBe('cc078e863bf1a817c1ace6e7dcdf14d16a9f09b4fd7209bedfc92cd0ba6f1b09');
    expect(hex(fairDigest(SEED, 'lucky:1'))).toBe('55c2d7dd0898b3496720a778e20f9963c004dabc94f010b6480e7bd663e2ae16');
    expect(hex(fairDigest(SEED, 'lucky:7:1'))).toBe('5557bf9d585fc3965e13b51d9bab2836336a4a7c78c33219de5e3f755123b6dc');
  });

  it('the hash shown before play is SHA-256 of the server seed text', () => {
    expect(serverSeedHash(SEED)).toBe('2dd4dbeaab640036c27a2982c88de241a5fcc32d113ad7c1a116dd54372c7a47');
  });

  it('reads big-endian 32-bit words as fractions of 2^32', () => {
    const bytes = Uint8Array.from([0x80, 0, 0, 0, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff]);
    expect(unitFloat(bytes, 0)).toBe(0.5);
    expect(unitFloat(bytes, 1)).toBe(2 ** -32);
    expect(unitFloat(bytes, 2)).toBe(1 - 2 ** -32);
    expect(() => unitFloat(bytes, 3)).toThrow(RangeError);
  });
});

describe('known seeds give known results', () => {
  it('slot: reel stops are floor(word_r × strip length)', () => {
    expect(SLOT_REELS.map((reel) => reel.length)).toEqual([45, 46, 46, 46, 45]);
    expect(slotSpin(fairDigest(SEED, 'lucky:0')).stops).toEqual([35, 10, 34, 39, 18]);
    expect(slotSpin(fairDigest(SEED, 'lucky:1')).stops).toEqual([15, 1, 18, 40, 33]);
    expect(slotSpin(fairDigest(SEED, 'lucky:7:1')).stops).toEqual([15, 15, 16, 27, 9]);
  });

  it('slot: nonce 3 pays three aces on line 8 through a wild; nonce 139 triggers ten free spins', () => {
    const three = playSlot(SEED, 'lucky', 3);
    expect(three.base.grid[1]?.[0]).toBe('wild');
    expect(three.base.lineWins).toEqual([{ line: 7, symbol: 'ace', count: 3, pay: 10 }]);
    expect(three.totalLineBets).toBe(10);

    const bonus = playSlot(SEED, 'lucky', 139);
    expect(bonus.base.scatters).toBe(3);
    expect(bonus.freeSpins).toHaveLength(10);
    expect(bonus.freeSpins.map((spin) => spin.pay)).toEqual([0, 0, 0, 14, 0, 0, 0, 0, 12, 0]);
    // 20 (scatters 2 × 10 lines) + (14 + 12) × 2
    expect(bonus.totalLineBets).toBe(72);
  });

  it('slot: the round is the same from the digests alone (what a browser re-plays) and never changes', () => {
    const digests = Array.from({ length: 10 }, (_, k) => fairDigest(SEED, freeSpinMessage('lucky', 139, k + 1)));
    expect(slotRound(fairDigest(SEED, 'lucky:139'), digests)).toEqual(playSlot(SEED, 'lucky', 139));
    expect(playSlot(SEED, 'lucky', 139)).toEqual(playSlot(SEED, 'lucky', 139));
  });

  it('dice: the roll is floor(word_0 × 10,000)', () => {
    expect(diceRoll(fairDigest(SEED, 'lucky:0'))).toBe(7_969);
    expect(diceRoll(fairDigest(SEED, 'lucky:1'))).toBe(3_350);
    expect(playDice(SEED, 'lucky', 0, { side: 'over', target: 7_968 })).toEqual({
      roll: 7_969,
      won: true,
      winning: 2_031,
    });
    expect(playDice(SEED, 'lucky', 0, { side: 'under', target: 7_969 })).toEqual({
      roll: 7_969,
      won: false,
      winning: 7_969,
    });
  });

  it('another client seed or nonce gives another digest', () => {
    const a = hex(fairDigest(SEED, roundMessage('lucky', 0)));
    expect(hex(fairDigest(SEED, roundMessage('lucky2', 0)))).not.toBe(a);
    expect(hex(fairDigest(SEED, roundMessage('lucky', 2)))).not.toBe(a);
    expect(hex(fairDigest(`${SEED.slice(0, -1)}0`, roundMessage('lucky', 0)))).not.toBe(a);
  });
});

describe('client seeds', () => {
  it('are 1-32 letters, digits, _ or -', () => {
    for (const ok of ['a', 'Lucky_7', 'my-seed', 'x'.repeat(32)]) expect(CLIENT_SEED_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['', 'x'.repeat(33), 'a b', 'naïve', 'a:b', 'a\n', '٣', '<b>']) {
      expect(CLIENT_SEED_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
