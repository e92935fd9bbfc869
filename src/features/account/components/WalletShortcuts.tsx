/**
 * The header's deposit and withdraw shortcuts, to the member centre's money pages: buttons in the
 * member bar from the sm breakpoint, the first items of the member menu below it (WalletShortcutItems).
 */
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import type { MemberBarLabels } from '../member-bar-labels';

const SHORTCUTS = [
  { id: 'deposit', path: '/member/depositv2/', className: 'btn-primary' },
  {
    id: 'withdraw',
    path: '/member/withdraw/',
    className: 'btn-outline border-neutral-content/40 text-neutral-content',
  },
] as const;

export function WalletShortcuts({ labels, lang }: { labels: MemberBarLabels; lang: LanguageCode }) {
  return (
    <div className="hidden items-center gap-1 sm:flex">
      {SHORTCUTS.map((shortcut) => (
        <a
          key={shortcut.id}
          href={localePath(lang, shortcut.path)}
          className={`btn btn-sm rounded-full px-3 ${shortcut.className}`}
        >
          {labels[shortcut.id]}
        </a>
      ))}
    </div>
  );
}

/** The same shortcuts as member-menu items, shown on phones only. */
export function WalletShortcutItems({ labels, lang }: { labels: MemberBarLabels; lang: LanguageCode }) {
  return (
    <>
      {SHORTCUTS.map((shortcut) => (
        <li key={shortcut.id} className="sm:hidden">
          <a href={localePath(lang, shortcut.path)} className="font-semibold">
            {labels[shortcut.id]}
          </a>
        </li>
      ))}
    </>
  );
}
