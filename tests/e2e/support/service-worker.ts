/**
 * Waits on the site's service worker (src/features/pwa) from a page, for the PWA browser tests: the browser
 * suite blocks service workers (playwright.config.ts); these tests allow them.
 */
import type { Page } from '@playwright/test';

/** Resolves once a worker controls the page and keeps the page itself (its first install asked it to). */
export async function pageKept(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const cache = await caches.open('pages');
    return (await cache.keys()).some((request) => new URL(request.url).pathname === location.pathname);
  });
}
