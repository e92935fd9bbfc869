/**
 * The session token lives in sessionStorage under `token` (a successful login writes it; the route guard reads it): it
 * is gone when the tab closes and is not shared with other tabs. Storage can be missing (build-time rendering) or throw
 * (some privacy modes, full quota); then the token is kept in memory for the life of the page instead of crashing or
 * silently logging the player out.
 */
export const TOKEN_KEY = 'token';

let memoryToken: string | null = null;

/** sessionStorage when it can be read and written, else undefined. */
function storage(): Storage | undefined {
  try {
    const store = globalThis.sessionStorage;
    if (!store) return undefined;
    // some browsers expose a storage that throws on every access; probe it once per call
    store.getItem(TOKEN_KEY);
    return store;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  const store = storage();
  // memory holds a token only when storing it failed, so `sessionStorage.clear()` elsewhere still logs out
  const token = store?.getItem(TOKEN_KEY) ?? memoryToken;
  return token ? token : null;
}

export function setToken(token: string): void {
  const store = storage();
  try {
    if (store) {
      store.setItem(TOKEN_KEY, token);
      memoryToken = null;
      return;
    }
  } catch {
    // quota exceeded: fall through to memory
  }
  memoryToken = token;
}

export function clearToken(): void {
  memoryToken = null;
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored means nothing to clear
  }
}
