import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on a narrow phone (a wide table), named by an element inside it (the table's
 * caption) and focusable, which is how a keyboard scrolls it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll (see above)
    <section className="overflow-x-auto" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
