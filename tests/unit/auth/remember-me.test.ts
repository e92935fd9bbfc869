import { describe, expect, it } from 'vitest';
import {
  forgetUsername,
  REMEMBER_FOR_MS,
  REMEMBER_KEY,
  recallUsername,
  rememberUsername,
} from '../../../src/stores/remember-me';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('remember me', () => {
  const now = Date.UTC(2025, 0, 1, 12);

  it('keeps the last username for one day, then forgets it', () => {
    const store = memoryStore();
    rememberUsername(store, 'bdplayer1', now);
    expect(recallUsername(store, now + REMEMBER_FOR_MS - 1)).toBe('bdplayer1');
    expect(recallUsername(store, now + REMEMBER_FOR_MS)).toBeNull();
    expect(store.map.has(REMEMBER_KEY)).toBe(false);
  });

  it('replaces the name on the next login and forgets it on request', () => {
    const store = memoryStore();
    rememberUsername(store, 'first', now);
    rememberUsername(store, 'second', now + 1000);
    expect(recallUsername(store, now + 2000)).toBe('second');
    forgetUsername(store);
    expect(recallUsername(store, now + 2000)).toBeNull();
  });

  it('treats a foreign or broken entry as nothing remembered, and removes it', () => {
    const store = memoryStore();
    store.setItem(REMEMBER_KEY, 'plain text');
    expect(recallUsername(store, now)).toBeNull();
    store.setItem(REMEMBER_KEY, JSON.stringify({ username: 7, expiresAt: 'x' }));
    expect(recallUsername(store, now)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('survives a storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberUsername(throwing, 'x', now)).not.toThrow();
    expect(recallUsername(throwing, now)).toBeNull();
    expect(recallUsername(null, now)).toBeNull();
  });
});
