/**
 * Rebates: what has accrued since the last payment, the payments so far, and the manual claim (MANPLAYREB3).
 * A claim is one request; while it runs the button stays disabled, and the platform pays at most once anyway.
 * The header balance follows through the live balance stream.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import { rebateCall, rebateClaimCall, rebateHistoryCall } from '../../../api/calls/loyalty/rebate';
import { api } from '../../../api/default-client';

export type RebateAnswer = ValueOf<typeof rebateCall>;
export type RebateHistory = ValueOf<typeof rebateHistoryCall>;

export interface RebateState {
  rebate: RebateAnswer | null;
  history: RebateHistory | null;
  loading: boolean;
  errorKey: string | null;
  claiming: boolean;
  /** Minor units paid by the last claim of this visit, for the confirmation. */
  claimed: number | null;
}

const initial: RebateState = {
  rebate: null,
  history: null,
  loading: false,
  errorKey: null,
  claiming: false,
  claimed: null,
};

export const $rebate = atom<RebateState>(initial);

export async function loadRebate(page = 1): Promise<void> {
  $rebate.set({ ...$rebate.get(), loading: true, errorKey: null });
  try {
    const [rebate, history] = await Promise.all([
      api.call(rebateCall),
      api.call(rebateHistoryCall, { query: { page, pageSize: 10 } }),
    ]);
    $rebate.set({ ...$rebate.get(), rebate, history, loading: false });
  } catch (error) {
    $rebate.set({ ...$rebate.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

export async function claimRebate(): Promise<void> {
  const state = $rebate.get();
  if (state.claiming) return;
  $rebate.set({ ...state, claiming: true, claimed: null, errorKey: null });
  try {
    const { amount } = await api.call(rebateClaimCall, { body: {} });
    $rebate.set({ ...$rebate.get(), claiming: false, claimed: amount });
    await loadRebate();
  } catch (error) {
    $rebate.set({ ...$rebate.get(), claiming: false, errorKey: errorMessageKey(error) });
  }
}
