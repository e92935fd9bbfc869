/**
 * Member centre depositv2: the merchant's deposit methods as tiles (logo, name, limits), the amount with its
 * quick-amount buttons, fee and what the wallet receives; for a trx-id method the operator's receiving
 * account with a copy button, the sender account and the TrxID; for a gateway method a trip to the
 * provider's page and its result on return; then the deposit history.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { CopyButton } from '../../../components/ui/CopyButton';
import { LimitReached } from '../../../components/ui/LimitReached';
import { MoneyRange } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { $balance } from '../../../stores/balance';
import { majorToMinor } from '../money-format';
import { type DepositMethod, depositMethods } from '../payment-methods';
import {
  $depositFieldErrors,
  $depositLimit,
  $depositStatus,
  $receiver,
  type DepositForm,
  depositFeePreview,
  editDepositField,
  gatewayReturn,
  loadReceiver,
  resetDepositStatus,
  submitDeposit,
} from '../stores/deposit';
import { depositHistory } from '../stores/deposit-history';
import { AmountField } from './AmountField';
import { DepositHistory } from './DepositHistory';
import { FeeSummary } from './FeeSummary';
import { FormMessage } from './FormMessage';
import { Loading } from './Loading';
import { MoneyGate } from './MoneyGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function DepositPage({ lang, checkingLabel }: Props) {
  return (
    <MoneyGate lang={lang} checkingLabel={checkingLabel} namespaces={['limits']}>
      {(t) => <Deposit t={t} lang={lang} />}
    </MoneyGate>
  );
}

const EMPTY_FORM: DepositForm = { amount: '', senderAccount: '', trxId: '' };

function Deposit({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const methods = depositMethods();
  const [code, setCode] = useState(methods[0]?.code ?? '');
  const method = methods.find((candidate) => candidate.code === code);

  useEffect(() => {
    // The provider's outcome is said by the deposit form, like any attempt's, until the next attempt.
    if (gatewayReturn(location.search)) history.replaceState(history.state, '', location.pathname);
    void depositHistory.load(1);
    // The header balance follows the live balance stream: a change may be a deposit being approved.
    let shownAmount = $balance.get().amount;
    return $balance.listen(({ amount }) => {
      if (amount === shownAmount) return;
      shownAmount = amount;
      void depositHistory.load();
    });
  }, []);

  return (
    <div className="grid max-w-3xl gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold">{t('money.deposit.methods')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {methods.map((candidate) => (
            <label
              key={candidate.code}
              className={`card cursor-pointer border-2 bg-base-200 p-2 ${candidate.code === code ? 'border-primary' : 'border-transparent'}`}
            >
              <input
                type="radio"
                name="deposit-method"
                className="sr-only"
                value={candidate.code}
                checked={candidate.code === code}
                onChange={() => {
                  setCode(candidate.code);
                  resetDepositStatus();
                }}
              />
              <span className="flex items-center gap-2">
                <img src={candidate.logo} alt="" width="32" height="32" className="size-8 shrink-0 rounded" />
                <bdi className="font-semibold text-sm">{candidate.name}</bdi>
              </span>
              <span className="mt-1 text-xs opacity-80">
                <MoneyRange
                  min={majorToMinor(candidate.deposit.min)}
                  max={majorToMinor(candidate.deposit.max)}
                  lang={lang}
                />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {method && <DepositFormCard key={method.code} t={t} lang={lang} method={method} />}
      <DepositHistory t={t} lang={lang} />
    </div>
  );
}

function DepositFormCard({ t, lang, method }: { t: TFunction; lang: LanguageCode; method: DepositMethod }) {
  const [form, setForm] = useState<DepositForm>(EMPTY_FORM);
  const errors = useStore($depositFieldErrors);
  const status = useStore($depositStatus);
  const limit = useStore($depositLimit);
  const receiver = useStore($receiver);
  const isTrxId = method.kind === 'trx-id';

  useEffect(() => {
    if (isTrxId) void loadReceiver(method.code);
  }, [isTrxId, method.code]);

  const update = (field: keyof DepositForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    editDepositField(field);
  };
  const preview = depositFeePreview(method, form.amount);
  const accountLabel = t(`money.accountLabel.${method.account.label}`);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await submitDeposit(method, form, localePath(lang, '/member/depositv2/'));
    if (result?.paymentUrl) location.assign(result.paymentUrl);
    else if (result) {
      setForm(EMPTY_FORM);
      void depositHistory.load(1);
    }
  };

  return (
    <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="deposit-form-title">
      <div className="card-body gap-3">
        <h2 id="deposit-form-title" className="font-semibold text-lg">
          <bdi>{method.name}</bdi>
        </h2>
        <p className="text-sm opacity-80">
          {t('money.common.limits')}:{' '}
          <MoneyRange min={majorToMinor(method.deposit.min)} max={majorToMinor(method.deposit.max)} lang={lang} /> ·{' '}
          {method.deposit.feePercent > 0
            ? t('money.common.fee', { percent: method.deposit.feePercent })
            : t('money.common.noFee')}
        </p>
        {isTrxId && (
          <div className="rounded-box bg-base-100 p-3">
            <p className="text-sm">{t('money.deposit.payTo', { label: accountLabel, method: method.name })}</p>
            {receiver.data ? (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <bdi dir="ltr" className="font-bold font-mono text-lg" data-testid="receiver-account">
                  {receiver.data.accountNumber}
                </bdi>
                <CopyButton
                  text={receiver.data.accountNumber}
                  label={t('money.common.copy')}
                  copiedLabel={t('money.common.copied')}
                />
                <span className="w-full text-sm opacity-80">
                  {t('money.deposit.accountName')}: <bdi>{receiver.data.accountName}</bdi>
                </span>
              </div>
            ) : receiver.errorKey ? (
              <p role="alert" className="text-error text-sm">
                {t(receiver.errorKey)}
              </p>
            ) : (
              <Loading small label={t('money.common.loading')} />
            )}
          </div>
        )}
        <AmountField
          t={t}
          lang={lang}
          id="deposit-amount"
          value={form.amount}
          errorKey={errors.amount}
          quickAmounts={method.deposit.quickAmounts.map(majorToMinor)}
          onChange={(value) => update('amount', value)}
        />
        {preview && <FeeSummary t={t} lang={lang} breakdown={preview} direction="deposit" live />}
        {isTrxId && (
          <>
            <TextField
              id="deposit-sender"
              label={t('money.deposit.sender', { label: accountLabel })}
              value={form.senderAccount}
              inputMode={method.account.label === 'mobile' ? 'tel' : 'numeric'}
              error={errors.senderAccount && t(errors.senderAccount, { method: method.name })}
              onChange={(value) => update('senderAccount', value)}
            />
            <TextField
              id="deposit-trx"
              label={t('money.deposit.trxId')}
              value={form.trxId}
              error={errors.trxId && t(errors.trxId, { method: method.name })}
              onChange={(value) => update('trxId', value)}
            />
          </>
        )}
        {!isTrxId && <p className="text-sm opacity-80">{t('money.deposit.gatewayNote', { method: method.name })}</p>}
        {limit ? (
          <LimitReached t={t} lang={lang} value={limit} limitsHref={localePath(lang, '/member/responsibleGaming/')} />
        ) : (
          <FormMessage t={t} status={status} />
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {status.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {isTrxId ? t('money.deposit.submit') : t('money.deposit.pay')}
          </button>
        </div>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  onChange: (value: string) => void;
}

function TextField({ id, label, value, error, inputMode = 'text', onChange }: TextFieldProps) {
  return (
    <div className="grid gap-1">
      <label className="label-text" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        dir="ltr"
        className={`input input-bordered w-full text-start ${error ? 'input-error' : ''}`}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
