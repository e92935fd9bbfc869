// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { memberIconUpdateCall } from '../../../src/api/calls/member';
import { api } from '../../../src/api/default-client';
import { $avatarSave, resetAvatarSave, saveAvatar } from '../../../src/features/member/save-avatar';
import { $member, type MemberInfo } from '../../../src/stores/session';

const MEMBER: MemberInfo = {
  id: 7,
  account: 'bdplayer1',
  nickname: 'Rahim',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'BDT',
  mobile: null,
  email: null,
  icon: 3,
  passwordExpired: false,
  hasVip: false,
  vipLabelName: 'member',
  vipRankLevel: 0,
  availablePromoCount: 0,
};

describe('saveAvatar', () => {
  afterEach(() => {
    $avatarSave.set({ status: 'idle', errorKey: null });
    $member.set(null);
  });

  it('puts the new icon and shares the answer through $member', async () => {
    $member.set(MEMBER);
    const call = vi.spyOn(api, 'call').mockResolvedValue({ icon: 9 });
    expect(await saveAvatar(9)).toBe(true);
    expect(call).toHaveBeenCalledWith(memberIconUpdateCall, { body: { icon: 9 } });
    expect($member.get()?.icon).toBe(9);
    expect($member.get()?.nickname).toBe('Rahim');
    expect($avatarSave.get()).toEqual({ status: 'saved', errorKey: null });
  });

  it('keeps the old icon and the translated reason when the platform refuses', async () => {
    $member.set(MEMBER);
    vi.spyOn(api, 'call').mockRejectedValue(
      new ApiError({ code: 'trial_user_blocked', reason: 'platform', status: 403, call: 'PUT /wps/member/info/icon' }),
    );
    expect(await saveAvatar(5)).toBe(false);
    expect($member.get()?.icon).toBe(3);
    expect($avatarSave.get()).toEqual({ status: 'failed', errorKey: 'errors.trial_user_blocked' });
  });

  it('names an unexpected failure as unknown_error', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new TypeError('boom'));
    await saveAvatar(2);
    expect($avatarSave.get().errorKey).toBe('errors.unknown_error');
  });

  it('ignores a second save while one is running', async () => {
    let finish: (value: { icon: number }) => void = () => undefined;
    const call = vi.spyOn(api, 'call').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const first = saveAvatar(4);
    expect(await saveAvatar(6)).toBe(false);
    resetAvatarSave(); // does not clear a running save
    expect($avatarSave.get().status).toBe('saving');
    finish({ icon: 4 });
    expect(await first).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
