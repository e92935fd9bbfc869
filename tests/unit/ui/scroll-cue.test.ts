/** The wide tables' scroll cue: which edge hides more, in both writing directions. */
import { describe, expect, it } from 'vitest';
import { scrollCue } from '../../../src/components/ui/scroll-cue';

const box = (scrollLeft: number, scrollWidth = 600, clientWidth = 300) => ({ scrollLeft, scrollWidth, clientWidth });

describe('scrollCue', () => {
  it('shows no cue on a table that fits, a pixel of rounding included', () => {
    expect(scrollCue(box(0, 300))).toEqual({ start: false, end: false });
    expect(scrollCue(box(0, 301))).toEqual({ start: false, end: false });
  });

  it('points to the end at the start, to both in the middle, to the start at the end', () => {
    expect(scrollCue(box(0))).toEqual({ start: false, end: true });
    expect(scrollCue(box(150))).toEqual({ start: true, end: true });
    expect(scrollCue(box(300))).toEqual({ start: true, end: false });
  });

  it('reads an Urdu box, which scrolls from 0 to negative offsets, the same way', () => {
    expect(scrollCue(box(-0))).toEqual({ start: false, end: true });
    expect(scrollCue(box(-150))).toEqual({ start: true, end: true });
    expect(scrollCue(box(-299.5))).toEqual({ start: true, end: false });
  });
});
