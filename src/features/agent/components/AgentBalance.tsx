/**
 * The agent's own main-wallet balance, as the player's header shows it: loaded once, then kept current by the
 * session event stream (a transfer, a deposit approved, a salary paid) and by the answer of the agent's own
 * transfer. Announced politely when it changes.
 */
import { useStore } from '@nanostores/react';
import { majorToMinor } from '../../../api/calls/money/amounts';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import { $balance } from '../../../stores/balance';

export function AgentBalance({ lang }: { lang: LanguageCode }) {
  const { amount } = useStore($balance);
  return (
    // A live region without the status role: a page's own status messages stay the only ones it has.
    <span aria-live="polite" aria-atomic="true" className="font-semibold tabular-nums" data-agent-balance>
      {amount === null ? <span aria-hidden="true">…</span> : <Money minor={majorToMinor(amount)} lang={lang} />}
    </span>
  );
}
