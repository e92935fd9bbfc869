/**
 * System status (spec §4): 0 normal, 1 maintenance, 2 region restricted (maintenance wins, decided by the
 * platform). A non-zero status replaces the whole app with its state page.
 */
import { atom } from 'nanostores';
import { systemStatusCall } from '../api/contract/system';
import { api } from '../api/default-client';

export const $systemStatus = atom<0 | 1 | 2 | null>(null);

/** The page to show instead of the app, or null while the platform says all is well (or cannot be reached). */
export async function checkSystemStatus(localePath: (path: string) => string): Promise<string | null> {
  try {
    const { status, location: where } = await api.call(systemStatusCall);
    $systemStatus.set(status);
    if (status === 1) return localePath('/maintenance/');
    if (status === 2) return `${localePath('/restricted/')}?ip=${encodeURIComponent(where.ip)}`;
  } catch {
    // An unreachable platform must not lock players out of the static pages.
  }
  return null;
}
