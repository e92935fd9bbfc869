/**
 * The carousel rules, as plain data and functions so they are tested without a browser:
 * game sections page when they hold more than 12 items (6 per view on wide screens, two rows, 13 px
 * apart, arrows only then); banners autoplay every 5000 ms with a 1000 ms transition and loop only when
 * there is more than one. carousel-swiper.ts turns these into swiper options.
 */

/** A section pages (and shows arrows) only above this many items. */
export const PAGING_ABOVE = 12;
/** Rows of a paging game section. */
export const CAROUSEL_ROWS = 2;
/** Space between slides, in CSS pixels. */
export const CAROUSEL_SPACING = 13;
/**
 * Columns per view by minimum viewport width: 6 per view on a wide screen; a 360 px phone
 * shows 3 so a tile stays large enough to read and tap. The same widths drive the static frame's CSS
 * (carousel.css), so the page does not shift when swiper takes over.
 */
export const PER_VIEW_BREAKPOINTS = [
  { minWidth: 0, perView: 3 },
  { minWidth: 640, perView: 4 },
  { minWidth: 1024, perView: 6 },
] as const;

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

/** Whether a section of `count` items is a paging carousel with arrows. */
export function usesPaging(count: number): boolean {
  return count > PAGING_ABOVE;
}

/**
 * Items grouped into slides of `rows` each, filled top to bottom then across, so a paging section's
 * reading order runs column by column like its pages.
 */
export function toColumns<T>(items: readonly T[], rows = CAROUSEL_ROWS): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += rows) columns.push(items.slice(start, start + rows));
  return columns;
}

/** How many pages a paging section has at `perView` columns per view. */
export function pageCount(count: number, perView: number, rows = CAROUSEL_ROWS): number {
  if (count <= 0) return 0;
  return Math.ceil(Math.ceil(count / rows) / perView);
}

export interface BannerBehaviour {
  loop: boolean;
  /** Autoplay delay in ms, or null when the strip holds a single banner. */
  autoplayMs: number | null;
  transitionMs: number;
}

/** Banners autoplay every 5000 ms, transition 1000 ms, looped (and autoplayed) only with more than one banner. */
export function bannerBehaviour(count: number): BannerBehaviour {
  const several = count > 1;
  return { loop: several, autoplayMs: several ? BANNER_AUTOPLAY_MS : null, transitionMs: BANNER_TRANSITION_MS };
}
