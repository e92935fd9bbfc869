/**
 * Opens a <dialog> as a modal without showModal(). showModal() makes every other element of the page inert, which
 * restyles the whole page: a long task just as the dialog appears, on a phone's first screen too (a first visit's
 * popup, the region select for a visitor from elsewhere). Instead the dialog is shown: daisyUI's modal covers the
 * page (fixed, full screen, above everything) and locks the root's scrolling while it is open (global.css); its
 * markup says it is modal (aria-modal="true"); and trapFocus keeps the keyboard inside it, Escape closing it.
 * The keyboard trap ends when the dialog closes, or earlier with `signal`.
 */
import { trapFocus } from './focus-trap';

export function showOverPage(
  dialog: HTMLDialogElement,
  { signal, onEscape = () => dialog.close() }: { signal?: AbortSignal; onEscape?: () => void } = {},
): void {
  const open = new AbortController();
  dialog.addEventListener('close', () => open.abort(), { once: true, signal: open.signal });
  signal?.addEventListener('abort', () => open.abort(), { once: true, signal: open.signal });
  trapFocus(dialog, open.signal, onEscape);
  dialog.show();
}
