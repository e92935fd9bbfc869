import { describe, expect, it } from 'vitest';
import { readPopups } from '../../../src/features/notices/popups/popup-reading';

const item = { id: 1, execution: 'B', title: 'New here?', content: '<p>Hi</p>', action: 'register', link: null };

describe('readPopups', () => {
  it('reads the popups of an announcements value', () => {
    expect(readPopups({ popup: [item] })).toEqual([item]);
    const promotion = { ...item, action: 'promotion', link: '/promotions/daily-rebate/' };
    expect(readPopups({ popup: [promotion] })).toEqual([promotion]);
  });

  it('skips what is not a popup and drops actions it cannot carry out', () => {
    expect(readPopups(null)).toEqual([]);
    expect(readPopups({ popup: 'x' })).toEqual([]);
    expect(
      readPopups({ popup: [{ ...item, id: '1' }, { ...item, execution: 'Z' }, { ...item, title: 3 }, null] }),
    ).toEqual([]);
    expect(readPopups({ popup: [{ ...item, action: 'deposit' }] })).toEqual([{ ...item, action: null }]);
    // a promotion without a page of this site to open is a plain message
    for (const link of [null, 'https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      expect(readPopups({ popup: [{ ...item, action: 'promotion', link }] })).toEqual([{ ...item, action: null }]);
    }
    // a link is only kept for the promotion action
    expect(readPopups({ popup: [{ ...item, link: '/promotions/x/' }] })).toEqual([item]);
  });
});
