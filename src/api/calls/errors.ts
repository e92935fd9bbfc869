/**
 * Error codes the platform answers with, in the `code` of a failed envelope. They are the keys of the error and
 * validation messages, so the client translates a code directly (`errors.<code>` in the locales). A code that carries a
 * value (the captcha flag, seconds to wait, the rule a field broke …) has its value schema in ERROR_VALUES: the
 * envelope parses it with the code, so client and platform share one shape.
 */
import { z } from 'zod/mini';
import { contractOut } from './contracts/contract';
import { game, gameType } from './games/game';
import { KYC_DOCUMENT_KINDS, KYC_GATE_RULES, KYC_STATUSES } from './kyc/kyc';
import { limitSlot } from './responsible-gaming/limits';

export const ERROR_CODES = [
  // the error catalogue: sign-in, access, maintenance, verification
  'in_incorrect_password',
  'username_email_not_exist',
  'error_not_member',
  'error_not_agent',
  'not_logged_in',
  'trial_user_blocked',
  'captcha_required',
  'captcha_incorrect',
  'sms_send_failed',
  'invitation_code_error',
  'account_in_use',
  'domain_check_failed',
  'region_restricted',
  'system_maintenance',
  'game_maintenance',
  'verification_required',
  'verification_code_invalid',
  'unknown_error',
  // validation messages
  'inconsistent_twice',
  'input_empty',
  'invalid_format',
  'password_rule',
  'error_phone_number_limit',
  'terms_not_agreed',
  // transport and limits
  'rate_limited',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  // reference platform (platform/): bot check, registration switches
  'bot_check_failed',
  'feature_disabled',
  // money (ledger, deposits, withdrawals, transfers)
  'insufficient_balance',
  'amount_out_of_range',
  'idempotency_key_reused',
  'trx_id_used',
  'payment_password_required',
  'payment_password_incorrect',
  'payment_password_locked',
  'payout_account_required',
  'payout_account_bound',
  // a payout account's holder name that is not the real name on the profile
  'payout_name_mismatch',
  'payment_method_unavailable',
  'not_own_upline',
  // a member named outside the agent's downline (team reports, the downline tree)
  'not_own_downline',
  // an agent's transfer goes only to a member directly under them (platform/money/transfers.ts says why)
  'transfer_not_direct_downline',
  'request_already_handled',
  'image_invalid',
  // in-house studio (platform/studio): stakes, provably fair seeds
  'stake_out_of_range',
  'client_seed_invalid',
  'seed_not_revealed',
  // betting record and P&L (platform/bets): a range the player asked for
  'range_invalid',
  'range_too_long',
  // the ten phone-verification errors (phone-verification.ts): the firebase-style path
  'phone_invalid_number',
  'phone_missing_number',
  'phone_too_many_requests',
  'phone_unknown',
  'phone_invalid_code',
  'phone_captcha_check_failed',
  'phone_quota_exceeded',
  'phone_operation_not_allowed',
  'phone_code_expired',
  // rebates (platform/loyalty): a claim with nothing accrued, a claim where rebates are paid daily, a settlement
  // asked for a period that has not ended
  'rebate_nothing_to_claim',
  'rebate_paid_daily',
  'period_not_closed',
  // agent contracts (platform/contracts): an offer without one's own contract of the kind, a rate above one's
  // own, a second offer while one waits, accepting would end contracts offered down the tree (the value lists
  // them: the member confirms first), a termination already asked
  'contract_not_enabled',
  'contract_rate_above_own',
  'contract_offer_pending',
  'contract_downline_conflict',
  'contract_termination_pending',
  // a contract is offered only to a member directly under the agent
  'contract_not_direct_downline',
  // never sent by the platform: the player closed the verification step (Firebase's popup-closed-by-user)
  'phone_popup_closed',
  // missions (platform/missions): a claim of a mission that is unknown, unfinished, already paid or past its period
  'mission_not_found',
  'mission_not_complete',
  'mission_already_claimed',
  'mission_period_over',
  // referral (platform/referral): a member's named links are limited in number and their names are unique
  'referral_link_limit',
  'referral_link_name_taken',
  // agent invite links (platform/referral/invite-links.ts): an agent keeps a limited number
  'invite_link_limit',
  // inbox (platform/inbox): a message the member does not have (another member's, deleted or unknown)
  'message_not_found',
  // security centre (platform/security-centre): a confirmed binding is final, a number or address another member
  // has bound, a set-once profile field already set, a birthday under 21
  'binding_locked',
  'binding_taken',
  'profile_field_locked',
  'birthday_under_21',
  // promotions (platform/promotions): an unknown or unopened promotion, an action of another kind of promotion,
  // joining, claiming or applying twice, nothing to claim yet, an application's remark and images (too long, too
  // many, too large, not png or jpg),
  // a withdrawal above the balance less the bonuses whose turnover requirement is open
  'promo_not_found',
  'promo_not_open',
  'promo_action_invalid',
  'promo_already_joined',
  'promo_not_claimable',
  'promo_already_claimed',
  'promo_already_applied',
  'promo_remark_too_long',
  'promo_image_too_many',
  'promo_image_too_large',
  'promo_image_type',
  'bonus_turnover_open',
  // red envelope (platform/red-envelope): opened outside a round's window, a second envelope of the same round, a
  // round whose budget is spent
  'red_envelope_not_open',
  'red_envelope_already_opened',
  'red_envelope_exhausted',
  // points mall (platform/points): the merchant has no points (PTSYS3 off), more points than held, an item the
  // merchant does not offer, a conversion below the merchant's minimum
  'points_disabled',
  'points_insufficient',
  'points_item_not_found',
  'points_below_minimum',
  // responsible gaming (platform/responsible-gaming): a sign-in or an action refused during a time-out or
  // self-exclusion (the value names its end), a period the merchant does not offer, a second break while one runs,
  // a break asked while a withdrawal waits, an operator's extension that is not later than the current end
  'account_excluded',
  'exclusion_period_unknown',
  'exclusion_active',
  'exclusion_withdrawal_pending',
  'exclusion_not_longer',
  // identity checks (platform/kyc): a document the merchant asks for is missing, empty, too large or not a JPEG,
  // PNG or PDF; a second submission while one waits or was approved; an approval under the merchant's minimum age; a
  // withdrawal the merchant gates until the identity is approved (the value names the rule and the limit)
  'kyc_document_missing',
  'kyc_document_empty',
  'kyc_document_too_large',
  'kyc_document_type',
  'kyc_already_submitted',
  'kyc_under_age',
  'kyc_required',
  // limits a player sets (platform/responsible-gaming/limits.ts): a value that is not a whole number above zero or a
  // slot that does not exist, a value above the merchant's maximum, a deposit, stake or launch over a limit in force
  'limit_invalid',
  'limit_above_maximum',
  'limit_reached',
  // the reality check's interval (platform/responsible-gaming/reality-check.ts): a number of minutes not offered
  'reality_check_interval_unknown',
  // raised by the site's client (src/api/client.ts), never sent by the platform: they name what went wrong
  // between the browser and the platform so the player sees a translated reason instead of a crash
  'network_error',
  'timeout',
  'malformed_response',
  // passkeys (platform/passkeys): a response that does not verify (expired, used or foreign challenge, wrong site,
  // bad signature, replayed counter), a passkey this merchant does not know, one added twice, too many of them
  'passkey_invalid',
  'passkey_unknown',
  'passkey_already_added',
  'passkey_limit',
  // the authenticator app (TOTP, "Google code") and the bank-account-name factor (platform/accounts/authenticator.ts,
  // second-factor.ts): a wrong or expired code, a code whose 30 s step was used already, an enrolment that exists or
  // does not, a holder name that is not the bound payout account's, a factor the member does not have, and a
  // verification step that took its 5 wrong answers (sign in again for a new one)
  'totp_code_invalid',
  'totp_code_used',
  'authenticator_enrolled',
  'authenticator_not_enrolled',
  'account_name_mismatch',
  'second_factor_unavailable',
  'verification_attempts_exceeded',
  // One-click sign-in providers (src/api/calls/sign-in-providers.ts)
  'provider_disabled',
  'provider_state_invalid',
  'provider_nonce_invalid',
  'provider_audience_invalid',
  'provider_token_expired',
  'provider_failed',
  'provider_already_linked',
  'provider_last_sign_in',
] as const;

