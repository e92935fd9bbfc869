/**
 * The member centre's identity-check page: the check's status (and, when rejected, why, in the player's language),
 * which withdrawals wait for it at this merchant, and, until it is approved or while it waits, one file field per
 * document the merchant asks for, each checked when chosen, sent together with a progress bar.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect } from 'react';
import { type KycDocumentKind, type KycState, MAX_KYC_DOCUMENT_BYTES } from '../../../api/calls/kyc/kyc';
import { MemberPageGate } from '../../../components/ui/MemberPageGate';
import { Money } from '../../../components/ui/Money';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { formatNumber } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { pageDates } from '../../../i18n/page-dates';
import { localePath } from '../../../i18n/paths';
import { useTranslations } from '../../../i18n/use-translations';
import { $kyc, chooseFile, loadKyc, submitKyc } from '../stores/kyc';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function VerificationPage({ lang, checkingLabel }: Props) {
  const t = useTranslations('kyc', 'member', 'errors');
  return (
    <MemberPageGate
      lang={lang}
      checkingLabel={checkingLabel}
      t={t}
      loadFailedKey="member.loadFailed"
      retryKey="member.retry"
    >
      {(_member, t) => <Verification t={t} lang={lang} />}
    </MemberPageGate>
  );
}

const STATUS_BADGE: Record<KycState['status'], string> = {
  not_submitted: 'badge-ghost',
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

function Verification({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const { state, loadErrorKey, sent } = useStore($kyc);
  useEffect(() => {
    void loadKyc();
  }, []);

  if (loadErrorKey) {
    return (
      <RetryAlert
        message={`${t('member.loadFailed')} ${t(loadErrorKey)}`}
        retryLabel={t('member.retry')}
        onRetry={() => void loadKyc()}
      />
    );
  }
  if (!state) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm opacity-80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {t('kyc.checkingLabel')}
      </p>
    );
  }
  const canSubmit = state.status === 'not_submitted' || state.status === 'rejected';
  return (
    <div className="grid max-w-xl gap-4">
      <section aria-labelledby="kyc-status" className="grid gap-2 rounded-box bg-base-200 p-4">
        <h2 id="kyc-status" className="flex flex-wrap items-center gap-2 font-semibold text-lg">
          {t('kyc.statusLabel')}
          <span className={`badge ${STATUS_BADGE[state.status]}`}>{t(`kyc.status.${state.status}`)}</span>
        </h2>
        <p>{t(`kyc.statusText.${state.status}`)}</p>
        {state.status === 'rejected' && state.reason && (
          <p>
            <span className="font-semibold">{t('kyc.reasonLabel')}: </span>
            {t(`kyc.reasons.${state.reason}`, { age: formatNumber(state.minimumAge, pageDates(lang).locale) })}
          </p>
        )}
        {sent && (
          <p role="status" className="alert alert-success text-sm">
            {t('kyc.sent')}
          </p>
        )}
        {state.status === 'approved' && (
          <a className="btn btn-primary btn-sm justify-self-start" href={localePath(lang, '/member/withdraw/')}>
            {t('member.responsibleGaming.withdraw')}
          </a>
        )}
      </section>
      <WithdrawalRules t={t} lang={lang} state={state} />
      {canSubmit && <DocumentsForm t={t} lang={lang} state={state} />}
    </div>
  );
}

/** Which withdrawals wait for the check at this merchant, and the minimum age. */
function WithdrawalRules({ t, lang, state }: { t: TFunction; lang: LanguageCode; state: KycState }) {
  const { always, single, cumulative } = state.withdrawals;
  return (
    <ul className="grid list-disc gap-1 ps-5 text-sm">
      {always && <li>{t('kyc.rules.always')}</li>}
      {!always && single !== null && (
        <li>
          {t('kyc.rules.single')} <Money minor={single} lang={lang} className="font-semibold" />
        </li>
      )}
      {!always && cumulative !== null && (
        <li>
          {t('kyc.rules.cumulative')} <Money minor={cumulative} lang={lang} className="font-semibold" />
        </li>
      )}
      <li>{t('kyc.rules.minimumAge', { age: formatNumber(state.minimumAge, pageDates(lang).locale) })}</li>
    </ul>
  );
}

function DocumentsForm({ t, lang, state }: { t: TFunction; lang: LanguageCode; state: KycState }) {
  const { files, fileErrors, progress, submitErrorKey } = useStore($kyc);
  const locale = pageDates(lang).locale;
  const size = formatNumber(MAX_KYC_DOCUMENT_BYTES / (1024 * 1024), locale);
  const busy = progress !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void submitKyc();
  };
  return (
    <form className="grid gap-3" noValidate onSubmit={submit} aria-labelledby="kyc-upload-title">
      <h2 id="kyc-upload-title" className="font-semibold text-lg">
        {t('kyc.submit')}
      </h2>
      <p className="text-sm opacity-80">{t('kyc.intro')}</p>
      {state.documents.map((kind) => (
        <DocumentField
          key={kind}
          t={t}
          kind={kind}
          hint={t(kind === 'selfie' ? 'kyc.photoHint' : 'kyc.fileHint', { size })}
          chosen={files[kind]?.name ?? null}
          errorKey={fileErrors[kind] ?? null}
          disabled={busy}
        />
      ))}
      {busy && (
        <div className="grid gap-1">
          <progress
            className="progress progress-primary w-full"
            aria-label={t('kyc.uploading')}
            value={Math.round(progress * 100)}
            max={100}
          />
          <p role="status" className="text-sm">
            {t('kyc.progress', { percent: `${formatNumber(Math.round(progress * 100), locale)}%` })}
          </p>
        </div>
      )}
      {submitErrorKey && (
        <p role="alert" className="alert alert-error text-sm">
          {t(submitErrorKey)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('kyc.submit')}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  t: TFunction;
  kind: KycDocumentKind;
  hint: string;
  chosen: string | null;
  errorKey: string | null;
  disabled: boolean;
}

function DocumentField({ t, kind, hint, chosen, errorKey, disabled }: FieldProps) {
  const id = `kyc-${kind}`;
  return (
    <div className="grid gap-1">
      <label className="label-text font-semibold" htmlFor={id}>
        {t(`kyc.documents.${kind}`)}
      </label>
      <input
        id={id}
        type="file"
        className={`file-input file-input-bordered w-full ${errorKey ? 'file-input-error' : ''}`}
        accept={kind === 'selfie' ? 'image/jpeg,image/png' : 'image/jpeg,image/png,application/pdf'}
        aria-describedby={`${id}-hint${errorKey ? ` ${id}-error` : ''}`}
        aria-invalid={errorKey ? true : undefined}
        disabled={disabled}
        onChange={(event) => void chooseFile(kind, event.target.files?.[0] ?? null)}
      />
      <span id={`${id}-hint`} className="text-xs opacity-80">
        {hint}
        {chosen && (
          <>
            {' '}
            <bdi dir="auto">{chosen}</bdi>
          </>
        )}
      </span>
      {errorKey && (
        <span id={`${id}-error`} role="alert" className="text-error text-sm">
          {t(errorKey)}
        </span>
      )}
    </div>
  );
}
