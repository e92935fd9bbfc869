/**
 * Sets the transaction password, or changes it with the current one (src/stores/payment-password.ts). Used
 * by the security centre, the withdrawal page and the agent's transfer dialog (compact, inside the dialog, which
 * goes on with the password just set: `onSaved`); `t` must have the `money` namespace loaded.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  $paymentPasswordSet,
  $paymentPasswordStatus,
  type PaymentPasswordForm as Form,
  normalizePaymentPassword,
  savePaymentPassword,
} from '../../stores/payment-password';
import { PasswordInput } from './PasswordInput';

const EMPTY: Form = { current: '', password: '', confirm: '' };

interface Props {
  t: TFunction;
  /** Without the card's frame, for a form inside a dialog. */
  compact?: boolean;
  /** Called with the password once it is saved. */
  onSaved?: (password: string) => void;
  /** Prefix of the form's element ids: a second form on the page (the agent bar's dialog) needs its own. */
  idPrefix?: string;
}

export function PaymentPasswordForm({ t, compact = false, onSaved, idPrefix = 'pp' }: Props) {
  const isSet = useStore($paymentPasswordSet) === true;
  const status = useStore($paymentPasswordStatus);
  const [form, setForm] = useState<Form>(EMPTY);
  const field = (key: keyof Form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await savePaymentPassword(form)) {
      onSaved?.(normalizePaymentPassword(form.password));
      setForm(EMPTY);
    }
  };
  return (
    <form
      className={compact ? 'rounded-box bg-base-200' : 'card bg-base-200 shadow-sm'}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${idPrefix}-title`}
    >
      <div className={compact ? 'grid gap-3 p-3' : 'card-body gap-3'}>
        <h2 id={`${idPrefix}-title`} className={compact ? 'font-semibold' : 'font-semibold text-lg'}>
          {isSet ? t('money.password.changeTitle') : t('money.password.setTitle')}
        </h2>
        <p className="text-sm opacity-80">{t('money.password.explain')}</p>
        {isSet && (
          <PasswordInput
            id={`${idPrefix}-current`}
            label={t('money.password.current')}
            value={form.current}
            onChange={field('current')}
          />
        )}
        <PasswordInput
          id={`${idPrefix}-new`}
          label={t('money.password.new')}
          value={form.password}
          onChange={field('password')}
          autoComplete="new-password"
        />
        <PasswordInput
          id={`${idPrefix}-confirm`}
          label={t('money.password.confirm')}
          value={form.confirm}
          onChange={field('confirm')}
          autoComplete="new-password"
        />
        {status.errorKey && (
          <p role="alert" className="alert alert-error text-sm">
            {t(status.errorKey)}
          </p>
        )}
        {status.saved && (
          <p role="status" className="alert alert-success text-sm">
            {t('money.password.saved')}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {t('money.password.save')}
          </button>
        </div>
      </div>
    </form>
  );
}
