/**
 * The VIP page: the member's level, the merchant's levels and the progress to the next one, from the VIP call
 * (cumulative valid bets of settled rounds).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { type VipLevelInfo, vipCall } from '../../../api/calls/loyalty/vip';
import { api } from '../../../api/default-client';

export type VipAnswer = ValueOf<typeof vipCall>;

export interface VipState {
  vip: VipAnswer | null;
  loading: boolean;
  errorKey: string | null;
}

export const $vip = atom<VipState>({ vip: null, loading: false, errorKey: null });

export async function loadVip(): Promise<void> {
  $vip.set({ ...$vip.get(), loading: true, errorKey: null });
  try {
    $vip.set({ vip: await api.call(vipCall), loading: false, errorKey: null });
  } catch (error) {
    $vip.set({ ...$vip.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

export interface VipProgress {
  current: VipLevelInfo;
  /** null at the top level. */
  next: VipLevelInfo | null;
  /** Valid bets still needed to reach `next` (minor units; 0 at the top). */
  remaining: number;
  /** 0-100 of the way from the current level's minimum to the next one's (100 at the top). */
  percent: number;
}

export function vipProgress(vip: VipAnswer): VipProgress {
  const current = vip.levels[vip.rank] ?? (vip.levels[0] as VipLevelInfo);
  const next = vip.levels[vip.rank + 1] ?? null;
  if (!next) return { current, next: null, remaining: 0, percent: 100 };
  const span = next.minValidBet - current.minValidBet;
  const done = Math.min(Math.max(vip.validBetTotal - current.minValidBet, 0), span);
  return {
    current,
    next,
    remaining: next.minValidBet - Math.min(vip.validBetTotal, next.minValidBet),
    percent: span > 0 ? Math.floor((done / span) * 100) : 100,
  };
}
