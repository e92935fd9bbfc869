/**
 * The security centre's sign-in providers: which of the tenant's providers the member has linked, linking one (the
 * browser goes to the provider and comes back signed in to the same account: stores/provider-sign-in.ts) and
 * unlinking one (refused while it is the member's only way in). Each refusal is one translated message.
 */
import { atom, map } from 'nanostores';
import { errorMessageKey } from '../../../api/api-error';
import { type ProviderLinkSummary, providerLinksCall, providerUnlinkCall } from '../../../api/calls/sign-in-providers';
import { api } from '../../../api/default-client';
import { $providerFlow, startProviderSignIn } from '../../../stores/provider-sign-in';

export const $providerLinks = atom<ProviderLinkSummary[] | null>(null);
export const $providerLinksLoadFailed = atom(false);

export interface ProviderLinksFlow {
  busy: boolean;
  /** i18next key of the last refusal, and of the last success with its values. */
  errorKey: string | null;
  done: { key: string; name: string } | null;
}

export const $providerLinksFlow = map<ProviderLinksFlow>({ busy: false, errorKey: null, done: null });

export async function loadProviderLinks(): Promise<void> {
  $providerLinksLoadFailed.set(false);
  try {
    $providerLinks.set((await api.call(providerLinksCall)).links);
  } catch {
    $providerLinksLoadFailed.set(true);
  }
}

/** Goes to the provider to link it; stays here only when the platform refused. */
export async function linkProviderAccount(provider: string): Promise<void> {
  $providerLinksFlow.set({ busy: true, errorKey: null, done: null });
  await startProviderSignIn(provider, 'link');
  const { failure } = $providerFlow.get();
  $providerLinksFlow.set({ busy: false, errorKey: failure ? errorMessageKey(failure) : null, done: null });
}

/** Unlinks; true when done (the list is read again). */
export async function unlinkProvider(provider: string, name: string): Promise<boolean> {
  $providerLinksFlow.set({ busy: true, errorKey: null, done: null });
  try {
    await api.call(providerUnlinkCall, { query: { provider } });
    $providerLinksFlow.set({ busy: false, errorKey: null, done: { key: 'security.providers.unlinked', name } });
    await loadProviderLinks();
    return true;
  } catch (error) {
    $providerLinksFlow.set({ busy: false, errorKey: errorMessageKey(error), done: null });
    return false;
  }
}

/** A dialog closed: its refusal goes with it. */
export function clearProviderLinksMessage(): void {
  $providerLinksFlow.setKey('errorKey', null);
}
