/**
 * Which withdrawals wait for an identity check at this merchant (every one, or above a single or cumulative amount),
 * the member's check when it is sent or was rejected, and a link to the upload page. Shown by the withdraw page
 * while the check is not approved; the platform holds withdrawals to the same rule (kyc_required).
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { $identityCheck, identityCheckMatters } from '../stores/identity-check';

export function IdentityCheckNote({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const state = useStore($identityCheck);
  if (!identityCheckMatters(state)) return null;
  const { always, single, cumulative } = state.withdrawals;
  return (
    <section aria-label={t('kyc.goVerify')} className="alert alert-info grid gap-1 text-sm" data-identity-check>
      {always && <p>{t('kyc.rules.always')}</p>}
      {!always && single !== null && (
        <p>
          {t('kyc.rules.single')} <Money minor={single} lang={lang} className="font-semibold" />
        </p>
      )}
      {!always && cumulative !== null && (
        <p>
          {t('kyc.rules.cumulative')} <Money minor={cumulative} lang={lang} className="font-semibold" />
        </p>
      )}
      {state.status !== 'not_submitted' && (
        <p>
          {t('kyc.statusLabel')}: {t(`kyc.status.${state.status}`)}
        </p>
      )}
      {state.status !== 'pending' && (
        <a className="link font-semibold" href={localePath(lang, '/member/verification/')}>
          {t('kyc.goVerify')}
        </a>
      )}
    </section>
  );
}
