/**
 * The reward centre: each promotion of the merchant with the member's state (Join, Claim, Applying …), joining
 * a deposit bonus and claiming it. States are derived on every read from what the member did (joins, deposits,
 * applications, bonuses): nothing is stored that could drift from the deposits and the ledger.
 *
 * Deposit bonus flow: Join → the member's first deposit created after joining, of at least the minimum, is the
 * qualifying one (Processing while it waits for approval) → once approved (before the promotion ends) the bonus
 * is claimable → Claim pays it through the ledger (kind promo_bonus) in the same database transaction as its
 * promo_bonuses row, whose unique key (member, promotion) makes a second or simultaneous claim pay nothing
 * (promo_already_claimed). A deposit that already earned a bonus does not qualify for another.
 */
import type { Promotion, PromotionApplication, PromotionState } from '../../src/api/calls/promotions/promotions';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import { payBonus } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import {
  depositBonusOf,
  type PromotionRule,
  promotionRules,
  ruleOf,
  turnoverRequired,
  windowState,
} from './definitions';

export const PROMO_BONUS_KIND = 'promo_bonus';

interface ParticipationRow {
  promotion_id: string;
  joined_at: Date;
}
interface BonusRow {
  promotion_id: string;
  amount: number;
  deposit_id: number | null;
  deposit_amount: number | null;
}
export interface ApplicationRow {
  id: number;
  promotion_id: string;
  member_id: number;
  remark: string;
  images: { key: string; type: 'image/png' | 'image/jpeg' }[];
  status: 'applying' | 'issued' | 'rejected' | 'cancelled';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}
interface DepositRow {
  id: number;
  amount: number;
  status: 'approved' | 'pending';
  created_at: Date;
  decided_at: Date | null;
}

/** What the member did with the merchant's promotions, read in four short queries keyed by the member. */
interface MemberActivity {
  joined: Map<string, Date>;
  bonuses: Map<string, BonusRow>;
  usedDeposits: Set<number>;
  applications: Map<string, ApplicationRow>;
  /** Approved and pending deposits since the earliest open join, oldest first. */
  deposits: DepositRow[];
}

async function memberActivity(db: Database, memberId: number): Promise<MemberActivity> {
  const [joins, bonuses, applications] = await Promise.all([
    db.query<ParticipationRow>('SELECT promotion_id, joined_at FROM promo_participations WHERE member_id = $1', [
      memberId,
    ]),
    db.query<BonusRow>(
      `SELECT b.promotion_id, b.amount, b.deposit_id, d.amount AS deposit_amount
       FROM promo_bonuses b LEFT JOIN deposits d ON d.id = b.deposit_id WHERE b.member_id = $1`,
      [memberId],
    ),
    db.query<ApplicationRow>(
      `SELECT DISTINCT ON (promotion_id) id, promotion_id, member_id, remark, images, status, reason, created_at, decided_at
       FROM promo_applications WHERE member_id = $1 ORDER BY promotion_id, id DESC`,
      [memberId],
    ),
  ]);
  const bonusByPromotion = new Map(bonuses.map((row) => [row.promotion_id, row]));
  const open = joins.filter((row) => !bonusByPromotion.has(row.promotion_id));
  const since = open.reduce<Date | null>((min, row) => (!min || row.joined_at < min ? row.joined_at : min), null);
  const deposits = since
    ? await db.query<DepositRow>(
        `SELECT id, amount, status, created_at, decided_at FROM deposits
         WHERE member_id = $1 AND created_at >= $2 AND status IN ('approved', 'pending')
         ORDER BY created_at, id LIMIT 200`,
        [memberId, since],
      )
    : [];
  return {
    joined: new Map(joins.map((row) => [row.promotion_id, row.joined_at])),
    bonuses: bonusByPromotion,
    usedDeposits: new Set(bonuses.flatMap((row) => (row.deposit_id === null ? [] : [row.deposit_id]))),
    applications: new Map(applications.map((row) => [row.promotion_id, row])),
    deposits,
  };
}

/** The first deposit after joining that reaches the minimum and earned no other bonus: approved (in time) or pending. */
function qualifyingDeposit(
  rule: Extract<PromotionRule, { kind: 'deposit_bonus' }>,
  joinedAt: Date,
  activity: MemberActivity,
): DepositRow | null {
  for (const deposit of activity.deposits) {
    if (deposit.created_at < joinedAt || deposit.amount < rule.minDeposit || activity.usedDeposits.has(deposit.id)) {
      continue;
    }
    if (deposit.status === 'pending') return deposit;
    // approved: it counts when the money arrived while the promotion ran
    if (!rule.end || (deposit.decided_at && deposit.decided_at < rule.end)) return deposit;
  }
  return null;
}

