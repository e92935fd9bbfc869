/**
 * The red envelope (tenant file `redEnvelope`; opened through the raffle promotion claim): a standing daily round.
 * Every day of the merchant's `timeZone`, from `startHour` to `endHour`, a signed-in player may open one envelope and
 * receives a random amount between `minAmount` and `maxAmount`, drawn from the day's `budget` until it runs out. The
 * operator can schedule extra rounds through the admin API (platform/red-envelope). Amounts are in the currency's major
 * unit; the platform converts them to minor units. Leave the field out (or set it to null) for no standing round.
 */
import { z } from 'zod';

const amount = z.number().positive().max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

export const redEnvelopeSchema = z
  .strictObject({
    budget: amount.meta({
      description: 'What one day may pay out in total; the last envelope takes what is left.',
      examples: [20000],
    }),
    minAmount: amount.meta({ description: 'The smallest envelope.', examples: [1] }),
    maxAmount: amount.meta({ description: 'The largest envelope.', examples: [88] }),
    startHour: z
      .int()
      .min(0)
      .max(23)
      .default(0)
      .meta({ description: "Hour of the merchant's day the round opens (0: midnight).", examples: [0] }),
    endHour: z
      .int()
      .min(1)
      .max(24)
      .default(24)
      .meta({ description: "Hour of the merchant's day the round closes (24: the next midnight).", examples: [24] }),
  })
  .refine((round) => round.maxAmount >= round.minAmount, {
    path: ['maxAmount'],
    message: 'must be at least minAmount',
  })
  .refine((round) => round.budget >= round.minAmount, { path: ['budget'], message: 'must be at least minAmount' })
  .refine((round) => round.endHour > round.startHour, { path: ['endHour'], message: 'must be after startHour' })
  .nullable()
  .default(null)
  .meta({ description: 'The standing daily red envelope round (null: none; the operator may still schedule rounds).' });

export type RedEnvelopeSettings = z.output<typeof redEnvelopeSchema>;
