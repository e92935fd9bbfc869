// @vitest-environment jsdom
/**
 * The agent tools' stores: the member picker's search (a later search wins over an earlier answer), the offer form's
 * refusal about the member it goes to, and the invite links (the link's address, a new link leading the list).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import {
  $inviteLinkCreation,
  $inviteLinks,
  createInviteLink,
  inviteLinkUrl,
  loadInviteLinks,
} from '../../../src/features/agent/stores/invite-links';
import { $offerStatus, offerContract } from '../../../src/features/contracts/stores/contract-page';
import { emptyTier } from '../../../src/features/contracts/stores/tier-form';
import { $directMembers, searchDirectMembers } from '../../../src/stores/direct-members';

afterEach(() => vi.restoreAllMocks());

const member = (username: string) => ({ username, nickname: username, isAgent: false });

describe('member picker', () => {
  it('asks for the text typed and keeps the answer of the latest search', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const call = vi.spyOn(api, 'call').mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const first = searchDirectMembers('');
    const second = searchDirectMembers('  kar ');
    expect(call.mock.calls.map((c) => c[1])).toEqual([{ query: {} }, { query: { search: 'kar' } }]);
    answers[1]?.({ rows: [member('karim')], total: 1 });
    await second;
    answers[0]?.({ rows: [member('a'), member('b')], total: 2 });
    await first;
    expect($directMembers.get()).toMatchObject({ search: 'kar', rows: [member('karim')], total: 1, loading: false });
  });

  it('names a failed search', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({ code: 'error_not_agent', reason: 'platform', status: 403, call: 'GET /wps/agent/team/members' }),
    );
    await searchDirectMembers('x');
    expect($directMembers.get()).toMatchObject({ loading: false, errorKey: 'errors.error_not_agent' });
  });
});

describe('contract offer', () => {
  const draft = { downline: 'bdteam1', tiers: [{ ...emptyTier(), minBase: '0', minActive: '0', rate: '0.2' }] };

  it('marks the member picker when the member is missing or not directly under the agent', async () => {
    expect(await offerContract('daily_salary', { ...draft, downline: ' ', period: 'week' })).toBe(false);
    expect($offerStatus.get()).toMatchObject({ errorKey: 'contracts.offer.downlineRequired', downlineError: true });
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({
        code: 'contract_not_direct_downline',
        reason: 'platform',
        status: 403,
        call: 'POST /wps/agent/contracts/offer',
      }),
    );
    expect(await offerContract('daily_salary', { ...draft, period: 'week' })).toBe(false);
    expect($offerStatus.get()).toMatchObject({
      errorKey: 'errors.contract_not_direct_downline',
      downlineError: true,
      row: null,
    });
  });
});

describe('invite links', () => {
  const link = (id: number, code: string) => ({
    id,
    kind: 'member' as const,
    label: null,
    code,
    createdAt: '2026-12-01T00:00:00.000Z',
    signUps: 0,
  });

  it('shares the site registration with the code', () => {
    expect(inviteLinkUrl('https://bd.example', 'AB12CD34EF')).toBe(
      'https://bd.example/register/?referralCode=AB12CD34EF',
    );
  });

  it('loads the links, sends a blank label as none, and puts a new link first', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce({ links: [link(1, 'AAAA1111')] } as never);
    await loadInviteLinks();
    call.mockResolvedValueOnce(link(2, 'BBBB2222') as never);
    expect(await createInviteLink('agent', '   ')).toBe(true);
    expect(call.mock.calls[1]?.[1]).toEqual({ body: { kind: 'agent' } });
    expect($inviteLinks.get().links?.map((l) => l.id)).toEqual([2, 1]);

    call.mockRejectedValueOnce(
      new ApiError({ code: 'invite_link_limit', reason: 'platform', status: 409, call: 'POST /wps/agent/inviteLinks' }),
    );
    expect(await createInviteLink('member', ' Facebook ')).toBe(false);
    expect(call.mock.calls[2]?.[1]).toEqual({ body: { kind: 'member', label: 'Facebook' } });
    expect($inviteLinkCreation.get()).toMatchObject({ busy: false, errorKey: 'errors.invite_link_limit' });
  });
});
