/**
 * Shows popups in the page's popup dialog (Popups.astro), one at a time with a counter, in plain DOM so a
 * visitor's first page needs no React: the visitors' script and the app island (for signed-in players) both
 * use it. The popup's call to action is its main button: register opens the registration dialog, promotion
 * goes to the promotion's page. Closing (the close button, Escape, "Got it" or the action) ends the run;
 * `onClose` records that this audience's popups are done for the session. The content is operator HTML, shown
 * as the operator sanitiser returns it (the browser's own Sanitizer, or DOMPurify loaded now where there is none).
 */
import { loadSanitizer } from '../../../components/ui/operator-sanitizer';
import { showOverPage } from '../../../components/ui/show-over-page';
import { isRtl } from '../../../i18n/bidi';
import { openDialog } from '../../../stores/dialogs';
import { nextTask } from './next-task';
import type { PopupItem } from './popup-reading';

/** The page's popup dialog; null on pages without popups (the agent portal, system pages). */
export function popupDialogElement(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[data-popups]');
}

function part<T extends HTMLElement>(dialog: HTMLDialogElement, name: string): T {
  const element = dialog.querySelector<T>(`[data-popup-${name}]`);
  if (!element) throw new Error(`the popup dialog has no data-popup-${name} element`);
  return element;
}

export async function showPopupDialog(
  dialog: HTMLDialogElement,
  popups: PopupItem[],
  onClose: () => void,
): Promise<void> {
  if (!popups.length || dialog.open) return;
  const sanitizeHtml = await loadSanitizer();
  await nextTask();
  if (dialog.open) return;
  const title = part(dialog, 'title');
  const content = part(dialog, 'content');
  const counter = part(dialog, 'counter');
  const register = part<HTMLButtonElement>(dialog, 'register');
  const promotion = part<HTMLAnchorElement>(dialog, 'promotion');
  const next = part<HTMLButtonElement>(dialog, 'next');
  const done = part<HTMLButtonElement>(dialog, 'done');
  const prefix = document.documentElement.dataset.langPrefix ?? '';
  const listening = new AbortController();
  let index = 0;

  const render = () => {
    const popup = popups[index];
    if (!popup) return;
    const last = index === popups.length - 1;
    title.textContent = popup.title;
    content.innerHTML = sanitizeHtml(popup.content, { isolateLtr: isRtl() });
    counter.hidden = popups.length < 2;
    counter.textContent = (dialog.dataset.counter ?? '')
      .replace('{current}', String(index + 1))
      .replace('{total}', String(popups.length));
    register.hidden = popup.action !== 'register';
    promotion.hidden = popup.action !== 'promotion';
    if (popup.action === 'promotion' && popup.link) promotion.href = `${prefix}${popup.link}`;
    next.hidden = last;
    done.hidden = !last;
    // The action is the main button when there is one; "Next" / "Got it" step back beside it.
    for (const button of [next, done]) {
      button.classList.toggle('btn-primary', popup.action === null);
      button.classList.toggle('btn-ghost', popup.action !== null);
    }
  };
  const close = () => {
    listening.abort();
    dialog.close();
    onClose();
  };
  const on = (target: EventTarget, type: string, handler: (event: Event) => void) =>
    target.addEventListener(type, handler, { signal: listening.signal });

  on(part(dialog, 'close'), 'click', close);
  on(done, 'click', close);
  on(next, 'click', () => {
    index += 1;
    render();
    (next.hidden ? done : next).focus();
  });
  on(register, 'click', () => {
    close();
    openDialog('register');
  });
  // The link navigates; the popups are done either way.
  on(promotion, 'click', close);
  render();
  await nextTask();
  if (dialog.open) return listening.abort();
  showOverPage(dialog, { signal: listening.signal, onEscape: close });
}
