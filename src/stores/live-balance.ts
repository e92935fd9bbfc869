/**
 * Live balance: while a member is signed in, one server-sent-events stream per tab (BALANCE_STREAM_PATH) keeps
 * the header balance ($balance) current — a deposit approved, a withdrawal paid, a win — without polling. A
 * dropped stream reconnects with growing pauses (2 s up to a minute, back to 2 s after it ran); signing out or
 * a refused session (401) stops it.
 */
import { tenant } from 'virtual:tenant';
import { BALANCE_EVENT, BALANCE_STREAM_PATH } from '../api/contract/money/wallets';
import { readEventStream } from '../api/event-stream';
import { getToken } from '../api/session';
import { $balance } from './balance';
import { $sessionStatus } from './session';

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

let followers = 0;
let controller: AbortController | null = null;
let unlistenSession: (() => void) | null = null;

function showBalance(data: string): void {
  const { balance } = JSON.parse(data) as { balance: number };
  if (Number.isFinite(balance)) $balance.set({ amount: balance, loading: false, errorKey: null });
}

async function run(signal: AbortSignal): Promise<void> {
  let pause = FIRST_RETRY_MS;
  while (!signal.aborted) {
    const token = getToken();
    if (!token) return;
    const started = Date.now();
    try {
      await readEventStream(
        `${tenant.apiBaseUrl}${BALANCE_STREAM_PATH}`,
        { authorization: `Bearer ${token}`, 'x-merchant-code': tenant.merchantCode },
        (event) => {
          if (event.event === BALANCE_EVENT) showBalance(event.data);
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted || /answered 401/.test(String(error))) return;
    }
    // A stream that ran for a while was healthy: start over with a short pause.
    if (Date.now() - started > MAX_RETRY_MS) pause = FIRST_RETRY_MS;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, MAX_RETRY_MS);
  }
}

function sync(status: string): void {
  if (status === 'signed-in' && !controller) {
    controller = new AbortController();
    void run(controller.signal);
  } else if (status !== 'signed-in' && controller) {
    controller.abort();
    controller = null;
  }
}

/**
 * Follows the balance while signed in; returns the stop. Several components may follow: one stream serves
 * them all, closed when the last stops.
 */
export function followBalance(): () => void {
  followers += 1;
  if (followers === 1) unlistenSession = $sessionStatus.subscribe(sync);
  return () => {
    followers -= 1;
    if (followers > 0) return;
    unlistenSession?.();
    unlistenSession = null;
    sync('anonymous');
  };
}
