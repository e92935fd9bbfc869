/**
 * Responsible gaming (tenant file `responsibleGaming`): the periods a player may choose for a time-out (a short
 * break) and for a self-exclusion (a long one). Period ids are the platform's (src/api/calls/responsible-gaming.ts
 * `EXCLUSION_PERIODS`): 24h, 7d, 30d, 6m, 1y, 5y. The cooling-off of a raised or removed limit and the highest money
 * limit a player may set (src/api/calls/responsible-gaming/limits.ts). Whether a break forfeits pending bonuses
 * (`forfeitBonuses`, platform/promotions/forfeit.ts). Left out, the defaults below apply.
 */
import { z } from 'zod';

const timeOutPeriod = z.enum(['24h', '7d', '30d']);
const selfExclusionPeriod = z.enum(['6m', '1y', '5y']);

export const responsibleGamingSchema = z
  .strictObject({
    timeOutPeriods: z
      .array(timeOutPeriod)
      .min(1)
      .default(['24h', '7d', '30d'])
      .meta({ description: 'Time-out periods the member centre offers, shortest first.', examples: [['24h', '7d']] }),
    selfExclusionPeriods: z
      .array(selfExclusionPeriod)
      .min(1)
      .default(['6m', '1y', '5y'])
      .meta({
        description: 'Self-exclusion periods the member centre offers, shortest first.',
        examples: [['1y', '5y']],
      }),
    coolingOffHours: z
      .int()
      .min(1)
      .max(24 * 30)
      .default(24)
      .meta({
        description:
          'Hours before a raised or removed limit (deposit, loss, wager, session time) applies; lowering one applies at once.',
        examples: [24, 72],
      }),
    limitMaximum: z
      .number()
      .positive()
      .optional()
      .meta({
        description:
          "The highest deposit, loss or wager limit a player may set, in the currency's major unit. Left out: 1,000 times the currency's largest stake (10,000,000 taka or rupees).",
        examples: [5000000],
      }),
    forfeitBonuses: z
      .enum(['never', 'self-exclusion', 'any-break'])
      .default('self-exclusion')
      .meta({
        description:
          "Which break forfeits the player's pending bonuses when it starts: waiting promotion applications are cancelled and bonuses still locked under their turnover are taken back to the bonus account. 'never', 'self-exclusion' (a time-out keeps them), or 'any-break' (a time-out too).",
        examples: ['any-break'],
      }),
    realityCheckMinutes: z
      .literal([15, 30, 45, 60, 90, 120])
      .default(60)
      .meta({
        description:
          'Minutes of play between reality-check reminders until the player chooses their own (15, 30, 45, 60, 90 or 120).',
        examples: [30],
      }),
  })
  .default({
    timeOutPeriods: ['24h', '7d', '30d'],
    selfExclusionPeriods: ['6m', '1y', '5y'],
    coolingOffHours: 24,
    forfeitBonuses: 'self-exclusion',
    realityCheckMinutes: 60,
  })
  .meta({
    description:
      'Time-out and self-exclusion periods a player may choose, and the rules of the limits they set (member centre, responsible gaming).',
  });
