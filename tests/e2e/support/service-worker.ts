/**
 * Waits on the site's service worker (src/features/pwa) from a page, for the PWA browser tests: the browser
 * suite blocks service workers (playwright.config.ts); these tests allow them.
 */
import { expect, type Page } from '@playwright/test';

/** Resolves once a worker controls the page and keeps the page itself (its first install asked it to). */
export async function pageKept(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const kept = await (await caches.open('pages')).keys();
        return kept.some((request) => new URL(request.url).pathname === location.pathname);
      }),
    )
    .toBe(true);
}
