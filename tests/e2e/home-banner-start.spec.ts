/**
 * The home banner strip fetches swiper only when it first needs it (src/features/home/banners/banner-start.ts):
 * a player who reaches for the strip before the first autoplay step still gets the slide they swiped to,
 * forwards towards the reading start, so rightwards on an Urdu page. Reduced motion turns autoplay off, so
 * only the swipe can start the strip here. (The autoplay step itself: home-storefront.spec.ts.)
 */
import { expect, test } from './fixtures';

test.use({ popups: 'dismissed' });

for (const [prefix, towards] of [
  ['', -1],
  ['/ur', 1],
] as const) {
  test(`a swipe on the banner strip before swiper arrives shows the next banner (${prefix || '/'})`, async ({
    page,
    sites,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${sites.pakistan}${prefix}/`);
    const carousel = page.locator('[data-banner-carousel]');
    const slides = carousel.locator('[data-banner-id]');
    await expect(slides.nth(1)).toBeAttached();
    // Nothing but the player starts it: no autoplay under reduced motion.
    await expect(carousel).not.toHaveAttribute('data-carousel-ready');
    const ids = await slides.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-banner-id')));

    const box = await carousel.boundingBox();
    if (!box) throw new Error('the banner strip has no box');
    // Across 60% of the strip: more than half a banner, so swiper takes it as a swipe also when it is there
    // already and the move is slow (its long-swipe rule).
    const y = box.y + box.height / 2;
    const from = box.x + box.width * (0.5 - towards * 0.3);
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(from + towards * box.width * 0.6, y, { steps: 8 });
    await page.mouse.up();

    await expect(carousel).toHaveAttribute('data-carousel-ready', '');
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('data-banner-id', ids[1] ?? '');
  });
}
