/** Shapes of the studio's rounds on the wire: what a spin or roll answers, the round list and the verify page read. */
import { z } from 'zod';
import { signedAmount } from '../money/amounts';
import { DICE_OUTCOMES } from './dice';
import { STUDIO_GAMES } from './games';
import { SLOT_SYMBOLS } from './slot-paytable';

export const studioGame = z.enum(STUDIO_GAMES);

const symbol = z.enum(SLOT_SYMBOLS);
const slotSpin = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(symbol)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: symbol.exclude(['scatter']),
      count: z.union([z.literal(3), z.literal(4), z.literal(5)]),
      pay: z.number().int(),
    }),
  ),
  scatters: z.number().int(),
  pay: z.number().int(),
});

export const slotOutcome = z.object({
  game: z.literal('slot'),
  base: slotSpin,
  freeSpins: z.array(slotSpin),
  totalLineBets: z.number().int(),
});

export const diceSide = z.enum(['under', 'over']);
/** A roll or target in hundredths (0-9999 shown as 0.00-99.99). */
export const diceHundredths = z
  .number()
  .int()
  .min(0)
  .max(DICE_OUTCOMES - 1);

export const diceOutcome = z.object({
  game: z.literal('dice'),
  side: diceSide,
  target: diceHundredths,
  roll: diceHundredths,
  won: z.boolean(),
  winning: z.number().int(),
});

export const roundOutcome = z.discriminatedUnion('game', [slotOutcome, diceOutcome]);
export type RoundOutcome = z.infer<typeof roundOutcome>;

/** One played round: money, outcome and the fairness inputs that reproduce it. */
export const studioRound = z.object({
  roundId: z.string(),
  game: studioGame,
  /** Minor units. */
  stake: z.number().int(),
  win: z.number().int(),
  time: z.iso.datetime(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  outcome: roundOutcome,
});
export type StudioRound = z.infer<typeof studioRound>;

/** A spin's or roll's answer: the round and the balance it was played from, right after it (minor units). */
export const playedRound = z.object({ round: studioRound, balance: signedAmount });
