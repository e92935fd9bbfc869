/**
 * Passkeys in the security centre (stores/passkeys.ts): the member's passkeys with when each was added and last used,
 * a form to add one (a name and the password, then the browser's prompt), and removal after a confirmation dialog.
 * Where the browser cannot use passkeys the section says so instead of offering a form that cannot work.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import { PASSKEY_NAME_MAX, type PasskeySummary } from '../../../api/calls/passkeys';
import { Dialog } from '../../../components/ui/Dialog';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import { pageLanguage } from '../../../i18n/client';
import { formatDateTime } from '../../../i18n/format';
import { pageDates } from '../../../i18n/page-dates';
import { passkeysSupported } from '../../../stores/passkey-ceremony';
import {
  $passkeyFlow,
  $passkeys,
  $passkeysLoadFailed,
  addPasskey,
  loadPasskeys,
  removePasskey,
} from '../stores/passkeys';
import { FormField } from './FormField';

const when = (iso: string) => formatDateTime(iso, pageDates(pageLanguage()));

export function PasskeysSection({ t }: { t: TFunction }) {
  const passkeys = useStore($passkeys);
  const loadFailed = useStore($passkeysLoadFailed);
  const flow = useStore($passkeyFlow);
  const [supported] = useState(passkeysSupported);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  useEffect(() => {
    void loadPasskeys();
  }, []);
  return (
    <section className="card min-w-0 bg-base-200 shadow-sm" aria-labelledby="member-passkeys-title">
      <div className="card-body gap-3">
        <h2 id="member-passkeys-title" className="font-semibold text-lg">
          {t('security.passkeys.title')}
        </h2>
        <p className="text-sm opacity-90">{t('security.passkeys.intro')}</p>
        {loadFailed && (
          <RetryAlert
            message={t('security.passkeys.loadFailed')}
            retryLabel={t('member.retry')}
            onRetry={() => void loadPasskeys()}
          />
        )}
        {passkeys === null && !loadFailed && (
          <span className="loading loading-spinner" role="status" aria-label={t('security.loading')} />
        )}
        {passkeys && <PasskeyList t={t} passkeys={passkeys} onRemove={setRemoving} />}
        {flow.doneKey && (
          <p role="status" className="alert alert-success text-sm">
            {t(flow.doneKey)}
          </p>
        )}
        {supported ? <AddPasskeyForm t={t} /> : <p className="text-sm">{t('security.passkeys.unsupported')}</p>}
      </div>
      {removing && <RemoveDialog t={t} passkey={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

function PasskeyList({
  t,
  passkeys,
  onRemove,
}: {
  t: TFunction;
  passkeys: PasskeySummary[];
  onRemove: (passkey: PasskeySummary) => void;
}) {
  if (passkeys.length === 0) return <p className="text-sm">{t('security.passkeys.none')}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('security.passkeys.listLabel')}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 p-3">
          <div className="min-w-0">
            <p className="break-all font-medium">
              <bdi>{passkey.name}</bdi>
            </p>
            <p className="text-xs opacity-90">
              <bdi>{t('security.passkeys.addedOn', { date: when(passkey.createdAt) })}</bdi>
              {' · '}
              <bdi>
                {passkey.lastUsedAt
                  ? t('security.passkeys.lastUsed', { date: when(passkey.lastUsedAt) })
                  : t('security.passkeys.neverUsed')}
              </bdi>
            </p>
          </div>
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            aria-label={t('security.passkeys.removeNamed', { name: passkey.name })}
            onClick={() => onRemove(passkey)}
          >
            {t('security.passkeys.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function AddPasskeyForm({ t }: { t: TFunction }) {
  const flow = useStore($passkeyFlow);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    // The name and password stay on a refusal; a passkey added clears them for the next one.
    if (await addPasskey(name, password)) {
      setName('');
      setPassword('');
    }
  }
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate aria-labelledby="member-passkeys-add">
      <h3 id="member-passkeys-add" className="font-medium">
        {t('security.passkeys.addTitle')}
      </h3>
      <FormField
        label={t('security.passkeys.name')}
        hint={t('security.passkeys.nameHint')}
        value={name}
        onChange={setName}
        error={flow.nameError ? t(flow.nameError) : null}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
      />
      <FormField
        label={t('security.passkeys.password')}
        hint={t('security.passkeys.passwordHint')}
        type="password"
        value={password}
        onChange={setPassword}
        error={flow.passwordError ? t(flow.passwordError) : null}
        maxLength={128}
        autoComplete="current-password"
      />
      {flow.errorKey && (
        <p role="alert" className="alert alert-error text-sm">
          {t(flow.errorKey)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={flow.busy}>
          {flow.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('security.passkeys.add')}
        </button>
      </div>
    </form>
  );
}

function RemoveDialog({ t, passkey, onClose }: { t: TFunction; passkey: PasskeySummary; onClose: () => void }) {
  const flow = useStore($passkeyFlow);
  async function confirm() {
    if (await removePasskey(passkey.id)) onClose();
  }
  return (
    <Dialog
      open
      size="sm"
      title={t('security.passkeys.removeTitle')}
      closeLabel={t('security.passkeys.close')}
      onClose={() => !flow.busy && onClose()}
    >
      <p>{t('security.passkeys.removeQuestion', { name: `\u2068${passkey.name}\u2069` })}</p>
      {flow.errorKey && (
        <p role="alert" className="alert alert-error mt-3 text-sm">
          {t(flow.errorKey)}
        </p>
      )}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={flow.busy}>
          {t('security.passkeys.cancel')}
        </button>
        <button type="button" className="btn btn-error" onClick={() => void confirm()} disabled={flow.busy}>
          {flow.busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('security.passkeys.confirmRemove')}
        </button>
      </div>
    </Dialog>
  );
}
