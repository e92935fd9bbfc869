/**
 * The visitor's analytics choice, remembered in local storage so the banner asks once per
 * browser. Storage that cannot be read counts as "not asked yet"; storage that cannot be written means the
 * banner asks again next time, which is the safe side.
 */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'analyticsConsent';

export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Private mode or full storage: the choice holds for this page only.
  }
}

/** A Google tag id as the permission answer may send it (`analytics.gtagId`); anything else is ignored. */
export function gtagIdOf(permission: unknown): string | null {
  const id = (permission as { analytics?: { gtagId?: unknown } } | null)?.analytics?.gtagId;
  return typeof id === 'string' && /^(G|GT|AW|DC)-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}
