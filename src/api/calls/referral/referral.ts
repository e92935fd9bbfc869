/**
 * Invite friends (member centre page referral). Every member has a referral code (an agent's is the affiliate code it
 * already had; a player's is made on their first visit to the page) and up to MAX_REFERRAL_LINKS named links, each with
 * its own code that resolves to the member. A friend registers with a code through `/register/?referralCode=CODE` (the
 * register form's affiliate field) and is counted under its owner. The merchant's rule (tenant file `referral`) pays
 * the referrer once per friend whose approved deposits and valid bets reach the thresholds; the platform checks the
 * rule whenever the referrer reads these calls and pays what became due in that moment. Every call answers 403
 * feature_disabled where the merchant has no referral promotion. Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { page, pagedOf, pageSize } from '../money/amounts';

/** Named links one member may keep. */
export const MAX_REFERRAL_LINKS = 20;
/** Longest link name, in characters. */
export const MAX_REFERRAL_LINK_NAME = 40;

/** A referral code: letters and digits, as the register form's affiliate field accepts them. */
export const referralCode = z.string().check(z.regex(/^[A-Za-z0-9]{4,20}$/));

/**
 * registered: no approved deposit yet; deposited: deposited, the rule not met yet; qualified: the rule is met
 * and the reward is being paid; rewarded: the referrer has been paid for this friend.
 */
export const REFERRAL_STATUSES = ['registered', 'deposited', 'qualified', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const minor = z.int().check(z.gte(0), z.lte(10_000_000_000_000));
const count = z.int().check(z.gte(0));

export const referralLink = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  code: referralCode,
  createdAt: z.string(),
  /** Friends who registered with this link's code. */
  friends: count,
});
export type ReferralLink = z.infer<typeof referralLink>;

export const referralRule = z.object({
  /** A friend's approved deposits, in total. */
  minDeposit: minor,
  /** Valid bets of the friend's settled rounds, in total. */
  minValidBet: minor,
  /** Paid to the referrer once per friend who reaches both. */
  reward: minor,
});
export type ReferralRule = z.infer<typeof referralRule>;

export const referralSummaryCall = defineCall({
  method: 'GET',
  path: '/wps/relay/referral/summary',
  auth: true,
  value: z.object({
    /** The member's own code (the invite link carries it). */
    code: referralCode,
    links: z.array(referralLink).check(z.maxLength(MAX_REFERRAL_LINKS)),
    rule: referralRule,
    counts: z.object({ invited: count, deposited: count, rewarded: count }),
    /** Rewards received for friends, in total. */
    totalRewards: minor,
  }),
});

/** A link name: 1-40 characters after trimming, unique per member (case-insensitive). */
export const referralLinkName = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_REFERRAL_LINK_NAME));

/** Refusals: referral_link_limit (409, MAX_REFERRAL_LINKS kept), referral_link_name_taken (409). */
export const referralLinkCreateCall = defineCall({
  method: 'POST',
  path: '/wps/relay/referral/link',
  auth: true,
  body: z.strictObject({ name: referralLinkName }),
  value: referralLink,
});

/** Deletes one of the member's links: its code stops resolving; friends it brought stay counted. 404 not_found otherwise. */
export const referralLinkDeleteCall = defineCall({
  method: 'DELETE',
  path: '/wps/relay/referral/link',
  auth: true,
  query: z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) }),
  value: z.object({ id: z.int().check(z.positive()) }),
});

export const referralFriend = z.object({
  /** Masked username (first two characters and the last one). */
  name: z.string(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** The named link the friend came through, null for the member's own code or a deleted link. */
  linkName: z.nullable(z.string()),
  /** What the referrer was paid for this friend (null until rewarded). */
  reward: z.nullable(minor),
});
export type ReferralFriend = z.infer<typeof referralFriend>;

/** The member's invited friends, newest first. */
export const referralFriendsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/referral/friends',
  auth: true,
  query: z.object({ page, pageSize }),
  value: pagedOf(referralFriend),
});
