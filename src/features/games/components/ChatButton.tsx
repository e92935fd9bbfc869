import type { Game } from '../../../api/calls/games/game';
import { ICONS } from '../../../components/ui/icon-paths';
import { useTranslations } from '../../../i18n/use-translations';
import { requireMemberAfterSignIn } from '../../../stores/access';
import { openLiveChat } from '../tables';

interface Props {
  game: Game;
}

/**
 * The Chat button of a live table that has hosts, under the favourite star: it opens the
 * table's hosts and chat (LiveChatDialog). The chat is for members: a visitor gets the login dialog, a trial
 * user the register warning (the access guard). Its texts are the tables namespace, loaded once a page shows
 * such a table (the button appears with them).
 */
export function ChatButton({ game }: Props) {
  const t = useTranslations('tables');
  if (!t) return null;
  const label = t('tables.chat.button', { table: game.displayName });
  return (
    <button
      type="button"
      className="btn btn-circle btn-xs absolute top-8 end-1 border-0 bg-base-100/80 text-base-content"
      aria-label={label}
      title={label}
      onClick={() => void requireMemberAfterSignIn().then((member) => member && openLiveChat(game))}
    >
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        // A fixed path from the icon table, never data from the platform.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup from icon-paths.ts
        dangerouslySetInnerHTML={{ __html: ICONS.chat }}
      />
    </button>
  );
}