export function applicationOut(row: ApplicationRow): PromotionApplication {
  return {
    id: row.id,
    status: row.status,
    remark: row.remark,
    imageCount: row.images.length,
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

function promotionOut(rule: PromotionRule, activity: MemberActivity, now: Date): Promotion {
  const window = windowState(rule, now);
  const base: Promotion = {
    id: rule.id,
    slug: rule.slug,
    kind: rule.kind,
    start: rule.start.toISOString(),
    end: rule.end?.toISOString() ?? null,
    startDay: rule.startDay,
    endDay: rule.endDay,
    state: 'closed',
    matchPercent: null,
    maxBonus: null,
    minDeposit: null,
    turnoverMultiple: null,
    bonus: null,
    amount: null,
    deposit: null,
    application: null,
  };
  const gate = (state: PromotionState): PromotionState =>
    window === 'coming_soon' ? 'coming_soon' : window === 'closed' ? 'closed' : state;

  if (rule.kind === 'rebate') return { ...base, state: gate('joined') };

  const paid = activity.bonuses.get(rule.id);
  if (rule.kind === 'application') {
    const application = activity.applications.get(rule.id) ?? null;
    const terms = { ...base, bonus: rule.bonus, turnoverMultiple: rule.turnoverMultiple };
    const out = { ...terms, application: application && applicationOut(application), amount: paid?.amount ?? null };
    if (paid || application?.status === 'issued') return { ...out, state: 'issued' };
    if (application?.status === 'applying') return { ...out, state: 'applying' };
    const ended = application?.status === 'rejected' || application?.status === 'cancelled';
    return { ...out, state: gate(ended ? application.status : 'join') };
  }

  const terms = {
    ...base,
    matchPercent: rule.matchPercent,
    maxBonus: rule.maxBonus,
    minDeposit: rule.minDeposit,
    turnoverMultiple: rule.turnoverMultiple,
  };
  if (paid) {
    return {
      ...terms,
      state: 'claimed',
      amount: paid.amount,
      deposit: paid.deposit_id ? { id: paid.deposit_id, amount: paid.deposit_amount ?? 0 } : null,
    };
  }
  const joinedAt = activity.joined.get(rule.id);
  if (!joinedAt) return { ...terms, state: gate('join') };
  const deposit = qualifyingDeposit(rule, joinedAt, activity);
  if (deposit?.status === 'approved') {
    // a bonus earned while the promotion ran stays claimable after it ends
    return {
      ...terms,
      state: 'claim',
      amount: depositBonusOf(rule, deposit.amount),
      deposit: { id: deposit.id, amount: deposit.amount },
    };
  }
  if (deposit) return { ...terms, state: gate('processing'), deposit: { id: deposit.id, amount: deposit.amount } };
  return { ...terms, state: gate('joined') };
}

/** Every promotion of the merchant with the member's state; `availablePromoCount` counts those to claim. */
export async function memberPromotions(
  db: Database,
  merchant: Merchant,
  memberId: number,
  now: Date,
): Promise<{ promotions: Promotion[]; availablePromoCount: number }> {
  const rules = promotionRules(merchant);
  if (!rules.length) return { promotions: [], availablePromoCount: 0 };
  const activity = await memberActivity(db, memberId);
  const promotions = rules.map((rule) => promotionOut(rule, activity, now));
  return { promotions, availablePromoCount: promotions.filter((p) => p.state === 'claim').length };
}

/** The member's promotion `promotionId` as the reward centre shows it. */
export async function memberPromotion(
  db: Database,
  merchant: Merchant,
  memberId: number,
  promotionId: string,
  now: Date,
): Promise<Promotion> {
  const rule = requireRule(merchant, promotionId);
  return promotionOut(rule, await memberActivity(db, memberId), now);
}

export function requireRule(merchant: Merchant, promotionId: string): PromotionRule {
  const rule = ruleOf(merchant, promotionId);
  if (!rule) throw new PlatformError(404, 'promo_not_found', `no promotion ${promotionId} at ${merchant.code}`);
  return rule;
}

export function requireOpen(rule: PromotionRule, now: Date): void {
  const window = windowState(rule, now);
  if (window !== 'open') throw new PlatformError(409, 'promo_not_open', `promotion ${rule.id} is ${window}`);
}

const actionInvalid = (rule: PromotionRule, action: string) =>
  new PlatformError(409, 'promo_action_invalid', `promotion ${rule.id} (${rule.kind}) cannot ${action}`);

/** Joins a deposit bonus; its next qualifying deposit counts from now. */
export async function joinPromotion(
  db: Database,
  merchant: Merchant,
  memberId: number,
  promotionId: string,
  now: Date,
): Promise<Promotion> {
  const rule = requireRule(merchant, promotionId);
  if (rule.kind !== 'deposit_bonus') throw actionInvalid(rule, 'be joined');
  requireOpen(rule, now);
  const joined = await db.query(
    `INSERT INTO promo_participations (merchant_code, member_id, promotion_id, joined_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, promotion_id) DO NOTHING RETURNING id`,
    [merchant.code, memberId, rule.id, now],
  );
  if (!joined.length) throw new PlatformError(409, 'promo_already_joined', `already joined ${rule.id}`);
  return memberPromotion(db, merchant, memberId, rule.id, now);
}

const alreadyClaimed = (promotionId: string) =>
  new PlatformError(409, 'promo_already_claimed', `the bonus of ${promotionId} is already paid`);

/**
 * Pays a bonus from the merchant's bonus account into the member's wallet and records it, in the caller's
 * transaction. The promo_bonuses unique keys decide: when another payment of the same promotion (or of the same
 * deposit) committed first, this throws and the caller's transaction rolls the payment back.
 */
export async function payPromotionBonus(
  tx: Database,
  merchant: Merchant,
  memberId: number,
  bonus: {
    promotionId: string;
    kind: 'deposit_bonus' | 'application';
    amount: number;
    turnoverRequired: number;
    depositId?: number;
    applicationId?: number;
  },
  now: Date,
): Promise<number> {
  const posted = await payBonus(tx, merchant, {
    kind: PROMO_BONUS_KIND,
    memberId,
    amount: bonus.amount,
    reference: `promotion:${bonus.promotionId}`,
    memo: bonus.promotionId,
    at: now,
  });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO promo_bonuses (merchant_code, member_id, promotion_id, kind, amount, turnover_required, deposit_id,
       application_id, ledger_transaction_id, credited_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
    [
      merchant.code,
      memberId,
      bonus.promotionId,
      bonus.kind,
      bonus.amount,
      bonus.turnoverRequired,
      bonus.depositId ?? null,
      bonus.applicationId ?? null,
      posted.transactionId,
      now,
    ],
  );
  if (!row) {
    const [paid] = await tx.query('SELECT 1 FROM promo_bonuses WHERE member_id = $1 AND promotion_id = $2', [
      memberId,
      bonus.promotionId,
    ]);
    if (paid) throw alreadyClaimed(bonus.promotionId);
    throw new PlatformError(409, 'promo_not_claimable', 'this deposit already earned another bonus');
  }
  return posted.balance;
}

/** Claims a deposit bonus whose deposit qualified. */
export async function claimPromotion(
  db: Database,
  merchant: Merchant,
  memberId: number,
  promotionId: string,
  now: Date,
): Promise<{ promotion: Promotion; bonus: number; balance: number }> {
  const rule = requireRule(merchant, promotionId);
  if (rule.kind !== 'deposit_bonus') throw actionInvalid(rule, 'be claimed');
  const paid = await db.transaction(async (tx) => {
    const activity = await memberActivity(tx, memberId);
    // A fast answer for a repeated claim; the unique key in payPromotionBonus is what makes it safe.
    if (activity.bonuses.has(rule.id)) throw alreadyClaimed(rule.id);
    const joinedAt = activity.joined.get(rule.id);
    const deposit = joinedAt ? qualifyingDeposit(rule, joinedAt, activity) : null;
    if (deposit?.status !== 'approved') {
      throw new PlatformError(409, 'promo_not_claimable', `nothing to claim in ${rule.id} yet`);
    }
    const bonus = depositBonusOf(rule, deposit.amount);
    if (bonus <= 0) throw new PlatformError(409, 'promo_not_claimable', `the deposit earns no bonus in ${rule.id}`);
    const balance = await payPromotionBonus(
      tx,
      merchant,
      memberId,
      {
        promotionId: rule.id,
        kind: 'deposit_bonus',
        amount: bonus,
        turnoverRequired: turnoverRequired(rule.turnoverMultiple, deposit.amount + bonus),
        depositId: deposit.id,
      },
      now,
    );
    return { bonus, balance };
  });
  return { ...paid, promotion: await memberPromotion(db, merchant, memberId, rule.id, now) };
}
