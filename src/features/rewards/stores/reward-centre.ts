/**
 * The reward centre (member centre rewardCenter): the merchant's promotions with the player's state, joining a
 * deposit bonus and claiming it. The platform's answer is the truth: after every action (done or refused) the
 * promotions are read again, and the navigation badge follows every read (availablePromoCount). The header
 * balance follows a claim by itself (the live balance stream reports the ledger's credit).
 */
import { atom, map } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import {
  type Promotion,
  promotionClaimCall,
  promotionJoinCall,
  promotionsCall,
} from '../../../api/calls/promotions/promotions';
import { api } from '../../../api/default-client';
import { setRewardBadge } from '../../../stores/reward-badge';

export interface RewardsState {
  promotions: Promotion[] | null;
  loading: boolean;
  errorKey: string | null;
}

export interface ActionState {
  busy: boolean;
  /** Why the last action was refused (an errors.* key). */
  errorKey: string | null;
  /** What the last action did (a rewards.* key). */
  doneKey: string | null;
}

export const $rewards = atom<RewardsState>({ promotions: null, loading: false, errorKey: null });
/** Per promotion id: an action under way, its refusal or its outcome. */
export const $rewardActions = map<Record<string, ActionState>>({});
/** The last bonus paid by a claim, for the card to announce. */
export const $lastBonus = atom<{ promotionId: string; bonus: number } | null>(null);

const IDLE: ActionState = { busy: false, errorKey: null, doneKey: null };
let latest = 0;

/** Reads the promotions (a later read wins over an earlier one still under way) and sets the badge. */
export async function loadRewards(): Promise<void> {
  const ticket = ++latest;
  $rewards.set({ ...$rewards.get(), loading: true, errorKey: null });
  try {
    const { promotions, availablePromoCount } = await api.call(promotionsCall);
    if (ticket !== latest) return;
    $rewards.set({ promotions, loading: false, errorKey: null });
    setRewardBadge(availablePromoCount);
  } catch (error) {
    if (ticket === latest) $rewards.set({ ...$rewards.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Replaces one promotion with the platform's fresh copy of it. */
export function replacePromotion(promotion: Promotion): void {
  const current = $rewards.get();
  if (!current.promotions) return;
  $rewards.set({
    ...current,
    promotions: current.promotions.map((row) => (row.id === promotion.id ? promotion : row)),
  });
}

async function act(promotionId: string, doneKey: string, run: () => Promise<void>): Promise<boolean> {
  if ($rewardActions.get()[promotionId]?.busy) return false;
  $rewardActions.setKey(promotionId, { ...IDLE, busy: true });
  try {
    await run();
    $rewardActions.setKey(promotionId, { ...IDLE, doneKey });
    await loadRewards();
    return true;
  } catch (error) {
    $rewardActions.setKey(promotionId, { ...IDLE, errorKey: errorMessageKey(error) });
    // Done elsewhere meanwhile (another tab), or the promotion ended: show the promotions as they now stand.
    if (isApiError(error) && error.status !== 0) await loadRewards();
    return false;
  }
}

/** Joins a deposit bonus; true when joined. */
export function joinPromotion(promotionId: string): Promise<boolean> {
  return act(promotionId, 'rewards.joinedNow', async () => {
    replacePromotion(await api.call(promotionJoinCall, { body: { promotionId } }));
  });
}

/** Claims a deposit bonus whose deposit qualified; true when paid. One claim per promotion at a time. */
export function claimPromotion(promotionId: string): Promise<boolean> {
  $lastBonus.set(null);
  return act(promotionId, 'rewards.paid', async () => {
    const { promotion, bonus } = await api.call(promotionClaimCall, { body: { promotionId } });
    replacePromotion(promotion);
    $lastBonus.set({ promotionId, bonus });
  });
}

/** Forgets what the last action of a promotion said (a new attempt starts clean). */
export function clearAction(promotionId: string): void {
  $rewardActions.setKey(promotionId, IDLE);
}

/** The action a card offers in its state (join, claim, rejected, joined …): a button, a link, or nothing. */
export type CardAction = 'join' | 'claim' | 'apply' | 'applyAgain' | 'rebate' | null;

export function actionOf(promotion: Pick<Promotion, 'kind' | 'state'>): CardAction {
  if (promotion.kind === 'rebate') return promotion.state === 'joined' ? 'rebate' : null;
  if (promotion.state === 'claim') return 'claim';
  if (promotion.state === 'join') return promotion.kind === 'application' ? 'apply' : 'join';
  if (promotion.state === 'rejected' || promotion.state === 'cancelled') return 'applyAgain';
  return null;
}

/** A turnover share 0 to 1 (a full bar once reached; no requirement reads as reached). */
export function turnoverShare(turnover: number, required: number): number {
  return required > 0 ? Math.min(1, turnover / required) : 1;
}
