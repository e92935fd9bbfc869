/**
 * The header's wallet balance (GET /wps/v2/wallets/balance): loaded when a member signs in, refreshed on
 * demand, masked at the player's wish. The mask choice is kept for the tab (session storage), so a player
 * who hid the balance in a café does not see it come back on the next page.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../api/api-error';
import { balanceCall } from '../api/calls/wallet';
import { api } from '../api/default-client';

export const MASK_KEY = 'balanceMasked';

export interface BalanceState {
  amount: number | null;
  loading: boolean;
  /** i18next key of the last failure, cleared by the next success. */
  errorKey: string | null;
}

export const $balance = atom<BalanceState>({ amount: null, loading: false, errorKey: null });
export const $balanceMasked = atom(readMask());

function readMask(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(MASK_KEY) === '1';
  } catch {
    return false;
  }
}

export function toggleBalanceMask(): void {
  const masked = !$balanceMasked.get();
  $balanceMasked.set(masked);
  try {
    globalThis.sessionStorage?.setItem(MASK_KEY, masked ? '1' : '0');
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/**
 * How many live balances (the session event stream, live-balance.ts) the store has shown. A call's answer holds
 * the balance as the platform read it; when a live balance arrives while the call is on its way, the answer may
 * be the older of the two (read before the change the stream reported), and it would stay on screen until the
 * next change. Such an answer is dropped: if it was in fact the newer one, the stream also brings its change.
 */
let liveShown = 0;

/** Shows a balance from the session event stream (a refresh on its way stays on its way). */
export function showLiveBalance(amount: number): void {
  liveShown += 1;
  $balance.set({ ...$balance.get(), amount, errorKey: null });
}

/** Taken before a call whose answer carries the balance; hand it to showAnsweredBalance with the answer. */
export const balanceMark = (): number => liveShown;

/** Shows the balance a call answered, unless a live balance arrived since `mark` (then that one stays). */
export function showAnsweredBalance(amount: number, mark: number): void {
  const current = $balance.get();
  $balance.set({ amount: liveShown === mark ? amount : current.amount, loading: false, errorKey: null });
}

let pending: Promise<void> | undefined;

/** Fetches the balance; concurrent refreshes share one request. Keeps the last amount on failure. */
export function refreshBalance(): Promise<void> {
  pending ??= (async () => {
    $balance.set({ ...$balance.get(), loading: true });
    try {
      const mark = balanceMark();
      const { balance } = await api.call(balanceCall);
      showAnsweredBalance(balance, mark);
    } catch (error) {
      const errorKey = errorMessageKey(error);
      $balance.set({ ...$balance.get(), loading: false, errorKey });
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}
