// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { api } from '../../../src/api/default-client';
import { setToken } from '../../../src/api/session';
import { memberKind } from '../../../src/features/member/member-kind';
import { $memberReload, memberPageState, reloadMember, wakeApp } from '../../../src/stores/member-page';
import { $member, $sessionStatus, type MemberInfo } from '../../../src/stores/session';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'bdplayer1',
  nickname: 'Rahim',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'BDT',
  mobile: '+880******001',
  email: 'b******@example.com',
  icon: 3,
  passwordExpired: false,
  hasVip: false,
  vipLabelName: 'member',
  vipRankLevel: 0,
  availablePromoCount: 0,
};

describe('memberPageState', () => {
  it('waits while the session is unknown', () => {
    expect(memberPageState('unknown', false, false)).toBe('checking');
  });

  it('sends a visitor to /login, but not a member who just signed out (sign-out goes home itself)', () => {
    expect(memberPageState('anonymous', false, false)).toBe('to-login');
    expect(memberPageState('anonymous', false, true)).toBe('checking');
  });

  it('shows the member, or a load problem when the token is there but the member info is not', () => {
    expect(memberPageState('signed-in', true, false)).toBe('ready');
    expect(memberPageState('signed-in', false, false)).toBe('unavailable');
  });
});

describe('memberKind', () => {
  it('names trial before agent, and a player otherwise', () => {
    expect(memberKind({ isTrial: true, isAgent: true })).toBe('trial');
    expect(memberKind({ isTrial: false, isAgent: true })).toBe('agent');
    expect(memberKind({ isTrial: false, isAgent: false })).toBe('player');
  });
});

describe('reloadMember', () => {
  afterEach(() => {
    $memberReload.set({ busy: false, errorKey: null });
    $member.set(null);
    $sessionStatus.set('unknown');
    sessionStorage.clear();
  });

  it('loads the member on retry and clears the error', async () => {
    setToken('token-1');
    $memberReload.set({ busy: false, errorKey: 'errors.network_error' });
    vi.spyOn(api, 'call').mockResolvedValue(MEMBER);
    await reloadMember();
    expect($member.get()).toEqual(MEMBER);
    expect($sessionStatus.get()).toBe('signed-in');
    expect($memberReload.get()).toEqual({ busy: false, errorKey: null });
  });

  it('keeps the translated reason when the retry fails too', async () => {
    setToken('token-1');
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({ code: 'network_error', reason: 'network_error', call: 'GET /wps/member/info' }),
    );
    await reloadMember();
    expect($memberReload.get()).toEqual({ busy: false, errorKey: 'errors.network_error' });
    expect($member.get()).toBeNull();
  });

  it('ends as a visitor when the platform no longer knows the token', async () => {
    setToken('revoked');
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({ code: 'not_logged_in', reason: 'platform', status: 401, call: 'GET /wps/member/info' }),
    );
    await reloadMember();
    expect($sessionStatus.get()).toBe('anonymous');
    expect(memberPageState($sessionStatus.get(), false, false)).toBe('to-login');
  });
});

describe('wakeApp', () => {
  it('sends the event the app island hydrates on', () => {
    const heard = vi.fn();
    window.addEventListener('portal:demand', heard, { once: true });
    wakeApp();
    expect(heard).toHaveBeenCalledOnce();
  });
});
