/**
 * Invite friends (tenant file `referral`; the member info's `availablePromo.REFERRAL.enabled`). With `enabled`, every
 * member has a referral code and named referral links, the member centre shows the referral page and the side menu its
 * entry; a friend who registers with a code is counted under its owner. The reward rule: once a friend's approved
 * deposits reach `minDeposit` and the valid bets of their settled rounds reach `minValidBet`, the referrer is paid
 * `reward` once for that friend, through the ledger from the merchant's bonus account. Amounts are in the currency's
 * major unit; the platform converts them to minor units.
 */
import { z } from 'zod';

const amount = z.number().min(0).max(100_000_000).multipleOf(0.01, 'must have at most 2 decimals');

export const referralSchema = z
  .strictObject({
    enabled: z
      .boolean()
      .default(false)
      .meta({
        description:
          'The referral promotion (REFERRAL.enabled): member-centre referral page, side-menu entry, referral codes of ' +
          'players and their named links. Agents keep their affiliate code either way.',
      }),
    minDeposit: amount.default(500).meta({
      description:
        "A friend's approved deposits, in total, that earn the reward (a friend must deposit at least once).",
      examples: [500],
    }),
    minValidBet: amount.default(1000).meta({
      description: "Valid bets of a friend's settled rounds that count towards the reward.",
      examples: [1000],
    }),
    reward: amount
      .positive()
      .default(100)
      .meta({ description: 'Paid to the referrer once per friend who reaches both thresholds.', examples: [100] }),
  })
  .default({ enabled: false, minDeposit: 500, minValidBet: 1000, reward: 100 })
  .meta({ description: 'Invite friends: referral codes and links, and the reward rule per friend.' });

export type ReferralSettings = z.output<typeof referralSchema>;
