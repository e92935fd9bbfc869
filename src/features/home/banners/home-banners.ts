/**
 * Fills the home banner strip (HomeBanners.astro) with the w_home banners of the page's language and
 * starts its carousel when it is first needed (banner-start.ts). The first banner's picture loads at once
 * (it is the first thing a player sees), the others lazily. A banner's title is its text (and a link's name); the picture is decoration.
 * On failure the strip keeps its empty frame: banners are an offer, never in the way of the page.
 */
import { platformValue } from '../../../api/platform-value';
import { bannerBehaviour } from '../../../components/ui/carousel-paging';
import { prepareCdnImages, showCdnImage } from '../../../components/ui/cdn-image';
import { bannerLink } from './banner-link';
import { startBannersOnDemand } from './banner-start';

interface HomeBanner {
  id: number;
  title: string;
  url: string;
  linkageType: string;
  linkageUrl: string | null;
}

function readBanners(value: unknown): HomeBanner[] {
  const list = (value as { banners?: { w_home?: unknown } } | null)?.banners?.w_home;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is HomeBanner =>
      typeof item?.id === 'number' &&
      typeof item.title === 'string' &&
      typeof item.url === 'string' &&
      typeof item.linkageType === 'string' &&
      (item.linkageUrl === null || typeof item.linkageUrl === 'string'),
  );
}

function slide(banner: HomeBanner, index: number, langPrefix: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'swiper-slide relative';
  item.dataset.bannerId = String(banner.id);
  const link = bannerLink(banner, langPrefix);
  const holder = link ? document.createElement('a') : document.createElement('div');
  holder.className = 'block h-full w-full';
  if (link && holder instanceof HTMLAnchorElement) {
    holder.href = link.href;
    if (link.external) {
      holder.target = '_blank';
      holder.rel = 'noopener noreferrer';
    }
  }
  const image = document.createElement('img');
  showCdnImage(image, banner.url); // from the visit's CDN image hosts
  image.alt = '';
  image.width = 1200;
  image.height = 400;
  image.decoding = 'async';
  image.loading = index === 0 ? 'eager' : 'lazy';
  image.className = 'h-full w-full rounded-box object-cover';
  const title = document.createElement('span');
  // dir=auto: an operator's Latin title on an Urdu page still reads left to right.
  title.dir = 'auto';
  title.className =
    'absolute inset-x-0 bottom-0 rounded-b-box bg-gradient-to-t from-black/70 to-transparent px-4 pt-6 pb-3 font-semibold text-sm text-white sm:text-xl';
  title.textContent = banner.title;
  holder.append(image, title);
  item.append(holder);
  return item;
}

async function fill(root: HTMLElement): Promise<void> {
  const carousel = root.querySelector<HTMLElement>('[data-banner-carousel]');
  const track = root.querySelector<HTMLElement>('[data-banner-track]');
  if (!carousel || !track) return;
  prepareCdnImages(); // the pictures come from the visit's image hosts: ask for them with the banners
  const banners = readBanners(
    await platformValue('/wps/relay/announcements', {
      types: 'B',
      platform: 'W',
      language: root.dataset.language ?? '',
    }),
  );
  if (!banners.length) return;
  const langPrefix = document.documentElement.dataset.langPrefix ?? '';
  track.replaceChildren(...banners.map((banner, index) => slide(banner, index, langPrefix)));
  root.dataset.bannerCount = String(banners.length);
  startBannersOnDemand(carousel, bannerBehaviour(banners.length));
}

for (const root of document.querySelectorAll<HTMLElement>('[data-home-banners]')) {
  fill(root).catch(() => undefined);
}
