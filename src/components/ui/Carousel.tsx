/**
 * A paging carousel (the home page's game sections): the slides in one clipped row with previous/next
 * arrows; swiper takes over when the carousel is first on screen (carousel-swiper.ts), and until then
 * carousel.css lays the slides out exactly as swiper will. Callers decide whether a list pages at all
 * (carousel-paging.ts `usesPaging`): this component is only used when it does, so it always has arrows.
 * The arrows sit at the end of the row and swap sides on right-to-left pages; their chevrons mirror.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { startCarouselWhenVisible } from './carousel-swiper';
import './carousel.css';

interface Props {
  /** Accessible name of the carousel (the section's title). */
  label: string;
  /** Translated word for "carousel", read by screen readers as the group's role. */
  roleDescription: string;
  slides: { key: string | number; content: ReactNode }[];
  previousLabel: string;
  nextLabel: string;
}

function Chevron({ towards }: { towards: 'start' | 'end' }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="rtl:-scale-x-100"
    >
      <path d={towards === 'start' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

export function Carousel({ label, roleDescription, slides, previousLabel, nextLabel }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const count = slides.length;

  useEffect(() => {
    if (!root.current || count === 0) return;
    return startCarouselWhenVisible(root.current, { kind: 'paging', prev: previous.current, next: next.current });
  }, [count]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end gap-2">
        <button
          ref={previous}
          type="button"
          className="btn btn-circle btn-sm btn-ghost border-base-300"
          aria-label={previousLabel}
          data-carousel-previous
        >
          <Chevron towards="start" />
        </button>
        <button
          ref={next}
          type="button"
          className="btn btn-circle btn-sm btn-ghost border-base-300"
          aria-label={nextLabel}
          data-carousel-next
        >
          <Chevron towards="end" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel is a group of slides (WAI-ARIA APG), not a form fieldset */}
      <div
        ref={root}
        className="carousel carousel-paging"
        role="group"
        aria-roledescription={roleDescription}
        aria-label={label}
      >
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide">
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
