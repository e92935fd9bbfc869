/** How far a page sticks out of a phone's viewport, for the phone-width browser tests. */
import type { Page } from '@playwright/test';

/** The page's width beyond the viewport once its fonts are in, and what sticks out, for the report. */
export async function overflow(page: Page): Promise<string | null> {
  // One round trip: the fonts are awaited inside the page.
  return page.evaluate(async () => {
    await document.fonts.ready;
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Name the innermost boxes that stick out, leaving out what is fixed or inside a clipping scroller.
    const outside = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && (box.right > root.clientWidth + 0.5 || box.left < -0.5);
    };
    const contained = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed' || style.overflowX !== 'visible') return true;
      }
      return getComputedStyle(el).position === 'fixed';
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => outside(el) && !contained(el) && ![...el.children].some(outside))
      .slice(0, 3)
      .map(
        (el) => `<${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return `${root.scrollWidth} px wide: ${culprits.join('; ')}`;
  });
}
