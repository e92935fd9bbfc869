/** What a carousel is started with (carousel-swiper.ts) and what it answers; shared by the swiper chunk. */
import type { BannerBehaviour } from './carousel-paging';

export type CarouselSetup =
  | { kind: 'banner'; behaviour: BannerBehaviour }
  | { kind: 'paging'; prev: HTMLButtonElement | null; next: HTMLButtonElement | null };

export interface CarouselHandle {
  destroy(): void;
}
