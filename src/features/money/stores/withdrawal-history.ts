/**
 * The player's withdrawals with their states (pending, confirmed, rejected, received, not received), kept current by
 * the session event stream's `withdrawal` events (the operator pays or rejects: the list changes without a reload),
 * and the answer to a paid one: received, fully paid, or not received with a proof image (png or jpg, at most 5 MB).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { withdrawalAnswerCall, withdrawalsCall } from '../../../api/calls/money/withdrawals';
import { SESSION_EVENTS, withdrawalEventData } from '../../../api/calls/session-events';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';
import { followSessionEvent } from '../../../stores/session-events';
import { type FormStatus, READY } from './load-state';
import { readProofImage } from './proof-image';
import { clearOldMessages, onNewAttempt } from './submission';

export const WITHDRAWALS_PAGE_SIZE = 10;

export const withdrawalHistory = pagedList((page) =>
  api.call(withdrawalsCall, { query: { page, pageSize: WITHDRAWALS_PAGE_SIZE } }),
);

/** Per withdrawal id: the last answer sent and how it went. */
export const $answerStatus = atom<Record<number, FormStatus>>({});

function setAnswerStatus(withdrawalId: number, status: FormStatus): void {
  $answerStatus.set({ ...$answerStatus.get(), [withdrawalId]: status });
}

// A new attempt anywhere takes the answers' old messages away (an answer still in flight keeps its state).
onNewAttempt(() => {
  const statuses = $answerStatus.get();
  const kept = Object.entries(statuses).filter(([, status]) => status.busy);
  if (kept.length < Object.keys(statuses).length) $answerStatus.set(Object.fromEntries(kept));
});

/**
 * Whether a `withdrawal` event says the list shown is behind: a withdrawal it does not show (a new one, or one the
 * stream announced on opening after a change the page missed), or one whose state differs.
 */
export function listIsBehind(data: unknown): boolean {
  const parsed = withdrawalEventData.safeParse(data);
  const changed = parsed.success ? parsed.data.withdrawal : null;
  if (!changed) return false;
  const shown = withdrawalHistory.$list.get().page?.rows.find((row) => row.id === changed.id);
  return shown?.status !== changed.status;
}

/** Follows the member's withdrawals while the list is on screen; returns the stop. */
export function followWithdrawals(): () => void {
  return followSessionEvent(SESSION_EVENTS.withdrawal, (data) => {
    if (listIsBehind(data)) void withdrawalHistory.load();
  });
}

export type Answer = 'received' | 'fully_paid' | 'not_received';

/** Sends the player's answer; "not received" needs the proof image, checked here before upload. */
export async function answerWithdrawal(withdrawalId: number, answer: Answer, proof?: File | null): Promise<boolean> {
  if ($answerStatus.get()[withdrawalId]?.busy) return false;
  clearOldMessages();
  let proofImage: string | undefined;
  if (answer === 'not_received') {
    const image = await readProofImage(proof ?? null);
    if (!image.ok) {
      setAnswerStatus(withdrawalId, { ...READY, errorKey: image.errorKey });
      return false;
    }
    proofImage = image.base64;
  }
  setAnswerStatus(withdrawalId, { ...READY, busy: true });
  try {
    await api.call(withdrawalAnswerCall, {
      body: { withdrawalId, answer, ...(proofImage ? { proofImage } : {}) },
    });
    setAnswerStatus(withdrawalId, { ...READY, doneKey: 'money.withdrawals.answered' });
    await withdrawalHistory.load();
    return true;
  } catch (error) {
    setAnswerStatus(withdrawalId, { ...READY, errorKey: errorMessageKey(error) });
    return false;
  }
}
