/**
 * Swiper for any carousel of the site, loaded only when a carousel comes on screen: this module is tiny
 * and framework-free (the banner strip is plain DOM, the game sections are React: both call it); swiper's
 * code and CSS sit in swiper-instance.ts, a separate chunk fetched by the first carousel that becomes
 * visible. Until then the carousel's own CSS (carousel.css) draws the same layout, so nothing moves.
 */
import type { CarouselHandle, CarouselSetup } from './carousel-setup';

/**
 * Starts swiper on `root` (an element holding `.swiper-wrapper` > `.swiper-slide`) the first time it is
 * on screen. Returns a function that stops watching, or destroys the swiper if it started.
 */
export function startCarouselWhenVisible(root: HTMLElement, setup: CarouselSetup): () => void {
  let handle: CarouselHandle | null = null;
  let stopped = false;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void import('./swiper-instance').then(({ createCarousel }) => {
      if (!stopped) handle = createCarousel(root, setup);
    });
  });
  observer.observe(root);
  return () => {
    stopped = true;
    observer.disconnect();
    handle?.destroy();
  };
}
