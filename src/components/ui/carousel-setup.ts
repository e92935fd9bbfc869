/** What a carousel is started with (carousel-swiper.ts) and what it answers; shared by the swiper chunk. */
import type { BannerBehaviour } from './carousel-paging';

export type CarouselSetup =
  | {
      kind: 'banner';
      behaviour: BannerBehaviour;
      /** A slide that was due before swiper arrived (the first autoplay step, a swipe): taken at once. */
      firstStep?: 'next' | 'previous';
    }
  | { kind: 'paging'; prev: HTMLButtonElement | null; next: HTMLButtonElement | null };

export interface CarouselHandle {
  destroy(): void;
}
