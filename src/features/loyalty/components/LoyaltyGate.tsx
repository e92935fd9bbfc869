/** What the VIP and rebate pages show before their content: the shared member-page gate with their translations. */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
  children: (t: TFunction) => ReactNode;
}

export function LoyaltyGate({ lang, checkingLabel, children }: Props) {
  // games: the game type names the lobby already translates (games.types.*)
  const t = useTranslations('loyalty', 'account', 'games', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="loyalty.loadFailed"
      retryKey="loyalty.retry"
    >
      {(_member, t) => children(t)}
    </MemberPageGate>
  );
}
