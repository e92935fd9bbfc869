import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../../src/components/ui/Pager';

describe('pagerItems (margin 1, range 5)', () => {
  it('shows every page when they all fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the window of 5 at the start and ends with the last page', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('centres the window in the middle with both ends and two gaps', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('keeps the window of 5 at the end and starts with the first page', () => {
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // window 3..7: only page 2 is hidden between 1 and 3
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pagerItems(5, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('honours other margins and ranges', () => {
    expect(pagerItems(10, 20, { margin: 2, range: 3 })).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 19, 20]);
  });

  it('clamps a page outside the list and draws nothing for an empty one', () => {
    expect(pagerItems(99, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pagerItems(-3, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerItems(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
