/**
 * The swiper chunk (see carousel-swiper.ts): swiper core, its navigation module, the banners' autoplay and the CSS.
 * Options come from the rules in carousel-paging.ts. Swiper reads the page's direction itself, so an
 * Urdu page slides right to left and the "next" arrow moves towards the left.
 */
import Swiper from 'swiper';
import { Navigation } from 'swiper/modules';
import 'swiper/css';
import type { SwiperOptions } from 'swiper/types';
import { startAutoplay } from './banner-autoplay';
import { CAROUSEL_SPACING, PER_VIEW_BREAKPOINTS } from './carousel-paging';
import type { CarouselHandle, CarouselSetup } from './carousel-setup';

function pagingOptions(prev: HTMLButtonElement | null, next: HTMLButtonElement | null): SwiperOptions {
  const [first, ...wider] = PER_VIEW_BREAKPOINTS;
  return {
    modules: [Navigation],
    slidesPerView: first.perView,
    slidesPerGroup: first.perView,
    spaceBetween: CAROUSEL_SPACING,
    speed: 400,
    watchOverflow: true,
    breakpoints: Object.fromEntries(
      wider.map(({ minWidth, perView }) => [minWidth, { slidesPerView: perView, slidesPerGroup: perView }]),
    ),
    navigation: prev && next ? { prevEl: prev, nextEl: next } : false,
  };
}

function bannerOptions({ behaviour }: Extract<CarouselSetup, { kind: 'banner' }>): SwiperOptions {
  return { slidesPerView: 1, loop: behaviour.loop, speed: behaviour.transitionMs };
}

export function createCarousel(root: HTMLElement, setup: CarouselSetup): CarouselHandle {
  const options = setup.kind === 'banner' ? bannerOptions(setup) : pagingOptions(setup.prev, setup.next);
  const swiper = new Swiper(root, options);
  if (setup.kind === 'banner') {
    // Players who ask for less motion get no autoplay; the strip still swipes.
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (setup.behaviour.autoplayMs && !calm) startAutoplay(swiper, root, setup.behaviour.autoplayMs);
    if (setup.firstStep === 'next') swiper.slideNext();
    if (setup.firstStep === 'previous') swiper.slidePrev();
  }
  root.dataset.carouselReady = '';
  return { destroy: () => swiper.destroy(true, true) };
}
