/** Bonus details (member centre bonusDetails): every bonus received, its turnover progress and the locked part. */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type BonusRow, bonusDetailsCall } from '../../../api/calls/promotions/promotions';
import { api } from '../../../api/default-client';

export interface BonusDetails {
  bonuses: BonusRow[];
  balance: number;
  locked: number;
  withdrawable: number;
}

export const $bonusDetails = atom<{ value: BonusDetails | null; loading: boolean; errorKey: string | null }>({
  value: null,
  loading: false,
  errorKey: null,
});

export async function loadBonusDetails(): Promise<void> {
  $bonusDetails.set({ ...$bonusDetails.get(), loading: true, errorKey: null });
  try {
    $bonusDetails.set({ value: await api.call(bonusDetailsCall), loading: false, errorKey: null });
  } catch (error) {
    $bonusDetails.set({ ...$bonusDetails.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}
