/**
 * The member's identity check as the withdraw page needs it (kycStateCall): whether this merchant holds withdrawals
 * for it and whether it is approved. Read once when the page opens and again after a withdrawal was refused with
 * kyc_required; a failure to read it hides the note (the platform still refuses, and the form says why).
 */
import { atom } from 'nanostores';
import { type KycState, kycStateCall } from '../../../api/calls/kyc/kyc';
import { api } from '../../../api/default-client';

export const $identityCheck = atom<KycState | null>(null);

export async function loadIdentityCheck(): Promise<void> {
  try {
    $identityCheck.set(await api.call(kycStateCall));
  } catch {
    $identityCheck.set(null);
  }
}

/** Whether the withdraw page should say that some withdrawals wait for the check. */
export function identityCheckMatters(state: KycState | null): state is KycState {
  if (!state || state.status === 'approved') return false;
  const { always, single, cumulative } = state.withdrawals;
  return always || single !== null || cumulative !== null;
}
