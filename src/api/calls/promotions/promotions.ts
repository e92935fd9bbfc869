/**
 * Reward centre, promotion claims and bonus details (member centre rewardCenter and bonusDetails; the member info's
 * availablePromoCount; activity applications with a remark and images). The merchant runs the promotions of its tenant
 * file (`promotions`), each linked to the marketing page of the same slug (/promotions/<slug>/). Kinds:
 *
 * - `deposit_bonus`: the player joins, then their next approved deposit of at least `minDeposit` qualifies; the
 *   bonus (`matchPercent` of it, at most `maxBonus`) is then claimed by the player;
 * - `application`: the player applies with a remark (≤ 140 characters) and 1 to 3 png/jpg images (≤ 5 MB each);
 *   the operator issues (pays `bonus`) or rejects; a rejected player may apply again;
 * - `rebate`: every player takes part; the rebate itself is the loyalty area's (the card links to it).
 *
 * Each promotion pays a member at most once (the platform's unique key, not a read before a write). A bonus
 * carries a turnover requirement (`turnoverMultiple` × deposit and bonus, or × the bonus of an application):
 * valid bets of settled rounds placed after the bonus was credited count towards it, and while it is open the
 * bonus is locked: withdrawals may take only the balance above the locked bonuses (`bonus_turnover_open`).
 * Amounts are minor units.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';

export const PROMOTION_KINDS = ['deposit_bonus', 'application', 'rebate'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The promotion states, per player: coming_soon (before the start), closed (after the end, nothing waiting), join
 * (open, not joined: the Join button; an application promotion's Apply), joined (a deposit bonus waiting for its
 * deposit; a rebate promotion every player is in), processing (the deposit after joining waits for approval), claim
 * (the bonus waits for the Claim button), claimed (paid), applying (an application waits for the operator), issued (the
 * operator approved: paid), rejected (the operator refused; the player may apply again), cancelled (the player took a
 * break while it waited, and the merchant's `responsibleGaming.forfeitBonuses` cancels what waits; they may apply again).
 */
