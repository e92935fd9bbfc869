/**
 * The member centre's responsible-gaming page: the member's running time-out or self-exclusion and the periods the
 * merchant offers (exclusionStateCall), and taking a break, confirmed with the sign-in password (takeExclusionCall).
 * A refusal keeps the choice and says why (an i18next key); a break taken becomes the page's state.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import {
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionStateCall,
  takeExclusionCall,
} from '../../../api/calls/responsible-gaming/exclusion';
import { api } from '../../../api/default-client';

export type ExclusionState = ValueOf<typeof exclusionStateCall>;

export interface ExclusionPageState {
  state: ExclusionState | null;
  /** Why the state did not load (i18next key). */
  loadErrorKey: string | null;
  busy: boolean;
  /** Why taking the break was refused (i18next key). */
  takeErrorKey: string | null;
}

const initial: ExclusionPageState = { state: null, loadErrorKey: null, busy: false, takeErrorKey: null };
export const $exclusion = atom<ExclusionPageState>(initial);

export async function loadExclusion(): Promise<void> {
  $exclusion.set({ ...$exclusion.get(), loadErrorKey: null });
  try {
    $exclusion.set({ ...$exclusion.get(), state: await api.call(exclusionStateCall) });
  } catch (error) {
    $exclusion.set({ ...$exclusion.get(), loadErrorKey: errorMessageKey(error) });
  }
}

/** Takes the break; answers whether it was taken (the state then holds it). */
export async function takeExclusion(kind: ExclusionKind, period: ExclusionPeriod, password: string): Promise<boolean> {
  const before = $exclusion.get();
  if (before.busy) return false;
  $exclusion.set({ ...before, busy: true, takeErrorKey: null });
  try {
    const current = await api.call(takeExclusionCall, { body: { kind, period, password } });
    const state = $exclusion.get().state;
    $exclusion.set({
      ...$exclusion.get(),
      busy: false,
      state: state ? { ...state, current } : { current, timeOutPeriods: [], selfExclusionPeriods: [] },
    });
    return true;
  } catch (error) {
    $exclusion.set({ ...$exclusion.get(), busy: false, takeErrorKey: errorMessageKey(error) });
    return false;
  }
}

/** A fresh page (tests; a remount after sign-out). */
export function resetExclusion(): void {
  $exclusion.set(initial);
}

/** A period id ("24h", "6m", "1y") as its number and the translation key of its unit (member.responsibleGaming.units.*). */
export function periodParts(period: ExclusionPeriod): { count: number; unit: 'h' | 'd' | 'm' | 'y' | 'y1' } {
  const count = Number(period.slice(0, -1));
  const unit = period.at(-1) as 'h' | 'd' | 'm' | 'y';
  return { count, unit: unit === 'y' && count === 1 ? 'y1' : unit };
}
