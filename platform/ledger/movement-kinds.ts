/**
 * Every kind of money movement the ledger takes, in one place. A transaction's kind says what a movement is; this
 * registry says, for each kind, what the rest of the platform may conclude from it:
 *
 * - `record`: the business record that explains it, which ledger:check matches it with (reconcile-queries.ts), or
 *   `member_only` for a movement between a member's own accounts or between members (no record of its own; it
 *   may never touch an operator account), or `none` for an operator's decision recorded only by its kind and memo;
 * - `shownToMember`: whether it moves a member's wallet, and so appears in their account record (then it is one of
 *   the contract's RECORD_KINDS, which the record's filter lists and every language labels);
 * - `reportsAs`: what team reports count it as. The team sums trigger of migration 0550 counts exactly the kinds
 *   reported as deposit and withdrawal (a platform test compares the two).
 *
 * The keys are the kinds a NewTransaction may carry: a kind missing here does not compile. tests/platform/ledger/
 * movement-kinds.test.ts holds the registry to the contract's record kinds, the five languages and the trigger.
 */
export type MovementRecord =
  | 'bets'
  | 'deposits'
  | 'withdrawals'
  | 'rebate_payments'
  | 'mission_claims'
  | 'promo_bonuses'
  | 'contract_settlements'
  | 'referral_rewards'
  | 'red_envelope_claims'
  | 'point_redeems'
  | 'point_transactions'
  | 'member_only'
  | 'none';

export interface MovementKindRule {
  record: MovementRecord;
  shownToMember: boolean;
  reportsAs: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | null;
}

export const MOVEMENT_KINDS = {
  // Money in and out of the merchant.
  deposit: { record: 'deposits', shownToMember: true, reportsAs: 'deposit' },
  withdrawal: { record: 'withdrawals', shownToMember: true, reportsAs: 'withdrawal' },
  /** Pending → cash when the operator pays a withdrawal: the member's wallet was debited at the request. */
  withdrawal_paid: { record: 'withdrawals', shownToMember: false, reportsAs: null },
  /** A rejected or failed withdrawal coming back: nets out its withdrawal in the team sums. */
  withdrawal_refund: { record: 'withdrawals', shownToMember: true, reportsAs: 'withdrawal' },
  // Between members and between a member's own wallets.
  transfer_upline: { record: 'member_only', shownToMember: true, reportsAs: null },
  transfer_downline: { record: 'member_only', shownToMember: true, reportsAs: null },
  vendor_transfer_in: { record: 'member_only', shownToMember: true, reportsAs: null },
  vendor_transfer_out: { record: 'member_only', shownToMember: true, reportsAs: null },
  // Game rounds.
  bet: { record: 'bets', shownToMember: true, reportsAs: 'bet' },
  win: { record: 'bets', shownToMember: true, reportsAs: 'win' },
  // From the merchant's bonus account.
  adjustment: { record: 'none', shownToMember: true, reportsAs: 'bonus' },
  bonus: { record: 'none', shownToMember: true, reportsAs: 'bonus' },
  rebate: { record: 'rebate_payments', shownToMember: true, reportsAs: 'bonus' },
  mission_reward: { record: 'mission_claims', shownToMember: true, reportsAs: 'bonus' },
  promo_bonus: { record: 'promo_bonuses', shownToMember: true, reportsAs: 'bonus' },
  agent_salary: { record: 'contract_settlements', shownToMember: true, reportsAs: 'bonus' },
  agent_dividend: { record: 'contract_settlements', shownToMember: true, reportsAs: 'bonus' },
  referral_reward: { record: 'referral_rewards', shownToMember: true, reportsAs: 'bonus' },
  red_envelope: { record: 'red_envelope_claims', shownToMember: true, reportsAs: 'bonus' },
  points_redeem: { record: 'point_redeems', shownToMember: true, reportsAs: 'bonus' },
  points_convert: { record: 'point_transactions', shownToMember: true, reportsAs: 'bonus' },
} as const satisfies Record<string, MovementKindRule>;

export type MovementKind = keyof typeof MOVEMENT_KINDS;

/** Every kind, in the registry's order. */
export const ALL_MOVEMENT_KINDS = Object.keys(MOVEMENT_KINDS) as MovementKind[];

/** The kinds whose `field` equals `value`. */
export function kindsWhere<F extends keyof MovementKindRule>(field: F, value: MovementKindRule[F]): MovementKind[] {
  return ALL_MOVEMENT_KINDS.filter((kind) => (MOVEMENT_KINDS[kind] as MovementKindRule)[field] === value);
}
