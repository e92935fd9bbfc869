import { type ReactNode, useEffect, useRef } from 'react';
import { followScrollCue } from './scroll-cue';

/**
 * The box every wide table sits in: it scrolls sideways on a narrow phone, and its scrollable edge fades (the scroll
 * cue, global.css `[data-scroll-cue]`), so a table cut at the phone's edge says there is more, at the left in Urdu.
 * Named by an element inside it (the table's caption, `labelledBy`) or by `label`, and focusable, which is how a
 * keyboard scrolls it (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({
  labelledBy,
  label,
  children,
}: {
  children: ReactNode;
} & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never })) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => (box.current ? followScrollCue(box.current) : undefined), []);
  return (
    <section
      ref={box}
      className="overflow-x-auto"
      aria-labelledby={labelledBy}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll (see above)
      tabIndex={0}
      data-scroll-cue
    >
      {children}
    </section>
  );
}
