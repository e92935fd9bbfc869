/**
 * Sets the transaction password, or changes it with the current one (src/stores/payment-password.ts). Used
 * by the security centre and the withdrawal page; `t` must have the `money` namespace loaded.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  $paymentPasswordSet,
  $paymentPasswordStatus,
  type PaymentPasswordForm as Form,
  savePaymentPassword,
} from '../../stores/payment-password';
import { PasswordInput } from './PasswordInput';

const EMPTY: Form = { current: '', password: '', confirm: '' };

export function PaymentPasswordForm({ t }: { t: TFunction }) {
  const isSet = useStore($paymentPasswordSet) === true;
  const status = useStore($paymentPasswordStatus);
  const [form, setForm] = useState<Form>(EMPTY);
  const field = (key: keyof Form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await savePaymentPassword(form)) setForm(EMPTY);
  };
  return (
    <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="payment-password-title">
      <div className="card-body gap-3">
        <h2 id="payment-password-title" className="font-semibold text-lg">
          {isSet ? t('money.password.changeTitle') : t('money.password.setTitle')}
        </h2>
        <p className="text-sm opacity-80">{t('money.password.explain')}</p>
        {isSet && (
          <PasswordInput
            id="pp-current"
            label={t('money.password.current')}
            value={form.current}
            onChange={field('current')}
          />
        )}
        <PasswordInput
          id="pp-new"
          label={t('money.password.new')}
          value={form.password}
          onChange={field('password')}
          autoComplete="new-password"
        />
        <PasswordInput
          id="pp-confirm"
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
