/**
 * The player's withdrawals with their states (pending, confirmed, rejected, received, not received), and
 * the answer to a paid one: received, fully paid, or not received with a proof image (png or jpg, at most 5 MB).
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { withdrawalAnswerCall, withdrawalsCall } from '../../../api/calls/money/withdrawals';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';
import { type FormStatus, READY } from './load-state';
import { readProofImage } from './proof-image';

export const WITHDRAWALS_PAGE_SIZE = 10;

export const withdrawalHistory = pagedList((page) =>
  api.call(withdrawalsCall, { query: { page, pageSize: WITHDRAWALS_PAGE_SIZE } }),
);

/** Per withdrawal id: the last answer sent and how it went. */
export const $answerStatus = atom<Record<number, FormStatus>>({});

function setAnswerStatus(withdrawalId: number, status: FormStatus): void {
  $answerStatus.set({ ...$answerStatus.get(), [withdrawalId]: status });
}

export type Answer = 'received' | 'fully_paid' | 'not_received';

/** Sends the player's answer; "not received" needs the proof image, checked here before upload. */
export async function answerWithdrawal(withdrawalId: number, answer: Answer, proof?: File | null): Promise<boolean> {
  if ($answerStatus.get()[withdrawalId]?.busy) return false;
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
