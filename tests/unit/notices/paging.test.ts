import { describe, expect, it } from 'vitest';
import { locate, pageCount, pageSlice } from '../../../src/features/notices/paging';

const items = Array.from({ length: 20 }, (_, i) => i);

describe('notice paging (9 per page)', () => {
  it('counts pages, with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(20)).toBe(3);
  });

  it('slices a page and clamps pages that do not exist', () => {
    expect(pageSlice(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageSlice(items, 3)).toEqual([18, 19]);
    expect(pageSlice(items, 7)).toEqual([18, 19]);
    expect(pageSlice(items, 0)).toEqual(pageSlice(items, 1));
  });

  it('finds the page and place of a notice index', () => {
    expect(locate(0)).toEqual({ page: 1, offset: 0 });
    expect(locate(8)).toEqual({ page: 1, offset: 8 });
    expect(locate(9)).toEqual({ page: 2, offset: 0 });
    expect(locate(21)).toEqual({ page: 3, offset: 3 });
    expect(locate(-1)).toEqual({ page: 1, offset: 0 });
    expect(locate(2.5)).toEqual({ page: 1, offset: 0 });
  });
});
