/** Shapes of the studio's rounds on the wire: what a spin or roll answers, the round list and the verify page read. */
import { z } from 'zod/mini';
import { signedAmount } from '../money/amounts';
import { DICE_OUTCOMES } from './dice';
import { STUDIO_GAMES } from './games';
import { SLOT_SYMBOLS, type SlotSymbol } from './slot-paytable';

export const studioGame = z.enum(STUDIO_GAMES);

const symbol = z.enum(SLOT_SYMBOLS);
/** A line pays on any symbol but the scatter, which pays anywhere on the grid. */
const lineSymbol = z.enum(SLOT_SYMBOLS.filter((s): s is Exclude<SlotSymbol, 'scatter'> => s !== 'scatter'));
const slotSpin = z.object({
  stops: z.array(z.int()),
  grid: z.array(z.array(symbol)),
  lineWins: z.array(
    z.object({
      line: z.int(),
      symbol: lineSymbol,
      count: z.union([z.literal(3), z.literal(4), z.literal(5)]),
      pay: z.int(),
    }),
  ),
  scatters: z.int(),
  pay: z.int(),
});

export const slotOutcome = z.object({
  game: z.literal('slot'),
  base: slotSpin,
  freeSpins: z.array(slotSpin),
  totalLineBets: z.int(),
});

export const diceSide = z.enum(['under', 'over']);
/** A roll or target in hundredths (0-9999 shown as 0.00-99.99). */
export const diceHundredths = z.int().check(z.gte(0), z.lte(DICE_OUTCOMES - 1));

export const diceOutcome = z.object({
  game: z.literal('dice'),
  side: diceSide,
  target: diceHundredths,
  roll: diceHundredths,
  won: z.boolean(),
  winning: z.int(),
});

export const roundOutcome = z.discriminatedUnion('game', [slotOutcome, diceOutcome]);
export type RoundOutcome = z.infer<typeof roundOutcome>;

/** One played round: money, outcome and the fairness inputs that reproduce it. */
export const studioRound = z.object({
  roundId: z.string(),
  game: studioGame,
  /** Minor units. */
  stake: z.int(),
  win: z.int(),
  time: z.iso.datetime(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  outcome: roundOutcome,
});
export type StudioRound = z.infer<typeof studioRound>;

/** A spin's or roll's answer: the round and the balance it was played from, right after it (minor units). */
export const playedRound = z.object({ round: studioRound, balance: signedAmount });
