/**
 * When the banner strip's swiper (20 kB brotli, two thirds of a first visit's JavaScript) is fetched: not
 * with the page but when the strip first needs it, which looks exactly as if it had started at once:
 *   - the first autoplay step is due (5000 ms after the strip came on screen): swiper starts and takes that
 *     step at once, then autoplays every 5000 ms as usual;
 *   - the player reaches for the strip first (touch, mouse, keyboard focus): swiper is fetched then, and a
 *     swipe begun before it arrived is finished first and then taken as the slide it asked for.
 * Until then the strip's CSS (carousel.css) shows the first banner in swiper's own layout, so nothing moves.
 * A single banner, or a player who asks for less motion, never autoplays: only reaching for it starts it.
 */
import type { BannerBehaviour } from '../../../components/ui/carousel-paging';

type Step = 'next' | 'previous';
type SwiperChunk = typeof import('../../../components/ui/swiper-instance');

/** A horizontal move at least this long, in CSS pixels, made before swiper arrived counts as a swipe. */
const SWIPE_PX = 30;

function point(event: Event): { x: number; y: number } {
  const at = event instanceof MouseEvent ? event : (event as TouchEvent).changedTouches[0];
  return { x: at?.clientX ?? 0, y: at?.clientY ?? 0 };
}

export function startBannersOnDemand(carousel: HTMLElement, behaviour: BannerBehaviour): void {
  let chunk: Promise<SwiperChunk> | undefined;
  let created = false;
  let step: Step | undefined;
  /** Where a press (touch or mouse) began while swiper was not there yet: swiper waits for its release. */
  let pressedAt: { x: number; y: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const create = async () => {
    chunk ??= import('../../../components/ui/swiper-instance');
    const { createCarousel } = await chunk;
    if (created || pressedAt) return;
    created = true;
    clearTimeout(timer);
    observer.disconnect();
    for (const [type, listener] of listeners) carousel.removeEventListener(type, listener);
    createCarousel(carousel, { kind: 'banner', behaviour, firstStep: step });
  };

  const release = (event: Event) => {
    if (!pressedAt) return;
    const end = point(event);
    const [dx, dy] = [end.x - pressedAt.x, end.y - pressedAt.y];
    pressedAt = undefined;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      // Dragging towards the reading start brings the next banner: leftwards, or rightwards on an Urdu page.
      const rtl = getComputedStyle(carousel).direction === 'rtl';
      step = dx < 0 !== rtl ? 'next' : 'previous';
      // A swipe is not a tap on the banner's link (swiper makes the same call once it is there).
      const noClick = (click: Event) => click.preventDefault();
      carousel.addEventListener('click', noClick, { capture: true, once: true });
      setTimeout(() => carousel.removeEventListener('click', noClick, { capture: true }));
    }
    void create();
  };
  const press = (event: Event) => {
    if (created) return;
    pressedAt = point(event);
    // The release may land outside the strip; a mouse press is released on the window.
    const endTypes = event.type === 'mousedown' ? ['mouseup'] : ['touchend', 'touchcancel'];
    for (const type of endTypes) window.addEventListener(type, release, { once: true });
    void create();
  };
  const reach = () => void create();
  // A mouse drag over a banner's link or picture would start the browser's drag and drop instead.
  const noDrag = (event: Event) => event.preventDefault();
  const listeners: [string, EventListener][] = [
    ['touchstart', press],
    ['mousedown', press],
    ['mouseenter', reach],
    ['focusin', reach],
    ['dragstart', noDrag],
  ];
  for (const [type, listener] of listeners)
    carousel.addEventListener(type, listener, { passive: type !== 'dragstart' });

  const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const autoplayMs = calm ? null : behaviour.autoplayMs;
  // The autoplay clock runs from the moment the strip is first seen, as swiper's own would have.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    if (autoplayMs === null) return;
    timer = setTimeout(() => {
      step ??= 'next';
      void create();
    }, autoplayMs);
  });
  observer.observe(carousel);
}
