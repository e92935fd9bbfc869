/**
 * Locks page scrolling while a dialog is open and puts the page back exactly where it was on close.
 * Nested dialogs share one lock.
 */
let locks = 0;
let savedScrollY = 0;

export function lockScroll(): () => void {
  if (locks++ === 0) {
    savedScrollY = window.scrollY;
    document.documentElement.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      document.documentElement.style.overflow = '';
      window.scrollTo({ top: savedScrollY, behavior: 'instant' });
    }
  };
}
