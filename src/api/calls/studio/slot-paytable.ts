/**
 * The in-house slot "Lucky Five": 5 reels × 3 rows, 10 fixed lines, wilds, scatters and free spins. Pure data,
 * shared by the platform (which plays rounds) and the site (which draws the paytable and re-checks rounds on
 * the verify page). Changing a strip or a pay changes the return to player: `npm run studio:rtp` prints the
 * exact value next to a million simulated rounds.
 */

export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'crown',
  'bell',
  'melon',
  'grape',
  'cherry',
  'ace',
  'king',
  'queen',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;

/**
 * One strip per reel; a stop shows the symbol at the stop and the next two (wrapping). Reels 2-4 carry the
 * wilds; scatters are at least three places apart, so a reel never shows two.
 */
const strip = (counts: Partial<Record<SlotSymbol, number>>, order: SlotSymbol[]): SlotSymbol[] => {
  // Deals the symbols round-robin in `order` so equal symbols spread along the strip instead of clustering.
  const left = { ...counts } as Record<SlotSymbol, number>;
  const out: SlotSymbol[] = [];
  while (order.some((symbol) => (left[symbol] ?? 0) > 0)) {
    for (const symbol of order) {
      if ((left[symbol] ?? 0) > 0) {
        out.push(symbol);
        left[symbol] -= 1;
      }
    }
  }
  return out;
};

const ORDER: SlotSymbol[] = [
  'queen',
  'seven',
  'king',
  'cherry',
  'scatter',
  'ace',
  'bell',
  'grape',
  'wild',
  'melon',
  'crown',
];

export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  strip(
    { wild: 1, scatter: 2, seven: 2, crown: 3, bell: 4, melon: 4, grape: 5, cherry: 5, ace: 6, king: 6, queen: 7 },
    ORDER,
  ),
  strip(
    { wild: 3, scatter: 2, seven: 2, crown: 3, bell: 4, melon: 4, grape: 5, cherry: 5, ace: 6, king: 6, queen: 6 },
    ORDER,
  ),
  strip(
    { wild: 3, scatter: 2, seven: 2, crown: 3, bell: 4, melon: 4, grape: 5, cherry: 5, ace: 6, king: 6, queen: 6 },
    ORDER,
  ),
  strip(
    { wild: 3, scatter: 2, seven: 2, crown: 3, bell: 4, melon: 4, grape: 5, cherry: 5, ace: 6, king: 6, queen: 6 },
    ORDER,
  ),
  strip(
    { wild: 1, scatter: 2, seven: 2, crown: 3, bell: 4, melon: 4, grape: 5, cherry: 5, ace: 6, king: 6, queen: 7 },
    ORDER,
  ),
];

/** Row of each reel a line runs through (0 top, 1 middle, 2 bottom). */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/**
 * Line pays in line bets (the stake split evenly over the lines) for 3, 4 and 5 of a kind from the left.
 * The wild substitutes for every symbol but the scatter and pays on its own too.
 */
export const SLOT_LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]>> = {
  wild: [100, 500, 2000],
  seven: [50, 250, 1000],
  crown: [30, 120, 500],
  bell: [20, 75, 250],
  melon: [15, 50, 150],
  grape: [14, 40, 120],
  cherry: [12, 35, 110],
  ace: [10, 30, 100],
  king: [8, 25, 80],
  queen: [6, 20, 60],
};

/** Scatter pays anywhere on the screen, in total stakes, for 3, 4 and 5 scatters. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** Three or more scatters award this many free spins, each paying this many times (no retrigger). */
export const SLOT_FREE_SPINS = 10;
export const SLOT_FREE_SPIN_MULTIPLIER = 2;
