/**
 * The red envelope dialog's flow: read the member's entry in the round running now, open the envelope once, and
 * show what came out. The platform decides everything (window, one per round, budget); this store only turns its
 * answers into what the dialog shows. The header balance follows the payment: the claim's answer sets it at once,
 * and the live balance stream reports the same ledger credit.
 */
import { atom } from 'nanostores';
import { errorMessageKey, isApiError } from '../../../api/api-error';
import { type RedEnvelopeRound, raffleClaimCall, raffleEntryCall } from '../../../api/calls/red-envelope/red-envelope';
import { api } from '../../../api/default-client';
import { $accessNotice } from '../../../stores/access';
import { balanceMark, showAnsweredBalance } from '../../../stores/balance';
import { markOpened } from '../opened-mark';

export type EnvelopeView =
  | { status: 'loading' }
  /** No round is running. */
  | { status: 'none' }
  /** The member may open the round's envelope. */
  | { status: 'ready'; round: RedEnvelopeRound }
  | { status: 'opening'; round: RedEnvelopeRound }
  /** Just opened: the amount won. */
  | { status: 'won'; round: RedEnvelopeRound; amount: number }
  /** Opened before (this tab, another one, another device). */
  | { status: 'opened'; round: RedEnvelopeRound | null; amount: number }
  | { status: 'exhausted'; round: RedEnvelopeRound | null }
  /** A trial account: the access notice took over. */
  | { status: 'blocked' }
  | { status: 'failed'; round: RedEnvelopeRound | null; errorKey: string };

export const $envelope = atom<EnvelopeView>({ status: 'loading' });

function viewOfEntry(round: RedEnvelopeRound | null, opened: { amount: number } | null): EnvelopeView {
  if (!round) return { status: 'none' };
  if (opened) {
    markOpened(round.id);
    return { status: 'opened', round, amount: opened.amount };
  }
  return round.stock === 'none' ? { status: 'exhausted', round } : { status: 'ready', round };
}

function failure(error: unknown, round: RedEnvelopeRound | null): EnvelopeView {
  if (isApiError(error) && error.code === 'trial_user_blocked') {
    $accessNotice.set('trial');
    return { status: 'blocked' };
  }
  return { status: 'failed', round, errorKey: errorMessageKey(error) };
}

/** Reads the round running now and whether this member opened its envelope. */
export async function loadEnvelope(): Promise<void> {
  $envelope.set({ status: 'loading' });
  try {
    const { round, opened } = await api.call(raffleEntryCall);
    $envelope.set(viewOfEntry(round, opened));
  } catch (error) {
    $envelope.set(failure(error, null));
  }
}

/** Opens the envelope of the round shown; does nothing unless it may be opened (a double tap opens once). */
export async function openEnvelope(): Promise<void> {
  const view = $envelope.get();
  if (view.status !== 'ready') return;
  const { round } = view;
  $envelope.set({ status: 'opening', round });
  try {
    const mark = balanceMark();
    const { amount, balance } = await api.call(raffleClaimCall, { body: { roundId: round.id } });
    markOpened(round.id);
    // The claim answers minor units; the header's balance is in major units, as the balance call answers it.
    showAnsweredBalance(balance / 100, mark);
    $envelope.set({ status: 'won', round, amount });
  } catch (error) {
    const opened = isApiError(error) ? error.detail('red_envelope_already_opened') : undefined;
    if (opened) {
      markOpened(round.id);
      $envelope.set({ status: 'opened', round, amount: opened.amount });
    } else if (isApiError(error) && error.code === 'red_envelope_exhausted') {
      $envelope.set({ status: 'exhausted', round });
    } else {
      $envelope.set(failure(error, round));
    }
  }
}
