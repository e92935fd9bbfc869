// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import {
  referralLinkCreateCall,
  referralLinkDeleteCall,
  referralSummaryCall,
} from '../../../src/api/calls/referral/referral';
import { api } from '../../../src/api/default-client';
import { qrPath } from '../../../src/features/referral/stores/qr-path';
import {
  $copied,
  $deleting,
  $linkForm,
  $referral,
  COPIED_MS,
  canShare,
  copyLink,
  createLink,
  deleteLink,
  inviteUrl,
  loadReferral,
  type ReferralSummary,
  shareLink,
} from '../../../src/features/referral/stores/referral';

const link = (id: number, name: string) => ({
  id,
  name,
  code: `LINKCODE${id}0`,
  createdAt: '2026-03-01T00:00:00.000Z',
  friends: 0,
});
const summary: ReferralSummary = {
  code: 'ABCD2345',
  links: [link(1, 'Facebook group')],
  rule: { minDeposit: 50_000, minValidBet: 100_000, reward: 10_000 },
  counts: { invited: 2, deposited: 1, rewarded: 0 },
  totalRewards: 0,
};
const refusal = (code: 'referral_link_name_taken' | 'not_found') =>
  new ApiError({ code, reason: 'platform', status: code === 'not_found' ? 404 : 409, call: 'test' } as never);

describe('referral store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    $referral.set({ summary: null, loading: false, errorKey: null });
    $linkForm.set({ busy: false, errorKey: null });
    $deleting.set({ ids: [], errorKey: null });
    $copied.set({ key: null, failed: false });
  });

  it('makes the invite link from the site origin and the code', () => {
    expect(inviteUrl('https://shapla.example', 'ABCD2345')).toBe(
      'https://shapla.example/register/?referralCode=ABCD2345',
    );
  });

  it('loads the summary, and keeps the reason when it fails', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce(summary as never);
    await loadReferral();
    expect(call).toHaveBeenCalledWith(referralSummaryCall);
    expect($referral.get()).toEqual({ summary, loading: false, errorKey: null });
    call.mockRejectedValueOnce(new ApiError({ code: 'network_error', reason: 'network_error', call: 'x' } as never));
    await loadReferral();
    expect($referral.get()).toMatchObject({ summary, errorKey: 'errors.network_error', loading: false });
  });

  it('creates a link with the trimmed name and lists it; a refusal keeps the reason and adds nothing', async () => {
    $referral.set({ summary, loading: false, errorKey: null });
    const made = link(2, 'Telegram');
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce(made as never);
    expect(await createLink('  Telegram ')).toBe(true);
    expect(call).toHaveBeenCalledWith(referralLinkCreateCall, { body: { name: 'Telegram' } });
    expect($referral.get().summary?.links.map((l) => l.name)).toEqual(['Facebook group', 'Telegram']);

    call.mockRejectedValueOnce(refusal('referral_link_name_taken'));
    expect(await createLink('telegram')).toBe(false);
    expect($linkForm.get()).toEqual({ busy: false, errorKey: 'errors.referral_link_name_taken' });
    expect($referral.get().summary?.links).toHaveLength(2);
  });

  it('refuses an empty or over-long name without calling the platform', async () => {
    const call = vi.spyOn(api, 'call');
    for (const name of ['', '   ', 'x'.repeat(41)]) {
      expect(await createLink(name)).toBe(false);
      expect($linkForm.get().errorKey).toBe('referral.links.nameInvalid');
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('deletes a link from the list, and keeps it when the platform refuses', async () => {
    $referral.set({ summary: { ...summary, links: [link(1, 'A'), link(2, 'B')] }, loading: false, errorKey: null });
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce({ id: 1 } as never);
    await deleteLink(1);
    expect(call).toHaveBeenCalledWith(referralLinkDeleteCall, { query: { id: 1 } });
    expect($referral.get().summary?.links.map((l) => l.id)).toEqual([2]);
    call.mockRejectedValueOnce(refusal('not_found'));
    await deleteLink(2);
    expect($deleting.get()).toEqual({ ids: [], errorKey: 'errors.not_found' });
    expect($referral.get().summary?.links.map((l) => l.id)).toEqual([2]);
  });

  it('copies a link and confirms it for that button only, for a while; says when copying failed', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    await copyLink('link-2', 'https://x/register/?referralCode=A', { writeText });
    expect(writeText).toHaveBeenCalledWith('https://x/register/?referralCode=A');
    expect($copied.get()).toEqual({ key: 'link-2', failed: false });
    vi.advanceTimersByTime(COPIED_MS);
    expect($copied.get()).toEqual({ key: null, failed: false });

    await copyLink('invite', 'text', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    expect($copied.get()).toEqual({ key: 'invite', failed: true });
    await copyLink('invite', 'text', undefined);
    expect($copied.get()).toEqual({ key: 'invite', failed: true });
  });

  it('offers sharing only with the Web Share API, and a closed share sheet is no error', async () => {
    expect(canShare({})).toBe(false);
    expect(canShare({ share: vi.fn() })).toBe(true);
    expect(canShare({ share: vi.fn(), canShare: () => false })).toBe(false);
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(shareLink({ title: 't', text: 'x', url: 'u' }, { share })).resolves.toBeUndefined();
    expect(share).toHaveBeenCalledWith({ title: 't', text: 'x', url: 'u' });
  });

  it('draws the dark runs of each QR row as rectangles', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });
});
