/**
 * The red badge of the member centre's reward centre (rewards = promotions whose bonus waits for the player's Claim).
 * The count is the public state's availablePromoCount, so it is known on every page once the member loads
 * (stores/session.ts calls showRewardBadge); the reward centre sets it again whenever its promotions load or a claim
 * lands.
 */
import { setMemberBadge } from './member-badges';

export const REWARD_BADGE_PAGE = 'rewardCenter';

/** Shows `count` claimable promotions on the navigation entry. */
export function setRewardBadge(count: number): void {
  setMemberBadge(REWARD_BADGE_PAGE, count);
}

/** The badge from the member's public state (a trial user, or a member info without the field, shows none). */
export function showRewardBadge(member: { availablePromoCount?: number; isTrial?: boolean } | null): void {
  setRewardBadge(member && !member.isTrial ? (member.availablePromoCount ?? 0) : 0);
}
