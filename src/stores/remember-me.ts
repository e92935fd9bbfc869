/**
 * Remember me: on by default; the last username is kept for one day in local storage with its expiry, then forgotten.
 * Storage can be missing or throw (private modes): then nothing is remembered and nothing breaks.
 */
export const REMEMBER_KEY = 'rememberedUsername';
export const REMEMBER_FOR_MS = 24 * 60 * 60 * 1000;

interface Remembered {
  username: string;
  expiresAt: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localStore(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberUsername(store: KeyValueStore | null, username: string, now = Date.now()): void {
  const entry: Remembered = { username, expiresAt: now + REMEMBER_FOR_MS };
  try {
    store?.setItem(REMEMBER_KEY, JSON.stringify(entry));
  } catch {
    // a full or disabled storage only means the name is not prefilled next time
  }
}

export function forgetUsername(store: KeyValueStore | null): void {
  try {
    store?.removeItem(REMEMBER_KEY);
  } catch {
    // nothing stored
  }
}

/** The remembered username while it is fresh; an expired or unreadable entry is removed. */
export function recallUsername(store: KeyValueStore | null, now = Date.now()): string | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(REMEMBER_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Remembered>;
    if (typeof entry.username === 'string' && typeof entry.expiresAt === 'number' && entry.expiresAt > now) {
      return entry.username;
    }
  } catch {
    // written by something else: treat as absent
  }
  forgetUsername(store);
  return null;
}
