// @vitest-environment jsdom
/**
 * The reward centre's stores: a read fills the page and sets the badge (availablePromoCount); the session's
 * member info sets it on every page; join and claim send once at a time, read the promotions again (done or
 * refused) and keep the translated reason of a refusal; the action each state offers; the withdraw page's
 * bonus lock reading.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { Promotion } from '../../../src/api/calls/promotions/promotions';
import { api } from '../../../src/api/default-client';
import {
  $lastBonus,
  $rewardActions,
  $rewards,
  actionOf,
  claimPromotion,
  joinPromotion,
  loadRewards,
  turnoverShare,
} from '../../../src/features/rewards/stores/reward-centre';
import { $bonusLock, loadBonusLock } from '../../../src/stores/bonus-lock';
import { $memberBadges } from '../../../src/stores/member-badges';
import { showRewardBadge } from '../../../src/stores/reward-badge';

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 'welcome-bonus',
  slug: 'welcome-bonus',
  kind: 'deposit_bonus',
  start: '2025-12-31T18:00:00.000Z',
  end: null,
  startDay: '2026-01-01',
  endDay: null,
  state: 'claim',
  matchPercent: 100,
  maxBonus: 1_000_000,
  minDeposit: 50_000,
  turnoverMultiple: 15,
  bonus: null,
  amount: 60_000,
  deposit: { id: 7, amount: 60_000 },
  application: null,
  ...over,
});

const refusal = (code: 'promo_already_claimed' | 'network_error', status: number) =>
  new ApiError({
    code,
    reason: status ? 'platform' : 'network_error',
    status,
    call: 'POST /wps/relay/promotions/claim',
  });

describe('reward centre stores', () => {
  beforeEach(() => {
    $rewards.set({ promotions: null, loading: false, errorKey: null });
    $rewardActions.set({});
    $lastBonus.set(null);
    $memberBadges.set({});
    vi.restoreAllMocks();
  });

  it('a read fills the page and sets the badge to the claimable count', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({ promotions: [promotion()], availablePromoCount: 1 } as never);
    await loadRewards();
    expect($rewards.get().promotions).toEqual([promotion()]);
    expect($memberBadges.get().rewardCenter).toBe(1);
  });

  it('the member info sets the badge on every page; a trial user shows none', () => {
    showRewardBadge({ availablePromoCount: 2, isTrial: false });
    expect($memberBadges.get().rewardCenter).toBe(2);
    showRewardBadge({ availablePromoCount: 2, isTrial: true });
    expect($memberBadges.get().rewardCenter).toBe(0);
    showRewardBadge(null);
    expect($memberBadges.get().rewardCenter).toBe(0);
  });

  it('a paid claim announces the bonus and reads the promotions again: claimed, badge gone', async () => {
    $rewards.set({ promotions: [promotion()], loading: false, errorKey: null });
    const claimed = promotion({ state: 'claimed' });
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ promotion: claimed, bonus: 60_000, balance: 120_000 } as never)
      .mockResolvedValueOnce({ promotions: [claimed], availablePromoCount: 0 } as never);
    expect(await claimPromotion('welcome-bonus')).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { promotionId: 'welcome-bonus' } });
    expect($lastBonus.get()).toEqual({ promotionId: 'welcome-bonus', bonus: 60_000 });
    expect($rewardActions.get()['welcome-bonus']).toEqual({ busy: false, errorKey: null, doneKey: 'rewards.paid' });
    expect($rewards.get().promotions?.[0]?.state).toBe('claimed');
    expect($memberBadges.get().rewardCenter).toBe(0);
  });

  it('a second tap while a claim is under way sends nothing', async () => {
    let release: (value: unknown) => void = () => undefined;
    const call = vi.spyOn(api, 'call').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }) as never,
    );
    const first = claimPromotion('welcome-bonus');
    expect(await claimPromotion('welcome-bonus')).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    call.mockResolvedValue({ promotions: [], availablePromoCount: 0 } as never);
    release({ promotion: promotion({ state: 'claimed' }), bonus: 60_000, balance: 1 });
    expect(await first).toBe(true);
  });

  it('a refused claim keeps its translated reason and reads the promotions again; a lost connection does not', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValueOnce(refusal('promo_already_claimed', 409))
      .mockResolvedValueOnce({ promotions: [promotion({ state: 'claimed' })], availablePromoCount: 0 } as never);
    expect(await claimPromotion('welcome-bonus')).toBe(false);
    expect($rewardActions.get()['welcome-bonus']?.errorKey).toBe('errors.promo_already_claimed');
    expect(call).toHaveBeenCalledTimes(2);

    call.mockReset();
    call.mockRejectedValueOnce(refusal('network_error', 0));
    expect(await joinPromotion('welcome-bonus')).toBe(false);
    expect($rewardActions.get()['welcome-bonus']?.errorKey).toBe('errors.network_error');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('each state offers its action, or none when there is nothing to do', () => {
    expect(actionOf({ kind: 'deposit_bonus', state: 'join' })).toBe('join');
    expect(actionOf({ kind: 'deposit_bonus', state: 'claim' })).toBe('claim');
    for (const state of ['joined', 'processing', 'claimed', 'closed', 'coming_soon'] as const) {
      expect(actionOf({ kind: 'deposit_bonus', state })).toBeNull();
    }
    expect(actionOf({ kind: 'application', state: 'join' })).toBe('apply');
    expect(actionOf({ kind: 'application', state: 'rejected' })).toBe('applyAgain');
    expect(actionOf({ kind: 'application', state: 'applying' })).toBeNull();
    expect(actionOf({ kind: 'application', state: 'issued' })).toBeNull();
    expect(actionOf({ kind: 'rebate', state: 'joined' })).toBe('rebate');
    expect(actionOf({ kind: 'rebate', state: 'closed' })).toBeNull();
  });

  it('turnover shares fill to 1, and no requirement reads as met', () => {
    expect(turnoverShare(0, 90_000)).toBe(0);
    expect(turnoverShare(45_000, 90_000)).toBe(0.5);
    expect(turnoverShare(100_000, 90_000)).toBe(1);
    expect(turnoverShare(0, 0)).toBe(1);
  });

  it('the bonus lock counts the open bonuses and keeps the last reading when a read fails', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce({
      balance: 230_000,
      locked: 30_000,
      withdrawable: 200_000,
      bonuses: [{ complete: false }, { complete: true }],
    } as never);
    await loadBonusLock();
    expect($bonusLock.get().value).toEqual({ balance: 230_000, locked: 30_000, withdrawable: 200_000, openBonuses: 1 });
    call.mockRejectedValueOnce(refusal('network_error', 0));
    await loadBonusLock();
    expect($bonusLock.get()).toMatchObject({ value: { locked: 30_000 }, errorKey: 'errors.network_error' });
  });
});