export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Login failures and captcha refusals: whether the next attempt must carry the captcha. */
const captchaFlag = z.object({ captchaRequired: z.boolean() });

/** A field that broke its rule; pattern rules also name the rule (as the register-rules call does). */
const fieldRule = z.object({
  field: z.string(),
  patternId: z.optional(z.int()),
  minLength: z.optional(z.int()),
  maxLength: z.optional(z.int()),
});

/** The empty required field, or several of them. */
const emptyFields = z.object({ field: z.optional(z.string()), fields: z.optional(z.array(z.string())) });

/** How long to wait before trying again. */
const retryAfter = z.object({ retryAfterSeconds: z.number().check(z.nonnegative()) });

/**
 * The factors a verification step may accept: the code sent by SMS or e-mail, the authenticator app's code ("Google
 * code", or one of its recovery codes), the holder name of the bound payout account.
 */
export const SECOND_FACTORS = ['sms', 'email', 'totp', 'bankName'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * `value` of verification_required. `factors` are the ones this step accepts, the one to offer first first: the
 * authenticator when the member set one up (then no code is sent), else the code sent through `channel` to
 * `maskedTarget`; bankName too when a payout account is bound. The step lives `expiredMinutes`.
 */
export const secondFactorChallenge = z.object({
  verificationToken: z.string(),
  factors: z.array(z.enum(SECOND_FACTORS)).check(z.minLength(1)),
  channel: z.optional(z.enum(['sms', 'email'])),
  maskedTarget: z.optional(z.string()),
  expiredMinutes: z.number(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/**
 * bad_request: the zod issues of the query or body, or (for an encrypted body sealed with an old key) the
 * platform's current key id, so the client can fetch the new key and try once more.
 */
const badRequestValue = z.object({
  issues: z.optional(z.array(z.object({ path: z.string(), code: z.string(), message: z.string() }))),
  kid: z.optional(z.string()),
});

/** The value each code carries; a code not listed here carries none the site relies on. */
export const ERROR_VALUES = {
  bad_request: badRequestValue,
  in_incorrect_password: captchaFlag,
  captcha_required: captchaFlag,
  captcha_incorrect: captchaFlag,
  verification_required: secondFactorChallenge,
  input_empty: emptyFields,
  invalid_format: fieldRule,
  /** `weak`: the weak default password, refused though it passes the rule, which the value names. */
  password_rule: z.object({ ...fieldRule.shape, weak: z.optional(z.boolean()) }),
  error_phone_number_limit: fieldRule,
  rate_limited: retryAfter,
  payment_password_locked: retryAfter,
  /** The phone-verification lock-out: 5 minutes. */
  phone_too_many_requests: retryAfter,
  /** The method's limits, in minor units. */
  amount_out_of_range: z.object({ min: z.number(), max: z.number() }),
  /** The game's stake limits at this merchant, in minor units. */
  stake_out_of_range: z.object({ min: z.number(), max: z.number() }),
  /** The vendor under maintenance and open games of the same category to try instead. */
  game_maintenance: z.object({ vendor: z.string(), gameType, suggestions: z.array(game).check(z.maxLength(12)) }),
  /** The contracts that accepting would end: shown to the member to confirm. */
  contract_downline_conflict: z.object({ contracts: z.array(contractOut) }),
  /** The set-once profile field (security centre) that is already set. */
  profile_field_locked: z.object({ field: z.string() }),
  /** What a withdrawal may take while bonuses are locked by their turnover requirement (minor units). */
  bonus_turnover_open: z.object({ balance: z.number(), locked: z.number(), withdrawable: z.number() }),
  /** The envelope this member already opened in the round (minor units), so a retried open can still show it. */
  red_envelope_already_opened: z.object({ amount: z.number(), openedAt: z.string() }),
  /** The end of the running time-out or self-exclusion (ISO date-time), which the message names. */
  account_excluded: z.object({ endsAt: z.string() }),
  /** The document the refusal is about (kyc_document_*). */
  kyc_document_missing: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
  kyc_document_empty: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
  kyc_document_too_large: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS), maxBytes: z.number() }),
  kyc_document_type: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
  /** The merchant's minimum age the document's birth date is under. */
  kyc_under_age: z.object({ minimumAge: z.number() }),
  /**
   * Why the withdrawal waits: every withdrawal (`always`), one above `limit` (`single`) or one taking the total
   * withdrawn above `limit` (`cumulative`), in minor units; `status` is the member's identity check.
   */
  kyc_required: z.object({
    rule: z.enum(KYC_GATE_RULES),
    limit: z.nullable(z.number()),
    status: z.enum(KYC_STATUSES),
  }),
  /** The limit slot whose value is wrong. */
  limit_invalid: limitSlot,
  /** The slot and the highest value the merchant accepts for it (minor units, or minutes for the session). */
  limit_above_maximum: z.object({ ...limitSlot.shape, maximum: z.number() }),
  /** The limit that refused, its value, and the end of its period (null for the session limit: the session ends). */
  limit_reached: z.object({ ...limitSlot.shape, limit: z.number(), resetsAt: z.nullable(z.string()) }),
} satisfies Partial<Record<ErrorCode, z.ZodMiniType>>;

export type ValuedErrorCode = keyof typeof ERROR_VALUES;
export type ErrorValue<C extends ValuedErrorCode> = z.infer<(typeof ERROR_VALUES)[C]>;
