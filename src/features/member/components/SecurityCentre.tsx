/**
 * /member: the member centre's default page, my account (securityCenter). Its static HTML says it
 * is checking the session; the app island starts the session (a ?token= query signs in), then this island
 * shows the member's account, avatar, password action, passkeys, linked sign-in providers, bound mobile number and
 * e-mail, personal details, nickname and messaging ids, transaction password, payout accounts and recent sign-ins, or a
 * trial user's notice. A visitor, or a token
 * the platform no longer knows, goes to /login (the layout's route guard already catches a missing token).
 */
import { useStore } from '@nanostores/react';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import type { LanguageCode } from '../../../i18n/languages';
import { useTranslations } from '../../../i18n/use-translations';
import { $isAgent, $isTrial } from '../../../stores/session';
import { memberKind } from '../member-kind';
import { AccountDetails } from './AccountDetails';
import { AuthenticatorSection } from './AuthenticatorSection';
import { AvatarPicker } from './AvatarPicker';
import { BindingsSection } from './BindingsSection';
import { ContactsSection } from './ContactsSection';
import { PasskeysSection } from './PasskeysSection';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { PayoutAccountsSection } from './PayoutAccountsSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';
import { SignInHistorySection } from './SignInHistorySection';
import { SignInProvidersSection } from './SignInProvidersSection';
import { TrialSection } from './TrialSection';

interface Props {
  lang: LanguageCode;
  /** Server-translated: shown in the static HTML until the member is known. */
  checkingLabel: string;
}

export default function SecurityCentre({ lang, checkingLabel }: Props) {
  const t = useTranslations('member', 'money', 'security', 'errors');
  const isAgent = useStore($isAgent);
  const isTrial = useStore($isTrial);
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="member.loadFailed"
      retryKey="member.retry"
    >
      {(member, t) => (
        <div className="grid max-w-3xl gap-4">
          <AccountDetails t={t} member={member} kind={memberKind({ isTrial, isAgent })} />
          {isTrial ? (
            <TrialSection t={t} />
          ) : (
            <>
              <AvatarPicker key={member.id} t={t} member={member} />
              <SecuritySection t={t} />
              <PasskeysSection t={t} />
              <AuthenticatorSection t={t} />
              <SignInProvidersSection t={t} />
              <BindingsSection t={t} />
              <ProfileSection t={t} />
              <ContactsSection lang={lang} />
              <PaymentPasswordSection t={t} />
              <PayoutAccountsSection t={t} lang={lang} />
              <SignInHistorySection t={t} />
            </>
          )}
        </div>
      )}
    </MemberPageGate>
  );
}
