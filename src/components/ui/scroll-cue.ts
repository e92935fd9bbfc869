/**
 * Which edges of a sideways-scrolling box hide more content: what ScrollRegion's cue (a fade at that edge) shows.
 * In logical terms (start, end), so it holds in Urdu, where a box starts scrolled to the right and the browser counts
 * scrollLeft from 0 down to negative values.
 */
export interface ScrollCue {
  /** More content before the visible part (scrolled away from the start). */
  start: boolean;
  /** More content after the visible part. */
  end: boolean;
}

/** Sub-pixel widths and zoom leave a pixel of slack at either end: that is not "more to see". */
const SLACK_PX = 1;

export function scrollCue(box: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCue {
  const hidden = box.scrollWidth - box.clientWidth;
  if (hidden <= SLACK_PX) return { start: false, end: false };
  const scrolled = Math.abs(box.scrollLeft);
  return { start: scrolled > SLACK_PX, end: scrolled < hidden - SLACK_PX };
}

/** Keeps `data-more-start` / `data-more-end` on the box while it scrolls and resizes; returns the stop. */
export function followScrollCue(box: HTMLElement): () => void {
  const update = () => {
    const cue = scrollCue(box);
    box.toggleAttribute('data-more-start', cue.start);
    box.toggleAttribute('data-more-end', cue.end);
  };
  update();
  box.addEventListener('scroll', update, { passive: true });
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
  resize?.observe(box);
  // The table inside grows when its rows arrive, which does not resize the box itself.
  if (box.firstElementChild) resize?.observe(box.firstElementChild);
  return () => {
    box.removeEventListener('scroll', update);
    resize?.disconnect();
  };
}
