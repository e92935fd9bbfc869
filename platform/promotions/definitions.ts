/**
 * A merchant's promotions (tenant file `promotions`, src/config/promotions-schema.ts) as the platform uses them:
 * amounts in minor units, the window as instants of the merchant's time zone ([start, end)), and the turnover
 * requirement of a bonus.
 */
import { periodOf } from '../core/merchant-periods';
import { toMinor } from '../ledger/minor-units';
import type { Merchant } from '../merchants/merchants';

export type PromotionRule =
  | (RuleWindow & {
      kind: 'deposit_bonus';
      matchPercent: number;
      maxBonus: number;
      minDeposit: number;
      turnoverMultiple: number;
    })
  | (RuleWindow & { kind: 'application'; bonus: number; turnoverMultiple: number })
  | (RuleWindow & { kind: 'rebate' });

interface RuleWindow {
  id: string;
  slug: string;
  /** The tenant file's first and last day (yyyy-mm-dd, merchant's time zone). */
  startDay: string;
  endDay: string | null;
  /** First instant (the start day's local midnight). */
  start: Date;
  /** First instant after the end day, or null for a standing offer. */
  end: Date | null;
}

/** The instant a local calendar day (yyyy-mm-dd) begins in `timeZone`. */
export function localDayStart(day: string, timeZone: string): Date {
  let period = periodOf('day', new Date(`${day}T00:00:00Z`), timeZone);
  while (period.key < day) period = periodOf('day', period.end, timeZone);
  while (period.key > day) period = periodOf('day', new Date(period.start.getTime() - 1), timeZone);
  return period.start;
}

export function promotionRules(merchant: Merchant): PromotionRule[] {
  const zone = merchant.tenant.timeZone;
  return merchant.tenant.promotions.map((definition) => {
    const window: RuleWindow = {
      id: definition.id,
      slug: definition.slug,
      startDay: definition.start,
      endDay: definition.end ?? null,
      start: localDayStart(definition.start, zone),
      end: definition.end ? periodOf('day', localDayStart(definition.end, zone), zone).end : null,
    };
    if (definition.kind === 'deposit_bonus') {
      return {
        ...window,
        kind: 'deposit_bonus',
        matchPercent: definition.matchPercent,
        maxBonus: toMinor(definition.maxBonus),
        minDeposit: toMinor(definition.minDeposit),
        turnoverMultiple: definition.turnoverMultiple,
      };
    }
    if (definition.kind === 'application') {
      return {
        ...window,
        kind: 'application',
        bonus: toMinor(definition.bonus),
        turnoverMultiple: definition.turnoverMultiple,
      };
    }
    return { ...window, kind: 'rebate' };
  });
}

export function ruleOf(merchant: Merchant, promotionId: string): PromotionRule | undefined {
  return promotionRules(merchant).find((rule) => rule.id === promotionId);
}

export type WindowState = 'coming_soon' | 'open' | 'closed';

export function windowState(rule: PromotionRule, now: Date): WindowState {
  if (now < rule.start) return 'coming_soon';
  if (rule.end && now >= rule.end) return 'closed';
  return 'open';
}

/** A deposit bonus: `matchPercent` of the deposit, at most `maxBonus` (minor units, rounded down). */
export const depositBonusOf = (rule: { matchPercent: number; maxBonus: number }, deposit: number): number =>
  Math.min(Math.floor((deposit * rule.matchPercent) / 100), rule.maxBonus);

/** Valid bets that unlock a bonus: `multiple` × `base`, rounded up to a whole minor unit. */
export const turnoverRequired = (multiple: number, base: number): number => Math.ceil(multiple * base);
