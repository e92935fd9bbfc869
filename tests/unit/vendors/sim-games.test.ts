/**
 * The simulator's games: each game type maps to its game, a win is whole minor units rounded down, and each game
 * and choice returns what its table says (about 96%, a modest house edge).
 *
 * The return is computed exactly, not estimated: a game reads at most the first two words of its digest, each a
 * whole number k over 2^32, and an outcome is a step function of them. `runs` finds every step of a word (a grid
 * of 4,096 points, each change bisected to the exact k), so each outcome's probability is its count of k pairs
 * over 2^64 and the return is exact; it must equal the table's figure to 1e-8 (the table's probabilities are not
 * multiples of 2^-32). This sees every step at least 1/4,096 of a word wide; the narrowest is the slot's 1%.
 *
 * A small simulation then shows real draws follow those probabilities: over 40,000 rounds of round.ts's own
 * outcome digests, each multiplier comes up within four standard errors of its exact probability, and the mean
 * return within four standard errors of the exact one (a game that read a third word, which the exact count
 * holds at zero, would most likely show there). The digests are fixed, so the test never flakes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { playSimGame, SIM_CHOICES, type SimGame, simGameOf, winOf } from '../../../platform/vendors/simulator/games';
import { outcomeDigest } from '../../../platform/vendors/simulator/round';
import { parseStake } from '../../../platform/vendors/simulator/routes';

/** Theoretical return of each game and choice (games.ts table). */
const EXPECTED: Record<SimGame, Record<string, number>> = {
  slot: { '': 0.96 },
  table: { red: 36 / 37, black: 36 / 37 },
  fish: { small: 0.96, big: 0.96 },
  card: { '': (2 * 78 + 0.5 * 13) / 169 },
  sports: { home: 0.45 * 2.13, draw: 0.27 * 3.55, away: 0.28 * 3.42 },
  lottery: Object.fromEntries(SIM_CHOICES.lottery.map((digit) => [digit, 0.96])),
};

const WORD_VALUES = 2 ** 32;
const STRIDE = 2 ** 20;

/** A digest whose first two words are k0 and k1 (the rest zero); one buffer, rewritten for each play. */
const scratch = Buffer.alloc(32);
function digestOf(k0: number, k1: number): Buffer {
  scratch.writeUInt32BE(k0, 0);
  scratch.writeUInt32BE(k1, 4);
  return scratch;
}

