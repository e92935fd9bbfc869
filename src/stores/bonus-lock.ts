/**
 * What the member may withdraw while promotion bonuses are locked by their turnover requirement: the withdraw page
 * reads it to show the withdrawable amount and why it is below the balance, and checks a withdrawal against it before
 * sending. The platform refuses more anyway (bonus_turnover_open).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { bonusDetailsCall } from '../api/calls/promotions/promotions';
import { api } from '../api/default-client';

export interface BonusLock {
  /** Minor units. */
  balance: number;
  locked: number;
  withdrawable: number;
  /** Bonuses whose requirement is still open. */
  openBonuses: number;
}

export const $bonusLock = atom<{ value: BonusLock | null; errorKey: string | null }>({ value: null, errorKey: null });

export async function loadBonusLock(): Promise<void> {
  try {
    const { balance, locked, withdrawable, bonuses } = await api.call(bonusDetailsCall);
    const openBonuses = bonuses.filter((bonus) => !bonus.complete).length;
    $bonusLock.set({ value: { balance, locked, withdrawable, openBonuses }, errorKey: null });
  } catch (error) {
    $bonusLock.set({ value: $bonusLock.get().value, errorKey: errorMessageKey(error) });
  }
}
