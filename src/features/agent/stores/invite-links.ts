/**
 * The agent's invite links (registerCenter): the list with the sign-ups each brought, and making a new one of a
 * kind (member or sub-agent) with an optional label. A link is the site's registration with the link's code.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import {
  type InviteLink,
  type InviteLinkKind,
  inviteLinkCreateCall,
  inviteLinksCall,
} from '../../../api/calls/agents/invite-links';
import { api } from '../../../api/default-client';

/** The address a link shares: the site's registration route, which opens the register form with the code. */
export function inviteLinkUrl(origin: string, code: string): string {
  return `${origin}/register/?referralCode=${encodeURIComponent(code)}`;
}

export const $inviteLinks = atom<{ links: InviteLink[] | null; loading: boolean; errorKey: string | null }>({
  links: null,
  loading: false,
  errorKey: null,
});

export const $inviteLinkCreation = atom<{ busy: boolean; errorKey: string | null; made: InviteLink | null }>({
  busy: false,
  errorKey: null,
  made: null,
});

export async function loadInviteLinks(): Promise<void> {
  $inviteLinks.set({ ...$inviteLinks.get(), loading: true, errorKey: null });
  try {
    const { links } = await api.call(inviteLinksCall);
    $inviteLinks.set({ links, loading: false, errorKey: null });
  } catch (error) {
    $inviteLinks.set({ ...$inviteLinks.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

/** Makes a link; the label is optional (blank: none). The new link leads the list. */
export async function createInviteLink(kind: InviteLinkKind, label: string): Promise<boolean> {
  if ($inviteLinkCreation.get().busy) return false;
  $inviteLinkCreation.set({ busy: true, errorKey: null, made: null });
  try {
    const trimmed = label.trim();
    const made = await api.call(inviteLinkCreateCall, { body: { kind, ...(trimmed ? { label: trimmed } : {}) } });
    $inviteLinkCreation.set({ busy: false, errorKey: null, made });
    $inviteLinks.set({ ...$inviteLinks.get(), links: [made, ...($inviteLinks.get().links ?? [])] });
    return true;
  } catch (error) {
    $inviteLinkCreation.set({ busy: false, errorKey: errorMessageKey(error), made: null });
    return false;
  }
}