interface Run {
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * The runs of k in [0, 2^32) over which `outcome(k)` stays the same: the grid every STRIDE, and each change
 * between two grid points bisected to its first k (again until the grid point's outcome is reached, so several
 * steps between two points are all found, as long as no outcome comes back after another).
 */
function runs(outcome: (k: number) => string): Run[] {
  const found: Run[] = [];
  let start = 0;
  let current = outcome(0);
  for (let point = STRIDE; point <= WORD_VALUES; point += STRIDE) {
    const k = Math.min(point, WORD_VALUES - 1);
    let from = Math.max(start, point - STRIDE);
    while (outcome(k) !== current) {
      // outcome(from) is current, outcome(to) is not: halve until they are neighbours.
      let to = k;
      while (to - from > 1) {
        const middle = Math.floor((from + to) / 2);
        if (outcome(middle) === current) from = middle;
        else to = middle;
      }
      found.push({ start, end: to });
      start = to;
      from = to;
      current = outcome(to);
    }
  }
  found.push({ start, end: WORD_VALUES });
  return found;
}

/** Every outcome of a game and choice with its exact probability, summed by multiplier (hundredths). */
function exactOdds(game: SimGame, choice: string): Map<number, number> {
  const play = (k0: number, k1: number) => playSimGame(game, choice, digestOf(k0, k1));
  const key = (k0: number, k1: number) => {
    const { multiplier, shown } = play(k0, k1);
    return `${multiplier} ${shown.join(' ')}`;
  };
  // Counts of (k0, k1) pairs, as bigint: up to 2^64, past a double's exact integers.
  const counts = new Map<number, bigint>();
  for (const first of runs((k0) => key(k0, 0))) {
    for (const second of runs((k1) => key(first.start, k1))) {
      // Each cell is one outcome: its corners agree (the two words are read independently).
      const corner = key(first.start, second.start);
      expect(key(first.end - 1, second.end - 1)).toBe(corner);
      expect(key(first.end - 1, second.start)).toBe(corner);
      expect(key(first.start, second.end - 1)).toBe(corner);
      const { multiplier } = play(first.start, second.start);
      const cell = BigInt(first.end - first.start) * BigInt(second.end - second.start);
      counts.set(multiplier, (counts.get(multiplier) ?? 0n) + cell);
    }
  }
  const all = BigInt(WORD_VALUES) ** 2n;
  expect([...counts.values()].reduce((a, b) => a + b)).toBe(all);
  return new Map([...counts].map(([multiplier, count]) => [multiplier, Number(count) / Number(all)]));
}

const returnOf = (odds: Map<number, number>) =>
  [...odds].reduce((sum, [multiplier, probability]) => sum + (multiplier / 100) * probability, 0);

const ROUNDS = 40_000;
let digests: Buffer[] = [];
beforeAll(() => {
  digests = Array.from({ length: ROUNDS }, (_, i) => outcomeDigest('sim-games test', `round ${i}`));
});

describe('simulator games', () => {
  it('maps every catalogue game type to a game', () => {
    expect(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'BINGO'].map(simGameOf)).toEqual([
      'slot',
      'table',
      'fish',
      'card',
      'sports',
      'sports',
      'lottery',
      'lottery',
    ]);
  });

  for (const [game, choices] of Object.entries(EXPECTED) as [SimGame, Record<string, number>][]) {
    for (const [choice, rtp] of Object.entries(choices)) {
      it(`${game} ${choice || '(no choice)'} returns ${(rtp * 100).toFixed(1)}%`, () => {
        expect(rtp).toBeLessThan(0.98);
        const odds = exactOdds(game, choice);
        const exact = returnOf(odds);
        expect(Math.abs(exact - rtp)).toBeLessThan(1e-8);

        // Real digests: each multiplier as often as its probability says, and so the mean return.
        const seen = new Map<number, number>();
        let sum = 0;
        let squares = 0;
        for (const digest of digests) {
          const { multiplier } = playSimGame(game, choice, digest);
          seen.set(multiplier, (seen.get(multiplier) ?? 0) + 1);
          sum += multiplier / 100;
          squares += (multiplier / 100) ** 2;
        }
        expect([...seen.keys()].sort()).toEqual([...odds.keys()].sort());
        for (const [multiplier, probability] of odds) {
          const error = Math.sqrt((probability * (1 - probability)) / ROUNDS);
          expect(Math.abs((seen.get(multiplier) ?? 0) / ROUNDS - probability), `×${multiplier / 100}`).toBeLessThan(
            4 * error,
          );
        }
        const mean = sum / ROUNDS;
        expect(Math.abs(mean - exact)).toBeLessThan(4 * Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS));
      });
    }
  }

  it('rounds wins down to whole minor units and loses on a choice the game does not know', () => {
    expect(winOf(1_001, 213)).toBe(2_132);
    expect(winOf(333, 50)).toBe(166);
    const digest = outcomeDigest('secret', 'round');
    expect(playSimGame('table', 'blue', digest).multiplier).toBe(0);
    // The same round id always plays the same way; another key or round plays another.
    expect(outcomeDigest('secret', 'round')).toEqual(digest);
    expect(outcomeDigest('other', 'round')).not.toEqual(digest);
  });

  it('reads stakes as the site does, in every script', () => {
    expect(['10', '12.5', '১০', '۱۰٫۵', '၅၀', 'ten', '0', '-5', '1.234', ''].map(parseStake)).toEqual([
      1_000,
      1_250,
      1_000,
      1_050,
      5_000,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
