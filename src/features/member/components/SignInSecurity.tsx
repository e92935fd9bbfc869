/**
 * The security centre's sign-in sections on a page of their own, the agent centre's security page
 * (/agentHome/securityCenter/): passkeys, the authenticator app (enrol with its recovery codes, turn off) and linked
 * sign-in providers, the very components and stores of the member centre's /member/ page, behind the same gate.
 */

import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { AuthenticatorSection } from './AuthenticatorSection';
import { PasskeysSection } from './PasskeysSection';
import { SignInProvidersSection } from './SignInProvidersSection';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
}

export default function SignInSecurity({ lang, checkingLabel }: Props) {
  const t = useTranslations('member', 'security', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="member.loadFailed"
      retryKey="member.retry"
    >
      {(_member, t) => (
        <div className="grid max-w-3xl gap-4">
          <PasskeysSection t={t} />
          <AuthenticatorSection t={t} />
          <SignInProvidersSection t={t} />
        </div>
      )}
    </MemberPageGate>
  );
}
