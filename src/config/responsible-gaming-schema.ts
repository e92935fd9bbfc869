/**
 * Responsible gaming (tenant file `responsibleGaming`): the periods a player may choose for a time-out (a short
 * break) and for a self-exclusion (a long one). Period ids are the platform's (src/api/calls/responsible-gaming.ts
 * `EXCLUSION_PERIODS`): 24h, 7d, 30d, 6m, 1y, 5y. Left out, the defaults below apply.
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
  })
  .default({ timeOutPeriods: ['24h', '7d', '30d'], selfExclusionPeriods: ['6m', '1y', '5y'] })
  .meta({
    description: 'Time-out and self-exclusion periods a player may choose (member centre, responsible gaming).',
  });
