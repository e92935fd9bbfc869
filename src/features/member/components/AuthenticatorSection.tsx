/**
 * The authenticator app ("Google code") in the security centre (stores/authenticator.ts): whether it is on and how
 * many recovery codes are left; setting it up (password, then the QR code and the key as text, then a first code);
 * the recovery codes once; turning it off with a code or the password. Codes and keys are left-to-right in every
 * language.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import {
  $authenticator,
  $authenticatorFlow,
  $authenticatorLoadFailed,
  closeRecoveryCodes,
  confirmAuthenticator,
  disableAuthenticator,
  loadAuthenticator,
  startAuthenticator,
} from '../stores/authenticator';
import { FormField } from './FormField';

export function AuthenticatorSection({ t }: { t: TFunction }) {
  const status = useStore($authenticator);
  const loadFailed = useStore($authenticatorLoadFailed);
  const flow = useStore($authenticatorFlow);
  useEffect(() => {
    void loadAuthenticator();
  }, []);
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-authenticator-title">
      <div className="card-body gap-3">
        <h2 id="member-authenticator-title" className="font-semibold text-lg">
          {t('security.authenticator.title')}
        </h2>
        <p className="text-sm opacity-90">{t('security.authenticator.intro')}</p>
        {loadFailed && (
          <RetryAlert
            message={t('security.authenticator.loadFailed')}
            retryLabel={t('member.retry')}
            onRetry={() => void loadAuthenticator()}
          />
        )}
        {status === null && !loadFailed && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {flow.doneKey && (
          <p role="status" className="alert alert-success text-sm">
            {t(flow.doneKey)}
          </p>
        )}
        {flow.recoveryCodes && <RecoveryCodes t={t} codes={flow.recoveryCodes} />}
        {status && !flow.recoveryCodes && (
          <>
            <p className="font-medium text-sm">
              {status.enrolled
                ? t('security.authenticator.on', { count: status.recoveryCodesLeft })
                : t('security.authenticator.off')}
            </p>
            {status.enrolled ? <DisableForm t={t} /> : flow.enrolment ? <ConfirmForm t={t} /> : <StartForm t={t} />}
          </>
        )}
      </div>
    </section>
  );
}

function FormError({ t, errorKey }: { t: TFunction; errorKey: string | null }) {
  if (!errorKey) return null;
  return (
    <p role="alert" className="alert alert-error text-sm">
      {t(errorKey)}
    </p>
  );
}

function Submit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}

function StartForm({ t }: { t: TFunction }) {
  const flow = useStore($authenticatorFlow);
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await startAuthenticator(password)) setPassword('');
  }
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-label={t('security.authenticator.start')}>
      <FormField
        label={t('security.authenticator.password')}
        hint={t('security.authenticator.passwordHint')}
        type="password"
        value={password}
        onChange={setPassword}
        error={flow.passwordError ? t(flow.passwordError) : null}
        maxLength={128}
        autoComplete="current-password"
      />
      <FormError t={t} errorKey={flow.errorKey} />
      <Submit busy={flow.busy} label={t('security.authenticator.start')} />
    </form>
  );
}

function ConfirmForm({ t }: { t: TFunction }) {
  const flow = useStore($authenticatorFlow);
  const [code, setCode] = useState('');
  const enrolment = flow.enrolment;
  if (!enrolment) return null;
  async function submit(event: FormEvent) {
    event.preventDefault();
    await confirmAuthenticator(code);
  }
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-label={t('security.authenticator.confirm')}>
      <p className="text-sm">{t('security.authenticator.scan')}</p>
      <img
        src={enrolment.totpQr}
        alt={t('security.authenticator.qrAlt')}
        width={180}
        height={180}
        className="rounded-box bg-white p-2"
      />
      <FormField
        label={t('security.authenticator.secret')}
        value={enrolment.totpSecret}
        readOnly
        dir="ltr"
        // 32 characters: small enough to be seen whole on a 360 px phone.
        className="font-mono text-xs"
      />
      <FormField
        label={t('security.authenticator.code')}
        value={code}
        onChange={setCode}
        error={flow.codeError ? t(flow.codeError) : null}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
      />
      <FormError t={t} errorKey={flow.errorKey} />
      <Submit busy={flow.busy} label={t('security.authenticator.confirm')} />
    </form>
  );
}

function RecoveryCodes({ t, codes }: { t: TFunction; codes: string[] }) {
  return (
    <div className="grid gap-2 rounded-box bg-base-100 p-3">
      <h3 className="font-medium">{t('security.authenticator.recoveryTitle')}</h3>
      <p className="text-sm">{t('security.authenticator.recoveryIntro')}</p>
      <ul
        className="grid grid-cols-2 gap-1 font-mono text-sm"
        dir="ltr"
        aria-label={t('security.authenticator.recoveryTitle')}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn btn-primary btn-sm" onClick={closeRecoveryCodes}>
          {t('security.authenticator.recoveryDone')}
        </button>
      </div>
    </div>
  );
}

function DisableForm({ t }: { t: TFunction }) {
  const flow = useStore($authenticatorFlow);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await disableAuthenticator(code, password)) {
      setCode('');
      setPassword('');
    }
  }
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-labelledby="member-authenticator-off">
      <h3 id="member-authenticator-off" className="font-medium">
        {t('security.authenticator.disableTitle')}
      </h3>
      <p className="text-sm">{t('security.authenticator.disableHint')}</p>
      <FormField
        label={t('security.authenticator.disableCode')}
        value={code}
        onChange={setCode}
        error={flow.codeError ? t(flow.codeError) : null}
        autoComplete="one-time-code"
        maxLength={12}
        dir="ltr"
      />
      <FormField
        label={t('security.authenticator.password')}
        type="password"
        value={password}
        onChange={setPassword}
        error={flow.passwordError ? t(flow.passwordError) : null}
        maxLength={128}
        autoComplete="current-password"
      />
      <FormError t={t} errorKey={flow.errorKey} />
      <Submit busy={flow.busy} label={t('security.authenticator.disable')} />
    </form>
  );
}
