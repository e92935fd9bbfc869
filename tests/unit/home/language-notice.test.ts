// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFIED_LANGUAGE_KEY, noticeLanguage } from '../../../src/stores/language-notice';

describe('language-change notice', () => {
  beforeEach(() => localStorage.clear());

  it('only records the language of the first page a browser opens: nothing was switched', async () => {
    await noticeLanguage('EN');
    expect(localStorage.getItem(NOTIFIED_LANGUAGE_KEY)).toBe('EN');
  });

  it('stays quiet while the language stays the same', async () => {
    localStorage.setItem(NOTIFIED_LANGUAGE_KEY, 'UR');
    await noticeLanguage('UR');
    expect(localStorage.getItem(NOTIFIED_LANGUAGE_KEY)).toBe('UR');
  });
});
