/**
 * What the page's islands have hydrated. Astro drops an island's `ssr` attribute once its component is live, so a
 * control found through `hydrated(scope)` answers a click: no click is lost on server-rendered markup, and no test
 * needs a click-until-it-works loop.
 *
 *   await hydrated(page.getByRole('main')).getByRole('button', { name: /Play$/ }).first().click();
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { message } from './messages';

export const hydrated = (scope: Page | Locator): Locator => scope.locator('astro-island:not([ssr])');

/**
 * Waits until a page opened with a sign-in link has its session: the member bar (in the page's language) shows once
 * the link's code was exchanged, so the next click acts for the player, not for a visitor.
 */
export async function signedIn(page: Page, lang: string): Promise<void> {
  await expect(page.getByRole('region', { name: message(lang, 'account.bar.label') })).toBeVisible();
}
