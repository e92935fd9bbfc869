/**
 * The banner strip's autoplay (a step every 5000 ms), on a plain timer. Swiper's own Autoplay module
 * asks for an animation frame on every frame while it plays, to report the time left: on a phone that kept the
 * main thread a third busy for as long as the home page stayed open (a trace showed 300-450 ms of work in every
 * second). A timeout per step costs nothing in between.
 *
 * As swiper's module did with pauseOnMouseEnter and disableOnInteraction false: the count starts again after
 * every slide change (a swipe included, from the end of its transition), waits while the pointer is over the
 * strip or a finger is on it, and waits while the page is hidden.
 */
import type Swiper from 'swiper';

export function startAutoplay(swiper: Swiper, root: HTMLElement, delayMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;
  const step = () => (swiper.isEnd && !swiper.params.loop ? swiper.slideTo(0) : swiper.slideNext());
  const schedule = () => {
    clearTimeout(timer);
    if (!held && !document.hidden && !swiper.destroyed) timer = setTimeout(step, delayMs);
  };
  const hold = (value: boolean) => () => {
    held = value;
    schedule();
  };
  const listening = new AbortController();
  root.addEventListener('mouseenter', hold(true), { signal: listening.signal });
  root.addEventListener('mouseleave', hold(false), { signal: listening.signal });
  document.addEventListener('visibilitychange', schedule, { signal: listening.signal });
  swiper.on('touchStart', hold(true));
  swiper.on('touchEnd', hold(false));
  swiper.on('slideChangeTransitionEnd', schedule);
  swiper.on('destroy', () => {
    clearTimeout(timer);
    listening.abort();
  });
  root.dataset.autoplayMs = String(delayMs);
  schedule();
}
