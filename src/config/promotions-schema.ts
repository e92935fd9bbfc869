/**
 * The promotions a merchant runs in the reward centre (tenant file `promotions`). Each is linked to the marketing page
 * of the same slug (content/<tenant>/<lang>/promotions/<slug>.md, shown at /promotions/<slug>/) and runs from its
 * `start` day to its `end` day (inclusive; days of the merchant's `timeZone`): before it the card says "coming soon",
 * after it "Closed". Amounts are in the currency's major unit; the platform converts them to minor units. Every bonus
 * is paid through the ledger from the merchant's bonus account, at most once per player and promotion; changing a
 * promotion's `id` starts it afresh.
 */
import { z } from 'zod';

const amount = z.number().positive().max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'must be a real day');

const turnoverMultiple = z
  .number()
  .min(0)
  .max(100)
  .multipleOf(0.5, 'must be a multiple of 0.5')
  .meta({
    description:
      'Valid bets the player must reach before the bonus can be withdrawn, as a multiple (0: none). While it is not ' +
      'reached, the bonus stays locked in the balance.',
    examples: [15],
  });

const common = {
  id: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or -')
    .meta({
      description:
        'Stable id: joins, claims and applications are kept per id, so a new id starts the promotion afresh.',
      examples: ['welcome-bonus'],
    }),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'must be the file name of a promotion page, without .md')
    .meta({ description: 'The marketing page the card links to: /promotions/<slug>/.', examples: ['welcome-bonus'] }),
  start: day.meta({ description: "First day (merchant's time zone).", examples: ['2026-01-01'] }),
  end: day
    .optional()
    .meta({ description: "Last day (merchant's time zone), inclusive; leave out for a standing offer." }),
};

const depositBonus = z.strictObject({
  ...common,
  kind: z.literal('deposit_bonus').meta({
    description:
      'The player joins, then their next approved deposit of at least `minDeposit` qualifies; they claim ' +
      '`matchPercent` of it, at most `maxBonus`.',
  }),
  matchPercent: z
    .int()
    .min(1)
    .max(1000)
    .meta({ description: 'Bonus as a percentage of the qualifying deposit.', examples: [100] }),
  maxBonus: amount.meta({ description: 'The largest bonus.', examples: [10000] }),
  minDeposit: amount.meta({ description: 'The smallest deposit that qualifies.', examples: [500] }),
  turnoverMultiple: turnoverMultiple.meta({ description: 'Valid bets to reach: this multiple of deposit + bonus.' }),
});

const application = z.strictObject({
  ...common,
  kind: z.literal('application').meta({
    description:
      'The player applies with a remark (up to 140 characters) and 1-3 png/jpg images (up to 5 MB each); the ' +
      'operator issues `bonus` or rejects the application on the review page or through the admin API.',
  }),
  bonus: amount.meta({ description: 'Paid when the operator issues an application.', examples: [300] }),
  turnoverMultiple: turnoverMultiple.meta({ description: 'Valid bets to reach: this multiple of the bonus.' }),
});

const rebate = z.strictObject({
  ...common,
  kind: z.literal('rebate').meta({
    description: "Every player takes part; the card links to the loyalty area's rebate (nothing is paid here).",
  }),
});

export const promotionDefinitionSchema = z
  .discriminatedUnion('kind', [depositBonus, application, rebate])
  .refine((promotion) => !promotion.end || promotion.end >= promotion.start, {
    path: ['end'],
    message: 'must be on or after start',
  });
export type PromotionDefinition = z.output<typeof promotionDefinitionSchema>;

export const promotionsSchema = z
  .array(promotionDefinitionSchema)
  .max(30)
  .default([])
  .superRefine((promotions, ctx) => {
    promotions.forEach((promotion, index) => {
      if (promotions.findIndex((other) => other.id === promotion.id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `promotion id ${promotion.id} is used twice` });
      }
    });
  })
  .meta({ description: 'Promotions of the reward centre (member centre rewardCenter), in the order it lists them.' });
