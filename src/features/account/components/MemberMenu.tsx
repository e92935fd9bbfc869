/**
 * The member menu: a disclosure button with the nickname and the unread badge, opening a list of
 * links and the sign-out action. Escape, a click outside or leaving it with Tab closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { openDialog } from '../../../stores/dialogs';
import type { MemberBarLabels } from '../member-bar-labels';
import { fill, unreadText, vipBadgeText } from '../member-bar-text';
import type { MemberMenuItem } from '../member-menu';
import { AccountIcon } from './AccountIcon';
import { MaskBalanceItem } from './BalanceChip';
import { WalletShortcutItems } from './WalletShortcuts';

interface Props {
  labels: MemberBarLabels;
  lang: LanguageCode;
  nickname: string;
  /** The member's VIP level (public state vipLabelName), linking to the VIP page. */
  vipLabel: string | null;
  unread: number;
  items: MemberMenuItem[];
}

export function MemberMenu({ labels, lang, nickname, vipLabel, unread, items }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Tabbing out of the menu closes it too.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const unreadLabel = unread > 0 ? unreadText(labels, lang, unread) : '';
  const label = [fill(labels.menuFor, nickname), unreadLabel].filter(Boolean).join(', ');

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-sm gap-1 px-1.5 text-neutral-content sm:px-2"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        <span className="relative">
          <AccountIcon name="user" />
          {unread > 0 && (
            // The count is drawn from data-count (CSS content), not written as text: the button's name already
            // says it, and a number in front of the visible nickname would break label-in-name (WCAG 2.5.3).
            <span
              className="badge badge-error badge-xs absolute -top-2 -end-2.5 min-w-4 px-1 font-bold after:content-[attr(data-count)]"
              aria-hidden="true"
              data-unread-badge
              data-count={unread > 99 ? '99+' : String(unread)}
            />
          )}
        </span>
        {/* dir=auto: a Latin nickname on an Urdu page reads, and is cut, left to right. */}
        <span dir="auto" className="hidden max-w-28 truncate sm:inline" aria-hidden="true">
          {nickname}
        </span>
        <AccountIcon name="chevron" className={`hidden sm:block ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-1 w-56 rounded-box bg-base-100 p-2 text-base-content shadow-lg"
      >
        <p dir="auto" className="truncate px-3 py-1 font-semibold text-sm">
          {nickname}
        </p>
        {vipLabel && (
          <a href={localePath(lang, '/member/vip/')} className="badge badge-accent badge-sm mx-3 mb-1" data-vip-level>
            {vipBadgeText(labels, vipLabel)}
          </a>
        )}
        {unreadLabel && (
          // The unread count leads to the inbox (member centre messageV2).
          <a href={localePath(lang, '/member/messageV2/')} className="link-hover block px-3 pb-1 text-error text-xs">
            {unreadLabel}
          </a>
        )}
        <ul className="menu w-full p-0">
          <WalletShortcutItems labels={labels} lang={lang} />
          <MaskBalanceItem labels={labels} />
          {items.map((item) => (
            <li key={item.id}>
              {item.path ? (
                <a href={localePath(lang, item.path)}>{labels.menu[item.id]}</a>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    openDialog('logout');
                  }}
                >
                  {labels.menu[item.id]}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
