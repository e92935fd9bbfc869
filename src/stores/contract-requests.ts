/**
 * The contract overlay after login: contracts an upline offered the member, and terminations the other side of a
 * contract asked for, each answered here. Shared by the overlay dialog and the agent centre's contract pages, so an
 * answer given in one shows in the other. Accepting a contract with a rate below ones the member offered down the tree
 * first answers contract_downline_conflict with those contracts; the member sees them and confirms, and accepting then
 * terminates them.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../api/api-error';
import { answerOfferCall, answerTerminationCall, myContractsCall } from '../api/calls/contracts/calls';
import type { ContractOut } from '../api/calls/contracts/contract';
import { api } from '../api/default-client';

export interface ContractRequestsState {
  own: ContractOut[];
  pending: ContractOut[];
  loading: boolean;
  /** The contract being answered. */
  busyId: number | null;
  errorKey: string | null;
  /** Accepting `contractId` would end these contracts down the tree: shown for the member to confirm. */
  conflict: { contractId: number; contracts: ContractOut[] } | null;
}

const initial: ContractRequestsState = {
  own: [],
  pending: [],
  loading: false,
  busyId: null,
  errorKey: null,
  conflict: null,
};

export const $contractRequests = atom<ContractRequestsState>(initial);

export async function loadContractRequests(): Promise<void> {
  $contractRequests.set({ ...$contractRequests.get(), loading: true, errorKey: null });
  try {
    const { own, pending } = await api.call(myContractsCall);
    $contractRequests.set({ ...$contractRequests.get(), own, pending, loading: false });
  } catch (error) {
    $contractRequests.set({ ...$contractRequests.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Answers an offer (status offered) or a termination request (an accepted contract) of `contract`. */
export async function answerContract(
  contract: ContractOut,
  answer: 'accept' | 'reject',
  confirmTerminations = false,
): Promise<boolean> {
  $contractRequests.set({ ...$contractRequests.get(), busyId: contract.id, errorKey: null, conflict: null });
  try {
    if (contract.status === 'offered') {
      await api.call(answerOfferCall, { body: { contractId: contract.id, answer, confirmTerminations } });
    } else {
      await api.call(answerTerminationCall, { body: { contractId: contract.id, answer } });
    }
    $contractRequests.set({ ...$contractRequests.get(), busyId: null });
    await loadContractRequests();
    return true;
  } catch (error) {
    const conflict = isApiError(error) ? error.detail('contract_downline_conflict') : undefined;
    $contractRequests.set({
      ...$contractRequests.get(),
      busyId: null,
      errorKey: conflict ? null : errorMessageKey(error),
      conflict: conflict ? { contractId: contract.id, contracts: conflict.contracts } : null,
    });
    return false;
  }
}
