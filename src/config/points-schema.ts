/**
 * The points mall of a merchant (tenant file `points`; shown only with the PTSYS3 flag). Players earn points from the
 * valid bets of their settled rounds at a rate per game type; points never expire. They are spent on the merchant's
 * items (a cash bonus paid at once, or goods the operator approves) or converted to cash at `cashPerPoint`. Cash
 * amounts are in the currency's major unit; the platform converts them to minor units.
 */
import { z } from 'zod';
import { GAME_TYPES } from '../api/calls/games/game';
import { LANGUAGE_CODES } from '../i18n/languages';

const major = z.number().min(0).max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

/** Points per 100 (major units) of valid bets, per game type; a type not listed earns nothing. */
const earnRate = z
  .partialRecord(z.enum(GAME_TYPES), z.number().min(0).max(1_000).multipleOf(0.01, 'must have at most 2 decimals'))
  .meta({ description: 'Points earned per 100 of valid bets, per game type.', examples: [{ RNG: 10, LIVE: 5 }] });

const itemName = z
  .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(60))
  .meta({ description: 'Item name per language code; missing languages fall back to the default language.' });

const item = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]{2,30}$/, 'must be 2-30 lower-case letters, digits or -')
    .meta({ description: 'Stable id of the item (redeem requests keep it).', examples: ['cash-10'] }),
  name: itemName,
  cost: z
    .int()
    .positive()
    .max(100_000_000)
    .meta({ description: 'Points one redeem costs.', examples: [200] }),
  kind: z.enum(['cash', 'goods']).meta({
    description:
      'cash: a bonus paid to the wallet at once (Approved); goods: waits In Process until the operator approves ' +
      'or rejects it (a rejection returns the points).',
  }),
  cash: major
    .positive()
    .optional()
    .meta({ description: 'The bonus of a cash item.', examples: [10] }),
});

const DEFAULT_ITEMS: z.input<typeof item>[] = [
  {
    id: 'cash-10',
    name: { en: 'Cash bonus 10', bn: 'ক্যাশ বোনাস ১০', zh: '现金奖励 10', my: 'ငွေသားဘောနပ် ၁၀', ur: 'کیش بونس 10' },
    cost: 200,
    kind: 'cash',
    cash: 10,
  },
  {
    id: 'cash-50',
    name: { en: 'Cash bonus 50', bn: 'ক্যাশ বোনাস ৫০', zh: '现金奖励 50', my: 'ငွေသားဘောနပ် ၅၀', ur: 'کیش بونس 50' },
    cost: 900,
    kind: 'cash',
    cash: 50,
  },
  {
    id: 'mobile-top-up',
    name: {
      en: 'Mobile top-up voucher',
      bn: 'মোবাইল রিচার্জ ভাউচার',
      zh: '手机充值券',
      my: 'ဖုန်းငွေဖြည့်ကတ်',
      ur: 'موبائل ٹاپ اپ واؤچر',
    },
    cost: 300,
    kind: 'goods',
  },
];

const DEFAULTS = {
  earnRate: { RNG: 10, FISH: 10, LIVE: 5, PVP: 5, SPORTS: 5, LOTT: 5 },
  cashPerPoint: 0.05,
  minConvert: 20,
  items: DEFAULT_ITEMS,
};

export const pointsSchema = z
  .strictObject({
    earnRate: earnRate.default(DEFAULTS.earnRate),
    cashPerPoint: major
      .positive()
      .default(DEFAULTS.cashPerPoint)
      .meta({ description: 'The points ratio: cash one point converts to.', examples: [0.05] }),
    minConvert: z
      .int()
      .positive()
      .max(100_000_000)
      .default(DEFAULTS.minConvert)
      .meta({ description: 'Fewest points one conversion to cash takes.', examples: [20] }),
    items: z
      .array(item)
      .max(50)
      .default(DEFAULTS.items)
      .superRefine((items, ctx) => {
        items.forEach((entry, index) => {
          if (items.findIndex((other) => other.id === entry.id) !== index) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `item id ${entry.id} is used twice` });
          }
          if ((entry.kind === 'cash') !== (entry.cash !== undefined)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'cash'],
              message: 'a cash item, and only a cash item, has cash',
            });
          }
        });
      })
      .meta({ description: 'What players redeem points for, in display order.' }),
  })
  .default(DEFAULTS)
  .meta({ description: 'Points mall (flag PTSYS3): earning rates, conversion to cash and items.' });

export type PointsSettings = z.output<typeof pointsSchema>;
export type PointsItem = PointsSettings['items'][number];
