/**
 * VIP levels and rebates of a merchant (tenant file `loyalty`). A player's level follows their cumulative valid bets;
 * each level returns a percentage of the valid bets of each game type as a rebate (cash back), paid through the ledger:
 * by a daily job, or, with the MANPLAYREB3 flag, when the player claims it (manual rebate). Amounts are in the
 * currency's major unit; the platform converts them to minor units.
 */
import { z } from 'zod';
import { GAME_TYPES } from '../api/calls/games/game';

/** Level names the sites translate (i18n `vip.levels.<label>`); a merchant picks and orders some of them. */
export const VIP_LABELS = ['member', 'bronze', 'silver', 'gold', 'platinum', 'diamond', 'royal'] as const;
export type VipLabel = (typeof VIP_LABELS)[number];

/** Percent of valid bets returned, per game type; a type not listed earns nothing. At most 5 %. */
const rebatePercent = z
  .partialRecord(z.enum(GAME_TYPES), z.number().min(0).max(5).multipleOf(0.01, 'must have at most 2 decimals'))
  .meta({ description: 'Rebate in percent of valid bets, per game type.', examples: [{ RNG: 0.5, LIVE: 0.3 }] });

const vipLevel = z.strictObject({
  label: z.enum(VIP_LABELS).meta({ description: 'Level name (translated by the sites).' }),
  minValidBet: z
    .number()
    .min(0)
    .multipleOf(0.01, 'must have at most 2 decimals')
    .meta({ description: 'Cumulative valid bets that reach this level.', examples: [50_000] }),
  rebatePercent,
});

const DEFAULT_LEVELS: z.input<typeof vipLevel>[] = [
  { label: 'member', minValidBet: 0, rebatePercent: { RNG: 0.3, LIVE: 0.2, FISH: 0.3, PVP: 0.2, SPORTS: 0.2 } },
  { label: 'bronze', minValidBet: 10_000, rebatePercent: { RNG: 0.5, LIVE: 0.3, FISH: 0.5, PVP: 0.3, SPORTS: 0.3 } },
  { label: 'silver', minValidBet: 100_000, rebatePercent: { RNG: 0.7, LIVE: 0.4, FISH: 0.7, PVP: 0.4, SPORTS: 0.4 } },
  { label: 'gold', minValidBet: 500_000, rebatePercent: { RNG: 0.9, LIVE: 0.5, FISH: 0.9, PVP: 0.5, SPORTS: 0.5 } },
  {
    label: 'diamond',
    minValidBet: 2_000_000,
    rebatePercent: { RNG: 1.2, LIVE: 0.7, FISH: 1.2, PVP: 0.7, SPORTS: 0.7 },
  },
];

export const loyaltySchema = z
  .strictObject({
    vipLevels: z
      .array(vipLevel)
      .min(1)
      .max(VIP_LABELS.length)
      .default(DEFAULT_LEVELS)
      .superRefine((levels, ctx) => {
        if (levels[0]?.minValidBet !== 0) {
          ctx.addIssue({ code: 'custom', path: [0, 'minValidBet'], message: 'the first level must start at 0' });
        }
        levels.forEach((level, index) => {
          const previous = levels[index - 1];
          if (previous && level.minValidBet <= previous.minValidBet) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'minValidBet'],
              message: 'levels must be in increasing order of minValidBet',
            });
          }
          if (levels.findIndex((other) => other.label === level.label) !== index) {
            ctx.addIssue({ code: 'custom', path: [index, 'label'], message: `label ${level.label} is used twice` });
          }
        });
      })
      .meta({
        description:
          'VIP levels, lowest first; the first (from 0) is every new player. A player above the first level "has VIP".',
      }),
  })
  .default({ vipLevels: DEFAULT_LEVELS })
  .meta({ description: 'VIP levels and rebates (cash back).' });

export type Loyalty = z.output<typeof loyaltySchema>;
export type VipLevel = Loyalty['vipLevels'][number];
