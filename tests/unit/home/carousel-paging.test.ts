import { describe, expect, it } from 'vitest';
import {
  bannerBehaviour,
  CAROUSEL_SPACING,
  PER_VIEW_BREAKPOINTS,
  pageCount,
  toColumns,
  usesPaging,
} from '../../../src/components/ui/carousel-paging';

describe('carousel paging', () => {
  it('pages, with arrows, only above 12 items', () => {
    expect(usesPaging(0)).toBe(false);
    expect(usesPaging(12)).toBe(false);
    expect(usesPaging(13)).toBe(true);
    expect(usesPaging(20)).toBe(true);
  });

  it('fills two rows per column, top to bottom', () => {
    expect(toColumns([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(toColumns([])).toEqual([]);
  });

  it('counts pages of 6 columns × 2 rows on a wide screen', () => {
    expect(pageCount(20, 6)).toBe(2);
    expect(pageCount(12, 6)).toBe(1);
    expect(pageCount(13, 6)).toBe(2);
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(20, 3)).toBe(4);
  });

  it('shows 6 per view on wide screens, 13 px apart', () => {
    expect(PER_VIEW_BREAKPOINTS.at(-1)?.perView).toBe(6);
    expect(CAROUSEL_SPACING).toBe(13);
  });

  it('autoplays banners every 5000 ms with a 1000 ms transition, looped only with more than one', () => {
    expect(bannerBehaviour(3)).toEqual({ loop: true, autoplayMs: 5000, transitionMs: 1000 });
    expect(bannerBehaviour(1)).toEqual({ loop: false, autoplayMs: null, transitionMs: 1000 });
    expect(bannerBehaviour(0).loop).toBe(false);
  });
});
