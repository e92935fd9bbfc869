import { describe, expect, it } from 'vitest';
import { markPopupsClosed, orderPopups, popupPlan } from '../../../src/features/notices/popups/popup-plan';
import { ANONYMOUS_POPUP_KEY, USER_POPUP_KEY } from '../../../src/stores/popup-keys';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => values.set(k, v), values };
}

const visitor = { signedIn: false, trial: false, firstLogin: false };
const member = { signedIn: true, trial: false, firstLogin: false };

describe('popup plan', () => {
  it('gives visitors execution B under ANONYMOUS_POPUP', () => {
    expect(popupPlan(visitor, memoryStorage())).toEqual({ key: ANONYMOUS_POPUP_KEY, executions: ['B'] });
  });

  it('gives members execution A under USER_POPUP, and F first on a first login', () => {
    expect(popupPlan(member, memoryStorage())).toEqual({ key: USER_POPUP_KEY, executions: ['A'] });
    expect(popupPlan({ ...member, firstLogin: true }, memoryStorage())).toEqual({
      key: USER_POPUP_KEY,
      executions: ['F', 'A'],
    });
  });

  it('treats a trial user as a visitor for the content, but keeps the signed-in key', () => {
    expect(popupPlan({ signedIn: true, trial: true, firstLogin: true }, memoryStorage())).toEqual({
      key: USER_POPUP_KEY,
      executions: ['B'],
    });
  });

  it('shows each audience once per session: closed popups stay hidden, the other audience is unaffected', () => {
    const storage = memoryStorage();
    markPopupsClosed(ANONYMOUS_POPUP_KEY, storage);
    expect(storage.values.get(ANONYMOUS_POPUP_KEY)).toBe('closed');
    expect(popupPlan(visitor, storage)).toBeNull();
    expect(popupPlan(member, storage)).not.toBeNull();
    markPopupsClosed(USER_POPUP_KEY, storage);
    expect(popupPlan(member, storage)).toBeNull();
  });

  it('shows popups on every load while they are not closed, and works without storage', () => {
    const storage = memoryStorage();
    expect(popupPlan(visitor, storage)).not.toBeNull();
    expect(popupPlan(visitor, storage)).not.toBeNull();
    expect(popupPlan(visitor, null)).not.toBeNull();
    expect(() => markPopupsClosed(USER_POPUP_KEY, null)).not.toThrow();
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => markPopupsClosed(USER_POPUP_KEY, full)).not.toThrow();
  });

  it('orders first-login greetings first and drops executions the plan did not ask for', () => {
    const popups = [
      { id: 1, execution: 'A' as const },
      { id: 2, execution: 'F' as const },
      { id: 3, execution: 'B' as const },
      { id: 4, execution: 'A' as const },
    ];
    expect(orderPopups(popups, { key: USER_POPUP_KEY, executions: ['F', 'A'] }).map((p) => p.id)).toEqual([2, 1, 4]);
    expect(orderPopups(popups, { key: USER_POPUP_KEY, executions: ['A'] }).map((p) => p.id)).toEqual([1, 4]);
  });
});
