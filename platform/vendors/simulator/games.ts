/**
 * The simulator's games, one simple game per catalogue game type, each returning about 96% of stakes:
 *
 *   slot (RNG)            3 reels: 7 7 7 ×20 (1%), ★★★ ×5 (4%), ◆◆◆ ×2 (16%), ◆◆ ×1.2 (20%) → 96%
 *   table (LIVE)          red or black on a 37-pocket wheel, ×2 → 97.3%
 *   fish (FISH)           small fish hit 48% ×2, big fish hit 9.6% ×10 → 96%
 *   card (PVP)            your card against the dealer's (A-K): higher ×2, tie returns half → 96.2%
 *   sports (SPORTS …)     home 45% ×2.13, draw 27% ×3.55, away 28% ×3.42 → about 95.8%
 *   lottery (the others)  pick a digit, one is drawn, a match pays ×9.6 → 96%
 *
 * Outcomes are uniform numbers read from a digest the caller makes with node:crypto (round.ts): word i is bytes
 * 4i..4i+3 of the digest, big-endian, over 2^32. Multipliers are in hundredths so wins stay whole minor units.
 */
export const SIM_GAMES = ['slot', 'table', 'fish', 'card', 'sports', 'lottery'] as const;
export type SimGame = (typeof SIM_GAMES)[number];

/**
 * The highest multiplier (hundredths) each game can draw, from the table above: a credit the simulator sends is
 * at most the stake times this, far under every game type's cap (games/catalogue.ts MAX_WIN_MULTIPLIERS), so its
 * real outcomes are always paid and never held.
 */
export const SIM_MAX_MULTIPLIERS: Readonly<Record<SimGame, number>> = {
  slot: 2000,
  table: 200,
  fish: 1000,
  card: 200,
  sports: 355,
  lottery: 960,
};

/** Which game a catalogue game type plays. */
export function simGameOf(gameType: string): SimGame {
  if (gameType === 'RNG') return 'slot';
  if (gameType === 'LIVE') return 'table';
  if (gameType === 'FISH') return 'fish';
  if (gameType === 'PVP') return 'card';
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return 'sports';
  return 'lottery';
}

/** The choices a game asks for (the first is the default); the slot and the card game ask for none. */
export const SIM_CHOICES: Record<SimGame, readonly string[]> = {
  slot: [],
  table: ['red', 'black'],
  fish: ['small', 'big'],
  card: [],
  sports: ['home', 'draw', 'away'],
  lottery: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
};

export interface SimOutcome {
  /** The win as hundredths of the stake (0 for a loss). */
  multiplier: number;
  /** What the page shows: symbols, the pocket, the cards, the match result or the drawn digit. */
  shown: string[];
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const CARDS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SPORTS_ODDS: Record<string, number> = { home: 213, draw: 355, away: 342 };

const word = (digest: Buffer, index: number) => digest.readUInt32BE(index * 4) / 2 ** 32;

function slot(u: number, spare: number): SimOutcome {
  if (u < 0.01) return { multiplier: 2000, shown: ['7', '7', '7'] };
  if (u < 0.05) return { multiplier: 500, shown: ['★', '★', '★'] };
  if (u < 0.21) return { multiplier: 200, shown: ['◆', '◆', '◆'] };
  if (u < 0.41) return { multiplier: 120, shown: ['◆', '◆', '●'] };
  // A losing line: three different symbols, varied by the spare word so misses do not all look alike.
  const misses = [
    ['●', '★', '7'],
    ['★', '●', '◆'],
    ['7', '◆', '●'],
    ['●', '7', '★'],
  ];
  return { multiplier: 0, shown: misses[Math.floor(spare * misses.length)] as string[] };
}

export function playSimGame(game: SimGame, choice: string, digest: Buffer): SimOutcome {
  const u = word(digest, 0);
  switch (game) {
    case 'slot':
      return slot(u, word(digest, 1));
    case 'table': {
      const pocket = Math.floor(u * 37);
      const colour = pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
      return { multiplier: colour === choice ? 200 : 0, shown: [String(pocket), colour] };
    }
    case 'fish': {
      const hit = choice === 'big' ? u < 0.096 : u < 0.48;
      return { multiplier: hit ? (choice === 'big' ? 1000 : 200) : 0, shown: [hit ? 'hit' : 'miss'] };
    }
    case 'card': {
      const mine = Math.floor(u * 13);
      const dealer = Math.floor(word(digest, 1) * 13);
      const multiplier = mine > dealer ? 200 : mine === dealer ? 50 : 0;
      return { multiplier, shown: [CARDS[mine] as string, CARDS[dealer] as string] };
    }
    case 'sports': {
      const result = u < 0.45 ? 'home' : u < 0.72 ? 'draw' : 'away';
      return { multiplier: result === choice ? (SPORTS_ODDS[choice] ?? 0) : 0, shown: [result] };
    }
    case 'lottery': {
      const drawn = String(Math.floor(u * 10));
      return { multiplier: drawn === choice ? 960 : 0, shown: [drawn] };
    }
  }
}

/** The win of a stake at a multiplier, rounded down to a whole minor unit. */
export const winOf = (stake: number, multiplier: number): number => Math.floor((stake * multiplier) / 100);

/** The odds a sports choice pays, in hundredths (shown on the bet slip). */
export const sportsOdds = (choice: string): number => SPORTS_ODDS[choice] ?? 0;
