/**
 * The popup dialog's markup as Popups.astro renders it (labels in English), for jsdom tests of
 * popup-dialog.ts and its callers. jsdom has no dialog behaviour: show, showModal and close just set `open`.
 */
export function installPopupDialog(): HTMLDialogElement {
  HTMLDialogElement.prototype.show ??= function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  document.body.innerHTML = `
    <dialog data-popups data-language="EN" data-counter="{current} of {total}">
      <h2 data-popup-title></h2>
      <button type="button" aria-label="Close" data-popup-close></button>
      <div data-popup-content></div>
      <p data-popup-counter hidden></p>
      <button type="button" data-popup-next hidden>Next</button>
      <button type="button" data-popup-done hidden>Got it</button>
      <button type="button" data-popup-register hidden>Register now</button>
      <a data-popup-promotion hidden>See the offer</a>
    </dialog>`;
  return document.querySelector('dialog') as HTMLDialogElement;
}

/** A popup as the platform answers it. */
export const popup = (id: number, execution: 'A' | 'B' | 'F', extra: Record<string, unknown> = {}) => ({
  id,
  execution,
  title: `t${id}`,
  content: `<p>${id}</p>`,
  action: null,
  link: null,
  ...extra,
});

/** Names the visible buttons and links of the dialog (what a player can press). */
export function visibleControls(dialog: HTMLDialogElement): string[] {
  return [...dialog.querySelectorAll<HTMLElement>('button, a')]
    .filter((element) => !element.hidden)
    .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
}
