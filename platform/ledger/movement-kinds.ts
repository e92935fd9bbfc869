/**
 * Every kind of money movement the ledger takes, in one place. A transaction's kind says what a movement is; this
 * registry says, for each kind, what the rest of the platform may conclude from it:
 *
 * - `record`: the business record that explains it, which ledger:check matches it with (reconcile-queries.ts), or
 *   `member_only` for a movement between a member's own accounts or between members (no record of its own; it
 *   may never touch an operator account), or `none` for an operator's decision recorded only by its kind and memo;
 * - `shownToMember`: whether it moves a member's wallet, and so appears in their account record (then it is one of
 *   the API's RECORD_KINDS, which the record's filter lists and every language labels);
 * - `reportsAs`: what team reports count it as. The team sums' trigger, index and read are built from the kinds
 *   reported as deposit and withdrawal (agents/money-report-sql.ts), and rebuilt when this registry changes;
 * - `from` and `to`: the kinds of account it takes money from and gives it to (`reversible`: or the other way,
 *   for a refund or a negative adjustment). ledger:check finds every stored transaction that moved money
 *   otherwise, and movements.ts, the only code that posts, takes its accounts from the same words.
 *
 * The keys are the kinds a NewTransaction may carry: a kind missing here does not compile. tests/platform/ledger/
 * movement-kinds.test.ts holds the registry to the API's record kinds, the five languages and the database.
 */
export type MovementRecord =
  | 'bets'
  | 'deposits'
  | 'withdrawals'
  | 'rebate_payments'
  | 'mission_claims'
  | 'promo_bonuses'
  | 'promo_bonus_forfeits'
  | 'contract_settlements'
  | 'referral_rewards'
  | 'red_envelope_claims'
  | 'point_redeems'
  | 'point_transactions'
  | 'member_only'
  | 'none';

import type { AccountKind } from './accounts';

export interface MovementKindRule {
  record: MovementRecord;
  shownToMember: boolean;
  reportsAs: 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | null;
  from: readonly AccountKind[];
  to: readonly AccountKind[];
  reversible?: boolean;
}

type Reporting = Pick<MovementKindRule, 'record' | 'shownToMember' | 'reportsAs'>;

const rule = (record: MovementRecord, reportsAs: MovementKindRule['reportsAs'], shownToMember = true): Reporting => ({
  record,
  shownToMember,
  reportsAs,
});

/** A player's account: the main wallet, or a vendor wallet at a transfer-wallet merchant. */
const PLAYER = ['wallet', 'vendor_wallet'] as const;

/** From the merchant's bonus account to a member's wallet: every bonus, reward, rebate and gift. */
const fromBonuses = (record: MovementRecord) =>
  ({ ...rule(record, 'bonus'), from: ['bonuses'], to: ['wallet'] }) as const;

export const MOVEMENT_KINDS = {
  // Money in and out of the merchant.
  deposit: { ...rule('deposits', 'deposit'), from: ['cash', 'payment_clearing'], to: ['wallet'] },
  withdrawal: { ...rule('withdrawals', 'withdrawal'), from: ['wallet'], to: ['pending_withdrawals'] },
  /** Pending → cash when the operator pays a withdrawal: the member's wallet was debited at the request. */
  withdrawal_paid: { ...rule('withdrawals', null, false), from: ['pending_withdrawals'], to: ['cash'] },
  /** A rejected or failed withdrawal coming back: nets out its withdrawal in the team sums. */
  withdrawal_refund: { ...rule('withdrawals', 'withdrawal'), from: ['pending_withdrawals', 'cash'], to: ['wallet'] },
  // Between members and between a member's own wallets.
  transfer_upline: { ...rule('member_only', null), from: ['wallet'], to: ['wallet'] },
  transfer_downline: { ...rule('member_only', null), from: ['wallet'], to: ['wallet'] },
  vendor_transfer_in: { ...rule('member_only', null), from: ['wallet'], to: ['vendor_wallet'] },
  vendor_transfer_out: { ...rule('member_only', null), from: ['vendor_wallet'], to: ['wallet'] },
  // Game rounds.
  bet: { ...rule('bets', 'bet'), from: PLAYER, to: ['game_house'], reversible: true },
  win: { ...rule('bets', 'win'), from: ['game_house'], to: PLAYER },
  // From the merchant's bonus account.
  adjustment: { ...fromBonuses('none'), reversible: true },
  bonus: fromBonuses('none'),
  rebate: fromBonuses('rebate_payments'),
  mission_reward: fromBonuses('mission_claims'),
  promo_bonus: fromBonuses('promo_bonuses'),
  /** A bonus still locked under its turnover, taken back when a break forfeits it: a bonus paid back, so reported as one. */
  bonus_taken_back: { ...rule('promo_bonus_forfeits', 'bonus'), from: ['wallet'], to: ['bonuses'] },
  agent_salary: fromBonuses('contract_settlements'),
  agent_dividend: fromBonuses('contract_settlements'),
  referral_reward: fromBonuses('referral_rewards'),
  red_envelope: fromBonuses('red_envelope_claims'),
  points_redeem: fromBonuses('point_redeems'),
  points_convert: fromBonuses('point_transactions'),
} as const satisfies Record<string, MovementKindRule>;

export type MovementKind = keyof typeof MOVEMENT_KINDS;

/** The kinds paid from the merchant's bonus account to a member's wallet (movements.ts payBonus). */
export type BonusKind = {
  [K in MovementKind]: (typeof MOVEMENT_KINDS)[K]['from'] extends readonly ['bonuses'] ? K : never;
}[MovementKind];

/** Every kind, in the registry's order. */
export const ALL_MOVEMENT_KINDS = Object.keys(MOVEMENT_KINDS) as MovementKind[];

/** The kinds whose `field` equals `value`. */
export function kindsWhere<F extends keyof MovementKindRule>(field: F, value: MovementKindRule[F]): MovementKind[] {
  return ALL_MOVEMENT_KINDS.filter((kind) => (MOVEMENT_KINDS[kind] as MovementKindRule)[field] === value);
}
