/**
 * Daily and weekly missions of a merchant (tenant file `missions`). Each mission is a goal the player reaches in the
 * current day or week of the merchant's time zone (`timeZone`): play a number of rounds, reach a turnover (valid bets),
 * or deposit an amount. Progress is counted from the player's real bets and deposits; a completed mission is claimed
 * once per period and pays its reward through the ledger from the merchant's bonus account. Amounts are in the
 * currency's major unit; the platform converts them to minor units. The sites write each mission's title from its kind,
 * target and game type, in every language.
 */
import { z } from 'zod';
import { GAME_TYPES } from '../api/calls/games/game';
import { MISSION_PERIODS } from '../api/calls/missions/missions';

const amount = z.number().positive().max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

const common = {
  id: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or -')
    .meta({
      description:
        'Stable id of the mission: claims are kept per id and period, so changing it lets players claim it again.',
      examples: ['daily-rounds'],
    }),
  period: z.enum(MISSION_PERIODS).meta({ description: "daily: the merchant's day; weekly: its week, Monday first." }),
  reward: amount.meta({ description: 'Paid into the main wallet when the player claims the completed mission.' }),
};

const gameTypeFilter = z
  .enum(GAME_TYPES)
  .optional()
  .meta({ description: 'Only bets of this game type count; without it, every game counts.', examples: ['RNG'] });

const roundsMission = z.strictObject({
  ...common,
  kind: z.literal('rounds').meta({ description: 'Play `target` settled rounds.' }),
  target: z
    .int()
    .min(1)
    .max(100_000)
    .meta({ description: 'Rounds to play.', examples: [10] }),
  gameType: gameTypeFilter,
});

const turnoverMission = z.strictObject({
  ...common,
  kind: z.literal('turnover').meta({ description: 'Reach `target` in valid bets of settled rounds.' }),
  target: amount.meta({ description: 'Valid bets to reach.', examples: [1000] }),
  gameType: gameTypeFilter,
});

const depositMission = z.strictObject({
  ...common,
  kind: z.literal('deposit').meta({ description: 'Deposit `target` in approved deposits.' }),
  target: amount.meta({ description: 'Amount to deposit.', examples: [500] }),
});

export const missionSchema = z.discriminatedUnion('kind', [roundsMission, turnoverMission, depositMission]);
export type MissionDefinition = z.output<typeof missionSchema>;

/** Suits BDT and PKR; a merchant with another scale of amounts (MMK) lists its own. */
const DEFAULT_MISSIONS: z.input<typeof missionSchema>[] = [
  { id: 'daily-rounds', period: 'daily', kind: 'rounds', target: 5, reward: 5 },
  { id: 'daily-slot-turnover', period: 'daily', kind: 'turnover', target: 500, gameType: 'RNG', reward: 10 },
  { id: 'daily-deposit', period: 'daily', kind: 'deposit', target: 500, reward: 15 },
  { id: 'weekly-rounds', period: 'weekly', kind: 'rounds', target: 100, reward: 30 },
  { id: 'weekly-live-turnover', period: 'weekly', kind: 'turnover', target: 5000, gameType: 'LIVE', reward: 50 },
  { id: 'weekly-deposit', period: 'weekly', kind: 'deposit', target: 5000, reward: 100 },
];

export const missionsSchema = z
  .array(missionSchema)
  .max(20)
  .default(DEFAULT_MISSIONS)
  .superRefine((missions, ctx) => {
    missions.forEach((mission, index) => {
      if (missions.findIndex((other) => other.id === mission.id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `mission id ${mission.id} is used twice` });
      }
    });
  })
  .meta({
    description: 'Daily and weekly missions (member centre missionLeaderboard), in the order the page lists them.',
  });
