/**
 * Keeps the keyboard inside a dialog shown without showModal() (show-over-page.ts): Tab and Shift+Tab move between
 * its shown links and buttons and wrap around, never to the page behind, and Escape closes it (`onEscape`). Such
 * dialogs hold links and buttons only (the popup's operator HTML is sanitised to plain HTML without form controls).
 */
export function trapFocus(container: HTMLElement, signal: AbortSignal, onEscape: () => void): void {
  container.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab' && event.key !== 'Escape') return;
      event.preventDefault();
      if (event.key === 'Escape') return onEscape();
      const controls = [...container.querySelectorAll<HTMLElement>('a[href]:not([hidden]),button:not([hidden])')];
      const at = controls.indexOf(document.activeElement as HTMLElement);
      const count = controls.length;
      controls[at < 0 ? (event.shiftKey ? count - 1 : 0) : (at + (event.shiftKey ? count - 1 : 1)) % count]?.focus();
    },
    { signal },
  );
}
