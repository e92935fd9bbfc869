// @vitest-environment jsdom
/**
 * The red envelope dialog's store: the entry decides what shows (no round, ready, opened before, exhausted); an
 * open is sent once, sets the header balance from the answer and marks the round opened for the floating button;
 * refusals map to what the dialog shows (already opened with its amount, exhausted, trial warning, a retry);
 * the button script reads the public answer defensively.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import type { ErrorCode } from '../../../src/api/calls/errors';
import type { RedEnvelopeRound } from '../../../src/api/calls/red-envelope/red-envelope';
import { api } from '../../../src/api/default-client';
import { isMarkedOpened } from '../../../src/features/red-envelope/opened-mark';
import { readRound } from '../../../src/features/red-envelope/round-reading';
import { $envelope, loadEnvelope, openEnvelope } from '../../../src/features/red-envelope/stores/red-envelope';
import { $accessNotice } from '../../../src/stores/access';
import { $balance } from '../../../src/stores/balance';

const round = (over: Partial<RedEnvelopeRound> = {}): RedEnvelopeRound => ({
  id: 7,
  startsAt: '2027-05-04T18:00:00.000Z',
  endsAt: '2027-05-05T18:00:00.000Z',
  minAmount: 100,
  maxAmount: 8_800,
  stock: 'plenty',
  ...over,
});

const refusal = (code: ErrorCode, status: number, value?: unknown) =>
  new ApiError({
    code,
    reason: status ? 'platform' : 'network_error',
    status,
    value,
    call: 'POST /wps/relay/raffleClaim',
  });

describe('red envelope store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $envelope.set({ status: 'loading' });
    $accessNotice.set(null);
    $balance.set({ amount: 10, loading: false, errorKey: null });
  });

  it('the entry decides: no round, ready, opened before, exhausted', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ round: null, opened: null } as never)
      .mockResolvedValueOnce({ round: round(), opened: null } as never)
      .mockResolvedValueOnce({ round: round(), opened: { amount: 250, openedAt: '2027-05-05T06:00:00Z' } } as never)
      .mockResolvedValueOnce({ round: round({ id: 8, stock: 'none' }), opened: null } as never);
    await loadEnvelope();
    expect($envelope.get()).toEqual({ status: 'none' });
    await loadEnvelope();
    expect($envelope.get()).toEqual({ status: 'ready', round: round() });
    expect(isMarkedOpened(7)).toBe(false);
    await loadEnvelope();
    expect($envelope.get()).toEqual({ status: 'opened', round: round(), amount: 250 });
    expect(isMarkedOpened(7)).toBe(true);
    await loadEnvelope();
    expect($envelope.get()).toEqual({ status: 'exhausted', round: round({ id: 8, stock: 'none' }) });
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('opening sends one claim, shows the amount, sets the balance and marks the round', async () => {
    $envelope.set({ status: 'ready', round: round() });
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValueOnce({ roundId: 7, amount: 4_321, balance: 5_321, stock: 'plenty' } as never);
    const hidden = vi.fn();
    addEventListener('portal:red-envelope-opened', hidden, { once: true });
    const first = openEnvelope();
    expect($envelope.get().status).toBe('opening');
    // a second tap while the first is under way sends nothing
    await openEnvelope();
    await first;
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toEqual({ body: { roundId: 7 } });
    expect($envelope.get()).toEqual({ status: 'won', round: round(), amount: 4_321 });
    expect($balance.get().amount).toBe(53.21);
    expect(isMarkedOpened(7)).toBe(true);
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('refusals: already opened shows its amount, exhausted, a trial user gets the warning, others a retry', async () => {
    const call = vi.spyOn(api, 'call');
    call.mockRejectedValueOnce(
      refusal('red_envelope_already_opened', 409, { amount: 300, openedAt: '2027-05-05T06:00:00Z' }),
    );
    $envelope.set({ status: 'ready', round: round() });
    await openEnvelope();
    expect($envelope.get()).toEqual({ status: 'opened', round: round(), amount: 300 });

    call.mockRejectedValueOnce(refusal('red_envelope_exhausted', 409));
    $envelope.set({ status: 'ready', round: round() });
    await openEnvelope();
    expect($envelope.get()).toEqual({ status: 'exhausted', round: round() });

    call.mockRejectedValueOnce(refusal('trial_user_blocked', 403));
    $envelope.set({ status: 'ready', round: round() });
    await openEnvelope();
    expect($envelope.get()).toEqual({ status: 'blocked' });
    expect($accessNotice.get()).toBe('trial');

    call.mockRejectedValueOnce(refusal('red_envelope_not_open', 409));
    $envelope.set({ status: 'ready', round: round() });
    await openEnvelope();
    expect($envelope.get()).toEqual({ status: 'failed', round: round(), errorKey: 'errors.red_envelope_not_open' });
    expect($balance.get().amount).toBe(10);
  });

  it('the button reads the public answer defensively', () => {
    expect(readRound({ round: round() })).toEqual({ id: 7, endsAt: Date.parse(round().endsAt), open: true });
    expect(readRound({ round: round({ stock: 'few' }) })?.open).toBe(true);
    expect(readRound({ round: round({ stock: 'none' }) })?.open).toBe(false);
    for (const junk of [null, {}, { round: null }, { round: { id: '7' } }, { round: { id: 7, endsAt: 'soon' } }]) {
      expect(readRound(junk)).toBeNull();
    }
  });
});
