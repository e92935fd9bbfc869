/**
 * The downline tree (downlineManagmentView): one level at a time — the agent's direct downline, or a
 * sub-agent's after drilling down, with a breadcrumb back up — or a username search over the whole downline;
 * paged. A transfer to a direct downline member (the money area's transferDownline call, with the transaction
 * password and an idempotency key that a lost answer's retry reuses).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type DownlineRow, downlineListCall } from '../../../api/calls/agents/team';
import { transferDownlineCall } from '../../../api/calls/money/transfers';
import { api } from '../../../api/default-client';
import { parseAmount } from '../../../i18n/parse-amount';
import { refreshBalance } from '../../../stores/balance';
import { pagedList } from '../../../stores/paged-list';
import { normalizePaymentPassword } from '../../../stores/payment-password';
import { createSubmission } from '../../../stores/submission';

export const DOWNLINE_PAGE_SIZE = 20;

export interface DownlineView {
  /** The sub-agent whose direct downline is shown; null for the agent's own. */
  parent: string | null;
  /** A username search over the whole downline ('' for none). */
  search: string;
}

export const $downlineView = atom<DownlineView>({ parent: null, search: '' });
/** Breadcrumb from the agent down to the parent shown. */
export const $downlinePath = atom<{ username: string; nickname: string }[]>([]);

export const downlineList = pagedList<DownlineRow>(async (page) => {
  const view = $downlineView.get();
  const { path, ...rows } = await api.call(downlineListCall, {
    query: {
      ...(view.search ? { username: view.search } : view.parent ? { parent: view.parent } : {}),
      page,
      pageSize: DOWNLINE_PAGE_SIZE,
    },
  });
  if ($downlineView.get() === view) $downlinePath.set(path);
  return rows;
});

function show(view: DownlineView): Promise<void> {
  $downlineView.set(view);
  return downlineList.load(1);
}

/** Opens a sub-agent's direct downline. */
export const drillDown = (username: string) => show({ parent: username, search: '' });
/** Back to a level of the breadcrumb (null: the agent's own downline). */
export const backTo = (username: string | null) => show({ parent: username, search: '' });
/** Searches the whole downline by username (an empty text shows the agent's own downline). */
export const searchDownline = (text: string) => show({ parent: null, search: text.trim() });

/** Whether a row is the agent's direct downline (transfers go to those). */
export const isDirect = (row: DownlineRow) => row.level === 1;

export interface TransferState {
  /** The member the transfer form is open for. */
  to: string | null;
  busy: boolean;
  errorKey: string | null;
  /** Set after a transfer went through: the recipient and the agent's balance after it (minor units). */
  done: { recipient: string; amount: number; balance: number } | null;
}

export const $downlineTransfer = atom<TransferState>({ to: null, busy: false, errorKey: null, done: null });

export function openTransfer(username: string): void {
  $downlineTransfer.set({ to: username, busy: false, errorKey: null, done: null });
}

export function closeTransfer(): void {
  $downlineTransfer.set({ ...$downlineTransfer.get(), to: null, busy: false, errorKey: null });
}

const transfers = createSubmission();

/** Sends `amountText` (any script's digits) to the member the form is open for. */
export async function transferToDownline(amountText: string, paymentPassword: string): Promise<boolean> {
  const state = $downlineTransfer.get();
  if (state.busy || !state.to) return false;
  const amount = parseAmount(amountText);
  const password = normalizePaymentPassword(paymentPassword);
  if (!amount.ok) {
    $downlineTransfer.set({ ...state, errorKey: amount.messageKey });
    return false;
  }
  if (!/^\d{6}$/.test(password)) {
    $downlineTransfer.set({ ...state, errorKey: 'money.password.format' });
    return false;
  }
  $downlineTransfer.set({ ...state, busy: true, errorKey: null });
  const details = { downlineUsername: state.to, amount: amount.minor };
  try {
    const result = await transfers.send(details, (idempotencyKey) =>
      api.call(transferDownlineCall, { body: { ...details, paymentPassword: password, idempotencyKey } }),
    );
    $downlineTransfer.set({
      to: null,
      busy: false,
      errorKey: null,
      done: { recipient: result.recipient, amount: amount.minor, balance: result.balance },
    });
    void downlineList.load();
    return true;
  } catch (error) {
    $downlineTransfer.set({ ...$downlineTransfer.get(), busy: false, errorKey: errorMessageKey(error) });
    return false;
  } finally {
    void refreshBalance();
  }
}
