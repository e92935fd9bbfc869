/**
 * Saving the member's avatar (PUT /wps/member/info/icon). The answer's icon goes into `$member`, so every
 * island showing the member (this page, the header) agrees at once; the page load's member info already
 * carries the icon, so no separate GET is needed to show the current one.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../api/api-error';
import { memberIconUpdateCall } from '../../api/calls/member';
import { api } from '../../api/default-client';
import { $member } from '../../stores/session';
import type { AvatarId } from './avatars';

export interface AvatarSaveState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  /** i18next key of the reason, when the save failed. */
  errorKey: string | null;
}

export const $avatarSave = atom<AvatarSaveState>({ status: 'idle', errorKey: null });

/** Saves `icon`; resolves true when the platform took it. A second call while one runs is ignored. */
export async function saveAvatar(icon: AvatarId): Promise<boolean> {
  if ($avatarSave.get().status === 'saving') return false;
  $avatarSave.set({ status: 'saving', errorKey: null });
  try {
    const value = await api.call(memberIconUpdateCall, { body: { icon } });
    const member = $member.get();
    if (member) $member.set({ ...member, icon: value.icon });
    $avatarSave.set({ status: 'saved', errorKey: null });
    return true;
  } catch (error) {
    $avatarSave.set({ status: 'failed', errorKey: errorMessageKey(error) });
    return false;
  }
}

/** Back to idle, e.g. when the member picks another avatar after a save. */
export function resetAvatarSave(): void {
  if ($avatarSave.get().status !== 'saving') $avatarSave.set({ status: 'idle', errorKey: null });
}
