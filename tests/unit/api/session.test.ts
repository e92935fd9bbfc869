// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken, TOKEN_KEY } from '../../../src/api/session';

/** A Map-backed Storage, optionally failing on writes (a full quota) or on every access (blocked storage). */
function fakeStorage(mode: 'ok' | 'full' | 'blocked' = 'ok'): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (mode === 'blocked') throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length() {
      guard();
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => {
      guard();
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      guard();
      if (mode === 'full') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      data.set(k, String(v));
    },
    removeItem: (k) => {
      guard();
      data.delete(k);
    },
    clear: () => {
      guard();
      data.clear();
    },
  };
}

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('session token', () => {
  it('is stored in sessionStorage under `token`', () => {
    const storage = fakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(TOKEN_KEY).toBe('token');
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(storage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(storage.getItem('token')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('is gone when something else clears sessionStorage (logout keeps only the merchant code)', () => {
    const storage = fakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    setToken('abc');
    storage.clear();
    expect(getToken()).toBeNull();
  });

  it('treats an empty stored value as no token', () => {
    const storage = fakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    storage.setItem('token', '');
    expect(getToken()).toBeNull();
  });

  it('lives in memory when storage is blocked', () => {
    vi.stubGlobal('sessionStorage', fakeStorage('blocked'));
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('lives in memory when storage is full', () => {
    vi.stubGlobal('sessionStorage', fakeStorage('full'));
    setToken('abc');
    expect(getToken()).toBe('abc');
  });

  it('lives in memory where there is no sessionStorage at all (build-time rendering)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(getToken()).toBe('abc');
  });
});
