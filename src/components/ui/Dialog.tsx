/**
 * The portal's dialog: a native modal <dialog>, so focus stays inside and the page behind is
 * inert; labelled by its title; Escape closes it (unless the dialog must be answered); a click outside
 * never does. Background scrolling is locked and restored, the box can be dragged by its title bar on
 * devices with a mouse, and it fills a phone's width.
 */
import { type PointerEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { lockScroll } from './scroll-lock';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name of the close button, translated by the caller. */
  closeLabel: string;
  /** By default a dialog shows its close button. A forced step (e.g. password change) hides it. */
  showClose?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-md', lg: 'sm:max-w-3xl' } as const;

export function Dialog({ open, title, onClose, children, closeLabel, showClose = true, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const drag = useRef<{ x: number; y: number; dx: number; dy: number } | null>(null);
  const offset = useRef({ x: 0, y: 0 });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const release = lockScroll();
    dialog.showModal();
    return () => {
      dialog.close();
      release();
      offset.current = { x: 0, y: 0 };
      if (box.current) box.current.style.translate = '';
    };
  }, [open]);

  function startDrag(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse' || (event.target as Element).closest('button')) return;
    drag.current = { x: event.clientX, y: event.clientY, dx: offset.current.x, dy: offset.current.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function moveDrag(event: PointerEvent<HTMLElement>) {
    if (!drag.current || !box.current) return;
    offset.current = {
      x: drag.current.dx + event.clientX - drag.current.x,
      y: drag.current.dy + event.clientY - drag.current.y,
    };
    box.current.style.translate = `${offset.current.x}px ${offset.current.y}px`;
  }

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // React state decides whether the dialog is open
        if (showClose) onClose();
      }}
    >
      <div ref={box} className={`modal-box max-h-[90dvh] w-full ${SIZES[size]}`}>
        <header
          className="-mx-6 -mt-6 mb-4 flex cursor-default items-center gap-2 border-base-300 border-b px-6 py-3 sm:cursor-move"
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={() => {
            drag.current = null;
          }}
        >
          <h2 id={titleId} className="flex-1 font-bold text-lg">
            {title}
          </h2>
          {showClose && (
            <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-label={closeLabel} onClick={onClose}>
              <svg
                width="18"
                height="18"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}
