/**
 * Invite friends (member centre page referral): the member's code, invite link, named links and invited
 * friends, and the actions on them: create and delete a link, copy a link, share it. Components only render
 * these atoms and call these actions.
 */
import { atom } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import type { ValueOf } from '../../../api/calls/define-call';
import {
  type ReferralFriend,
  referralFriendsCall,
  referralLinkCreateCall,
  referralLinkDeleteCall,
  referralLinkName,
  referralSummaryCall,
} from '../../../api/calls/referral/referral';
import { api } from '../../../api/default-client';
import { pagedList } from '../../../stores/paged-list';

export type ReferralSummary = ValueOf<typeof referralSummaryCall>;

export const FRIENDS_PAGE_SIZE = 10;
/** How long the "Copied" confirmation stays. */
export const COPIED_MS = 2500;

/** The invite link of a code: the site's registration route, which opens the register form with the code. */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/register/?referralCode=${encodeURIComponent(code)}`;
}

export const $referral = atom<{ summary: ReferralSummary | null; loading: boolean; errorKey: string | null }>({
  summary: null,
  loading: false,
  errorKey: null,
});

/** Loads (or reloads) the summary: code, links, counts, rule and rewards. */
export async function loadReferral(): Promise<void> {
  $referral.set({ ...$referral.get(), loading: true, errorKey: null });
  try {
    const summary = await api.call(referralSummaryCall);
    $referral.set({ summary, loading: false, errorKey: null });
  } catch (error) {
    $referral.set({ ...$referral.get(), loading: false, errorKey: errorMessageKey(error) });
  }
}

export const friends = pagedList<ReferralFriend>((page) =>
  api.call(referralFriendsCall, { query: { page, pageSize: FRIENDS_PAGE_SIZE } }),
);

/** The link form: what is being done and why the last attempt failed (an i18next key). */
export const $linkForm = atom<{ busy: boolean; errorKey: string | null }>({ busy: false, errorKey: null });

/**
 * Creates a named link. Resolves true when made (the caller clears its field); on a refusal the name the player
 * typed stays where it is and the reason shows.
 */
export async function createLink(name: string): Promise<boolean> {
  if ($linkForm.get().busy) return false;
  const parsed = referralLinkName.safeParse(name);
  if (!parsed.success) {
    $linkForm.set({ busy: false, errorKey: 'referral.links.nameInvalid' });
    return false;
  }
  $linkForm.set({ busy: true, errorKey: null });
  try {
    const link = await api.call(referralLinkCreateCall, { body: { name: parsed.data } });
    const current = $referral.get();
    if (current.summary) {
      $referral.set({ ...current, summary: { ...current.summary, links: [...current.summary.links, link] } });
    }
    $linkForm.set({ busy: false, errorKey: null });
    return true;
  } catch (error) {
    $linkForm.set({ busy: false, errorKey: errorMessageKey(error) });
    return false;
  }
}

/** Ids of links being deleted, and the reason the last deletion failed. */
export const $deleting = atom<{ ids: number[]; errorKey: string | null }>({ ids: [], errorKey: null });

export async function deleteLink(id: number): Promise<void> {
  if ($deleting.get().ids.includes(id)) return;
  $deleting.set({ ids: [...$deleting.get().ids, id], errorKey: null });
  let errorKey: string | null = null;
  try {
    await api.call(referralLinkDeleteCall, { query: { id } });
    const current = $referral.get();
    if (current.summary) {
      const links = current.summary.links.filter((link) => link.id !== id);
      $referral.set({ ...current, summary: { ...current.summary, links } });
    }
  } catch (error) {
    errorKey = errorMessageKey(error);
  }
  $deleting.set({ ids: $deleting.get().ids.filter((other) => other !== id), errorKey });
}

/** Which copy button just copied (its key), for the "Copied" confirmation; null otherwise. */
export const $copied = atom<{ key: string | null; failed: boolean }>({ key: null, failed: false });
let copiedTimer: ReturnType<typeof setTimeout> | undefined;

/** Copies `text` for the button named `key`; the confirmation clears itself after COPIED_MS. */
export async function copyLink(
  key: string,
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<void> {
  clearTimeout(copiedTimer);
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(text);
    $copied.set({ key, failed: false });
  } catch {
    $copied.set({ key, failed: true });
  }
  copiedTimer = setTimeout(() => $copied.set({ key: null, failed: false }), COPIED_MS);
}

type Sharer = Pick<Navigator, 'share'> & Partial<Pick<Navigator, 'canShare'>>;

/** Whether this browser can share a link (Web Share API); the share button shows only then. */
export function canShare(nav: Partial<Sharer> | undefined = globalThis.navigator): boolean {
  return (
    typeof nav?.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare({ url: 'https://a.b/' }))
  );
}

/** Opens the system share sheet; a player closing it is not an error. */
export async function shareLink(
  data: { title: string; text: string; url: string },
  nav: Sharer | undefined = globalThis.navigator as Sharer | undefined,
): Promise<void> {
  try {
    await nav?.share(data);
  } catch {
    // AbortError when the player closes the sheet; nothing to tell them
  }
}