export const PROMOTION_STATES = [
  'coming_soon',
  'join',
  'joined',
  'processing',
  'claim',
  'claimed',
  'applying',
  'issued',
  'rejected',
  'cancelled',
  'closed',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const APPLICATION_STATUSES = ['applying', 'issued', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const promotionId = z
  .string()
  .check(z.regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 lower-case letters, digits or -'));

/** Limits of an application's remark (counted in characters, after trimming) and its images. */
export const MAX_REMARK_CHARS = 140;
export const MAX_APPLICATION_IMAGES = 3;
export const MAX_APPLICATION_IMAGE_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Base64 characters of the largest image. */
const MAX_IMAGE_BASE64 = Math.ceil(MAX_APPLICATION_IMAGE_BYTES / 3) * 4;
/**
 * Largest request body of an application: one image more than allowed, each a little over the limit, so a
 * request with too many or too large images is still read and refused with its own code (above it: 413).
 */
export const MAX_APPLICATION_BODY_BYTES = (MAX_APPLICATION_IMAGES + 1) * (MAX_IMAGE_BASE64 + 1024) + 8192;

const count = z.int().check(z.gte(0), z.lte(10_000_000_000_000));

export const promotionApplication = z.object({
  id: z.int().check(z.positive()),
  status: z.enum(APPLICATION_STATUSES),
  remark: z.string(),
  imageCount: z.int().check(z.gte(0), z.lte(MAX_APPLICATION_IMAGES)),
  /** The operator's reason of a rejection. */
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type PromotionApplication = z.infer<typeof promotionApplication>;

export const promotion = z.object({
  id: promotionId,
  /** The marketing page: /promotions/<slug>/. */
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** ISO instants: the first moment, and the first moment after the last day (null: a standing offer). */
  start: z.string(),
  end: z.nullable(z.string()),
  /** The first and last day (yyyy-mm-dd) in the merchant's time zone, as the tenant file and the marketing page say. */
  startDay: z.string(),
  endDay: z.nullable(z.string()),
  state: z.enum(PROMOTION_STATES),
  /** Deposit bonus terms (null for other kinds). */
  matchPercent: z.nullable(z.int().check(z.gte(1), z.lte(1000))),
  maxBonus: z.nullable(count),
  minDeposit: z.nullable(count),
  /** The turnover requirement as a multiple (deposit and bonus, or the bonus); 0: none. Null for rebates. */
  turnoverMultiple: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** Application promotion: the bonus an issued application pays. */
  bonus: z.nullable(count),
  /** The bonus this player has waiting (claim) or received (claimed, issued). */
  amount: z.nullable(count),
  /** Deposit bonus: the deposit that qualified (or waits for approval: processing). */
  deposit: z.nullable(z.object({ id: z.int().check(z.positive()), amount: count })),
  /** Application promotion: the player's latest application. */
  application: z.nullable(promotionApplication),
});
export type Promotion = z.infer<typeof promotion>;

/**
 * The merchant's promotions with the player's state, in the tenant file's order. `availablePromoCount` counts the
 * promotions in state `claim`: the reward centre's red badge and the public state's field.
 */
export const promotionsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/promotions',
  auth: true,
  value: z.object({ promotions: z.array(promotion), availablePromoCount: z.int().check(z.gte(0)) }),
});

/**
 * Joins a deposit bonus: the next approved deposit qualifies. Refusals: promo_not_found (404: not at this
 * merchant), promo_not_open (409: coming soon or closed), promo_action_invalid (409: not a deposit bonus),
 * promo_already_joined (409).
 */
export const promotionJoinCall = defineCall({
  method: 'POST',
  path: '/wps/relay/promotions/join',
  auth: true,
  body: z.strictObject({ promotionId }),
  value: promotion,
});

/**
 * Claims a deposit bonus whose deposit qualified: the bonus moves from the merchant's bonus account to the main
 * wallet, once. Refusals: promo_not_found, promo_action_invalid, promo_not_claimable (409: not joined, or no
 * qualifying deposit yet), promo_already_claimed (409: paid before, also when two claims race).
 */
export const promotionClaimCall = defineCall({
  method: 'POST',
  path: '/wps/relay/promotions/claim',
  auth: true,
  body: z.strictObject({ promotionId }),
  value: z.object({ promotion, bonus: count, balance: count }),
});

/** One image of an application: its declared type and its bytes, base64 without a data: prefix. */
export const applicationImage = z.strictObject({
  type: z.string().check(z.maxLength(100)),
  data: z.string().check(z.maxLength(MAX_IMAGE_BASE64 + 1024), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64')),
});

/**
 * Applies to an application promotion (an activity claim: a remark and up to 3 images). Refusals: promo_not_found,
 * promo_not_open, promo_action_invalid (409: not an application promotion), promo_already_applied (409: one is waiting
 * or was issued), promo_remark_too_long (400, more than 140 characters), input_empty `{ field: 'images' }` (no image),
 * promo_image_too_many (400, more than 3), promo_image_too_large (400, over 5 MB), promo_image_type (400, not a png or
 * jpg by its first bytes, whatever its declared type).
 */
export const promotionApplyCall = defineCall({
  method: 'POST',
  path: '/wps/relay/promotions/apply',
  auth: true,
  body: z.strictObject({
    promotionId,
    remark: z._default(z.string().check(z.maxLength(2000)), ''),
    images: z._default(z.array(applicationImage).check(z.maxLength(MAX_APPLICATION_IMAGES + 1)), []),
  }),
  value: promotion,
});

export const bonusRow = z.object({
  id: z.int().check(z.positive()),
  promotionId,
  slug: z.string(),
  kind: z.enum(['deposit_bonus', 'application']),
  amount: count,
  creditedAt: z.string(),
  /** Valid bets to reach (minor units); 0: none. */
  turnoverRequired: count,
  /** Valid bets of settled rounds placed since the bonus was credited (may exceed the requirement). */
  turnover: count,
  /** The requirement is met: the bonus is no longer locked. */
  complete: z.boolean(),
});
export type BonusRow = z.infer<typeof bonusRow>;

/**
 * Every bonus the player received from a promotion, newest first, with its turnover progress, and what the
 * open requirements lock: `withdrawable` = the main balance less the locked bonuses (never below 0).
 */
export const bonusDetailsCall = defineCall({
  method: 'GET',
  path: '/wps/relay/bonusDetails',
  auth: true,
  value: z.object({ bonuses: z.array(bonusRow), balance: count, locked: count, withdrawable: count }),
});
