/**
 * The suite's axe: @axe-core/playwright's AxeBuilder, which runs axe in the page itself when no frame of the page is
 * from another origin. Import it in place of the library's:
 *
 *   import AxeBuilder from './support/axe';
 *
 * Why: by default the library runs axe in parts (runPartial in each frame) and finishes the run in a blank page it
 * opens for it, which costs a new renderer and a second compile of axe's 0.6 MB script on every audit. Its
 * "legacy" mode runs axe.run in the page, which audits the page and its same-origin frames alike, and leaves out
 * frames from other origins only: on the agent centre's pages it found the same violations and passes in a third
 * to two thirds of the time (2026-12-06). A page with a frame from another origin is audited the library's default way.
 */
import { AxeBuilder as LibraryAxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Whether a frame of `page` comes from another origin than the page (about:blank and srcdoc frames share it). */
function hasForeignFrame(page: Page): boolean {
  const own = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== own;
  });
}

export default class AxeBuilder extends LibraryAxeBuilder {
  private readonly audited: Page;

  constructor(options: { page: Page }) {
    super(options);
    this.audited = options.page;
  }

  override analyze(): ReturnType<LibraryAxeBuilder['analyze']> {
    this.setLegacyMode(!hasForeignFrame(this.audited));
    return super.analyze();
  }
}
