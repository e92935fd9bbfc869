/**
 * An agent-centre contract page (one per kind: dividend, daily, hourly, real-time salary): the member's own
 * contract and its settlements, the contracts they offered down the tree, offering a new one and asking to end
 * one. The member's own contract and what awaits their answer come from the shared contract-requests store.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import {
  downlineContractsCall,
  mySettlementsCall,
  offerContractCall,
  requestTerminationCall,
  type SettlementOut,
} from '../../../api/calls/contracts/calls';
import type { ContractKind, ContractOut } from '../../../api/calls/contracts/contract';
import { api } from '../../../api/default-client';
import { loadContractRequests } from '../../../stores/contract-requests';
import { parseTiers, type TierDraft } from './tier-form';

export interface ContractPageState {
  kind: ContractKind | null;
  settlements: { rows: SettlementOut[]; page: number; total: number; pageSize: number } | null;
  downline: ContractOut[];
  loading: boolean;
  errorKey: string | null;
  busyId: number | null;
}

export const $contractPage = atom<ContractPageState>({
  kind: null,
  settlements: null,
  downline: [],
  loading: false,
  errorKey: null,
  busyId: null,
});

export async function loadContractPage(kind: ContractKind, page = 1): Promise<void> {
  $contractPage.set({ ...$contractPage.get(), kind, loading: true, errorKey: null });
  try {
    const [settlements, downline] = await Promise.all([
      api.call(mySettlementsCall, { query: { kind, page, pageSize: 10 } }),
      api.call(downlineContractsCall, { query: { kind } }),
      loadContractRequests(),
    ]);
    $contractPage.set({ ...$contractPage.get(), settlements, downline, loading: false });
  } catch (error) {
    $contractPage.set({ ...$contractPage.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Asks to end a contract the member holds or offered; the other side answers. */
export async function requestContractEnd(contract: ContractOut): Promise<void> {
  $contractPage.set({ ...$contractPage.get(), busyId: contract.id, errorKey: null });
  try {
    await api.call(requestTerminationCall, { body: { contractId: contract.id } });
    $contractPage.set({ ...$contractPage.get(), busyId: null });
    await loadContractPage(contract.kind);
  } catch (error) {
    $contractPage.set({ ...$contractPage.get(), busyId: null, errorKey: errorMessageKey(error) });
  }
}

export interface OfferDraft {
  downline: string;
  tiers: TierDraft[];
  period: 'day' | 'week' | 'semimonth' | 'month';
}

export interface OfferStatus {
  busy: boolean;
  errorKey: string | null;
  /** The tier row the error is about, if any. */
  row: number | null;
  /** Whether the error is about the member the offer goes to (the picker is marked). */
  downlineError: boolean;
  offered: ContractOut | null;
}

export const $offerStatus = atom<OfferStatus>({
  busy: false,
  errorKey: null,
  row: null,
  downlineError: false,
  offered: null,
});

/** Refusals of the offer call that are about the member it goes to. */
const DOWNLINE_CODES = new Set(['contract_not_direct_downline', 'not_own_downline']);

const READY: OfferStatus = { busy: false, errorKey: null, row: null, downlineError: false, offered: null };

/** Offers the draft to a direct downline; the draft stays as typed when anything is refused. */
export async function offerContract(kind: ContractKind, draft: OfferDraft): Promise<boolean> {
  if (!draft.downline.trim()) {
    $offerStatus.set({ ...READY, errorKey: 'contracts.offer.downlineRequired', downlineError: true });
    return false;
  }
  const parsed = parseTiers(draft.tiers);
  if (!parsed.ok) {
    $offerStatus.set({ ...READY, errorKey: parsed.messageKey, row: parsed.row });
    return false;
  }
  $offerStatus.set({ ...READY, busy: true });
  try {
    const offered = await api.call(offerContractCall, {
      body: {
        downline: draft.downline.trim(),
        kind,
        tiers: parsed.tiers,
        ...(kind === 'dividend' ? { period: draft.period } : {}),
      },
    });
    $offerStatus.set({ ...READY, offered });
    await loadContractPage(kind);
    return true;
  } catch (error) {
    $offerStatus.set({
      ...READY,
      errorKey: errorMessageKey(error),
      downlineError: isApiError(error) && DOWNLINE_CODES.has(error.code),
    });
    return false;
  }
}
