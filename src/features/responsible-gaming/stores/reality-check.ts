/**
 * The reality check's interval on the responsible-gaming page: the one in use (the player's, else the merchant's)
 * and the choices (realityCheckCall), and saving the player's choice (setRealityCheckCall).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import {
  type RealityCheck,
  realityCheckCall,
  setRealityCheckCall,
} from '../../../api/calls/responsible-gaming/reality-check';
import { api } from '../../../api/default-client';

export interface RealityCheckChoiceState {
  check: RealityCheck | null;
  busy: boolean;
  errorKey: string | null;
  doneKey: string | null;
}

const initial: RealityCheckChoiceState = { check: null, busy: false, errorKey: null, doneKey: null };
export const $realityCheckChoice = atom<RealityCheckChoiceState>(initial);

export async function loadRealityCheck(): Promise<void> {
  try {
    $realityCheckChoice.set({ ...$realityCheckChoice.get(), check: await api.call(realityCheckCall), errorKey: null });
  } catch (error) {
    $realityCheckChoice.set({ ...$realityCheckChoice.get(), errorKey: errorMessageKey(error) });
  }
}

export async function saveRealityCheck(intervalMinutes: number): Promise<boolean> {
  if ($realityCheckChoice.get().busy) return false;
  $realityCheckChoice.set({ ...$realityCheckChoice.get(), busy: true, errorKey: null, doneKey: null });
  try {
    const check = await api.call(setRealityCheckCall, { body: { intervalMinutes } });
    $realityCheckChoice.set({ check, busy: false, errorKey: null, doneKey: 'limits.realityCheck.saved' });
    return true;
  } catch (error) {
    $realityCheckChoice.set({ ...$realityCheckChoice.get(), busy: false, errorKey: errorMessageKey(error) });
    return false;
  }
}

export function resetRealityCheck(): void {
  $realityCheckChoice.set(initial);
}
