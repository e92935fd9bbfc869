// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../../src/api/session';
import {
  $accessNotice,
  LOGIN_REQUIRED_OPTIONS,
  memberAccess,
  requireMember,
  requireMemberAfterSignIn,
} from '../../../src/stores/access';
import { $dialog } from '../../../src/stores/dialogs';
import { $member, $sessionStatus, type MemberInfo } from '../../../src/stores/session';

const member = (type: number): MemberInfo => ({
  id: 7,
  account: 'bdplayer1',
  nickname: 'Player One',
  type,
  isAgent: false,
  isTrial: type === 4,
  currency: 'BDT',
  mobile: null,
  email: null,
  icon: 1,
  passwordExpired: false,
  hasVip: false,
  vipLabelName: 'member',
  vipRankLevel: 0,
  availablePromoCount: 0,
});

describe('memberAccess', () => {
  it('is visitor without a token, whatever member is cached', () => {
    expect(memberAccess(false, null)).toBe('visitor');
    expect(memberAccess(false, member(0))).toBe('visitor');
  });
  it('is trial for type 4 and member for players and agents', () => {
    expect(memberAccess(true, member(4))).toBe('trial');
    expect(memberAccess(true, member(0))).toBe('member');
    expect(memberAccess(true, member(41))).toBe('member');
  });
  it('lets a session whose member is still loading go on (the platform checks it again)', () => {
    expect(memberAccess(true, null)).toBe('member');
  });
});

describe('requireMember', () => {
  beforeEach(() => {
    clearToken();
    $member.set(null);
    $dialog.set(null);
    $accessNotice.set(null);
  });
  afterEach(() => clearToken());

  it('opens the login dialog with the not-logged-in message for a visitor and blocks', () => {
    expect(requireMember()).toBe(false);
    expect($dialog.get()).toEqual({ name: 'login', options: { message: 'errors.not_logged_in' } });
    expect(LOGIN_REQUIRED_OPTIONS.message).toBe('errors.not_logged_in');
    expect($accessNotice.get()).toBeNull();
  });

  it('warns a trial user and blocks, without opening the login dialog', async () => {
    setToken('trial-token');
    $member.set(member(4));
    expect(requireMember()).toBe(false);
    expect($accessNotice.get()).toBe('trial');
    expect($dialog.get()).toBeNull();
  });

  it('lets a member through silently', async () => {
    setToken('member-token');
    $member.set(member(0));
    expect(requireMember()).toBe(true);
    expect($dialog.get()).toBeNull();
    expect($accessNotice.get()).toBeNull();
  });
});

describe('requireMemberAfterSignIn', () => {
  beforeEach(() => {
    clearToken();
    $member.set(null);
    $dialog.set(null);
    $sessionStatus.set('unknown');
  });
  afterEach(() => {
    clearToken();
    history.replaceState(null, '', '/');
  });

  it('waits for a sign-in link the app has not started exchanging yet, then lets the player through', async () => {
    // a tap before the app island has booted: the link is still in the address bar, no session is known
    history.replaceState(null, '', '/rng/?token=one-time-code');
    let answer: boolean | undefined;
    const guarded = requireMemberAfterSignIn().then((ok) => {
      answer = ok;
    });
    await Promise.resolve();
    expect(answer).toBeUndefined();
    expect($dialog.get()).toBeNull();
    // the island exchanges the link: a token and the member, then the session's first answer
    setToken('session-token');
    $member.set(member(0));
    $sessionStatus.set('signed-in');
    await guarded;
    expect(answer).toBe(true);
    expect($dialog.get()).toBeNull();
  });

  it('asks a visitor to log in when the link failed', async () => {
    history.replaceState(null, '', '/rng/?token=expired-code');
    const guarded = requireMemberAfterSignIn();
    $sessionStatus.set('anonymous');
    expect(await guarded).toBe(false);
    expect($dialog.get()).toEqual({ name: 'login', options: { message: 'errors.not_logged_in' } });
  });

  it('answers at once without a link', async () => {
    $sessionStatus.set('anonymous');
    expect(await requireMemberAfterSignIn()).toBe(false);
  });
});
