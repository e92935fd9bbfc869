/**
 * Member centre withdraw: the transaction password first (if missing), a payout account (bound once and
 * for good, in the member's real name), the withdrawal within limits and balance with its fee and net before it is
 * sent and the chosen account's holder, then the withdrawals and their answers.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Money, MoneyRange } from '../../../components/ui/Money';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { PaymentPasswordForm } from '../../../components/ui/PaymentPasswordForm';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import { $bonusLock, loadBonusLock } from '../../../stores/bonus-lock';
import { $paymentPasswordSet } from '../../../stores/payment-password';
import { majorToMinor } from '../money-format';
import { methodByCode, type WithdrawalMethod, withdrawalMethods } from '../payment-methods';
import { loadIdentityCheck } from '../stores/identity-check';
import { $wallets, loadWallets } from '../stores/wallets';
import {
  $bindStatus,
  $payoutAccounts,
  $withdrawStatus,
  type BindForm,
  bindPayoutAccount,
  chosenAccount,
  loadPayoutAccounts,
  requestWithdrawal,
  type WithdrawForm as WithdrawFields,
  withdrawFeePreview,
} from '../stores/withdraw';
import { withdrawalHistory } from '../stores/withdrawal-history';
import { AmountField } from './AmountField';
import { BonusLockNote } from './BonusLockNote';
import { FeeSummary } from './FeeSummary';
import { FormMessage } from './FormMessage';
import { IdentityCheckNote } from './IdentityCheckNote';
import { Loading } from './Loading';
import { MoneyGate } from './MoneyGate';
import { WithdrawalList } from './WithdrawalList';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function WithdrawPage({ lang, checkingLabel }: Props) {
  return (
    <MoneyGate lang={lang} checkingLabel={checkingLabel} namespaces={['kyc']}>
      {(t) => <Withdraw t={t} lang={lang} />}
    </MoneyGate>
  );
}

function Withdraw({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const accounts = useStore($payoutAccounts);
  const passwordSet = useStore($paymentPasswordSet);
  useEffect(() => {
    void loadPayoutAccounts();
    void loadWallets();
    void withdrawalHistory.load(1);
    void loadBonusLock();
    void loadIdentityCheck();
  }, []);

  if (accounts.errorKey && !accounts.data) {
    return (
      <RetryAlert
        message={`${t('money.common.loadFailed')} ${t(accounts.errorKey)}`}
        retryLabel={t('money.common.retry')}
        busy={accounts.loading}
        onRetry={() => void loadPayoutAccounts()}
      />
    );
  }
  if (!accounts.data || passwordSet === null) {
    return <Loading label={t('money.common.loading')} />;
  }
  const boundCodes = new Set(accounts.data.map((account) => account.methodCode));
  const unbound = withdrawalMethods().filter((method) => !boundCodes.has(method.code));
  return (
    <div className="grid max-w-3xl gap-6">
      <IdentityCheckNote t={t} lang={lang} />
      {!passwordSet && <PaymentPasswordForm t={t} />}
      {passwordSet && accounts.data.length > 0 && <WithdrawForm t={t} lang={lang} />}
      {passwordSet && unbound.length > 0 && <BindAccount t={t} methods={unbound} />}
      <WithdrawalList t={t} lang={lang} />
    </div>
  );
}

function BindAccount({ t, methods }: { t: TFunction; methods: WithdrawalMethod[] }) {
  const status = useStore($bindStatus);
  const [code, setCode] = useState(methods[0]?.code ?? '');
  const [form, setForm] = useState<BindForm>({ accountNumber: '', accountName: '', paymentPassword: '' });
  const method = methods.find((candidate) => candidate.code === code) ?? methods[0];
  const field = (key: keyof BindForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (method && (await bindPayoutAccount(method, form))) {
      setForm({ accountNumber: '', accountName: '', paymentPassword: '' });
    }
  };
  if (!method) return null;
  return (
    <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="bind-title">
      <div className="card-body gap-3">
        <h2 id="bind-title" className="font-semibold text-lg">
          {t('money.bind.title')}
        </h2>
        <p role="note" className="alert alert-warning text-sm">
          {t('money.bind.warning')}
        </p>
        <label className="grid gap-1" htmlFor="bind-method">
          <span className="label-text">{t('money.bind.method')}</span>
          <select
            id="bind-method"
            className="select select-bordered w-full"
            value={method.code}
            onChange={(event) => setCode(event.target.value)}
          >
            {methods.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1" htmlFor="bind-number">
          <span className="label-text">
            {t('money.bind.accountNumber', { label: t(`money.accountLabel.${method.account.label}`) })}
          </span>
          <input
            id="bind-number"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            className="input input-bordered w-full text-start"
            value={form.accountNumber}
            onChange={(event) => field('accountNumber')(event.target.value)}
          />
        </label>
        <label className="grid gap-1" htmlFor="bind-name">
          <span className="label-text">{t('money.bind.accountName')}</span>
          <input
            id="bind-name"
            autoComplete="name"
            className="input input-bordered w-full"
            aria-describedby="bind-name-rule"
            value={form.accountName}
            onChange={(event) => field('accountName')(event.target.value)}
          />
          <span id="bind-name-rule" className="text-xs opacity-80">
            {t('money.bind.nameRule')}
          </span>
        </label>
        <PasswordInput
          id="bind-password"
          label={t('money.password.label')}
          value={form.paymentPassword}
          onChange={field('paymentPassword')}
        />
        <FormMessage t={t} status={status} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {t('money.bind.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

function WithdrawForm({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const accounts = useStore($payoutAccounts).data ?? [];
  const wallets = useStore($wallets).data;
  const status = useStore($withdrawStatus);
  const [form, setForm] = useState<WithdrawFields>({
    payoutAccountId: accounts[0]?.id ?? null,
    amount: '',
    paymentPassword: '',
  });
  const account = chosenAccount(form, accounts);
  const limits = account && methodByCode(account.methodCode)?.withdrawal;
  const preview = withdrawFeePreview(form, accounts);
  const balance = wallets?.main ?? null;
  // Bonuses with an open turnover requirement stay in the wallet until it is met.
  const locked = useStore($bonusLock).value?.locked ?? 0;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await requestWithdrawal(form, balance, locked)) {
      setForm((current) => ({ ...current, amount: '', paymentPassword: '' }));
      void loadWallets();
      void withdrawalHistory.load(1);
      void loadBonusLock();
    }
  };
  return (
    <form className="card bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
      <div className="card-body gap-3">
        <h2 id="withdraw-title" className="font-semibold text-lg">
          {t('money.withdraw.title')}
        </h2>
        {balance !== null && (
          <p className="text-sm">
            {t('money.withdraw.available')}: <Money minor={balance} lang={lang} className="font-semibold" />
          </p>
        )}
        {balance !== null && <BonusLockNote t={t} lang={lang} balance={balance} locked={locked} />}
        <label className="grid gap-1" htmlFor="withdraw-account">
          <span className="label-text">{t('money.withdraw.to')}</span>
          <select
            id="withdraw-account"
            className="select select-bordered w-full"
            value={form.payoutAccountId ?? ''}
            onChange={(event) => setForm((current) => ({ ...current, payoutAccountId: Number(event.target.value) }))}
          >
            {accounts.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {`${methodByCode(candidate.methodCode)?.name ?? candidate.methodCode} · ${candidate.accountNumber}`}
              </option>
            ))}
          </select>
        </label>
        {account && (
          <p className="text-sm" data-testid="payout-holder">
            {t('money.withdraw.holder')}: <bdi className="font-semibold">{account.accountName}</bdi>
          </p>
        )}
        {limits && (
          <p className="text-sm opacity-80">
            {t('money.common.limits')}:{' '}
            <MoneyRange min={majorToMinor(limits.min)} max={majorToMinor(limits.max)} lang={lang} />
            {limits.feePercent > 0 && <> · {t('money.common.fee', { percent: limits.feePercent })}</>}
          </p>
        )}
        <AmountField
          t={t}
          lang={lang}
          id="withdraw-amount"
          value={form.amount}
          onChange={(amount) => setForm((current) => ({ ...current, amount }))}
        />
        {preview && <FeeSummary t={t} lang={lang} breakdown={preview} direction="withdrawal" live />}
        <PasswordInput
          id="withdraw-password"
          label={t('money.password.label')}
          value={form.paymentPassword}
          onChange={(paymentPassword) => setForm((current) => ({ ...current, paymentPassword }))}
        />
        <FormMessage t={t} status={status} />
        {status.errorKey === 'errors.kyc_required' && (
          <a className="link font-semibold" href={localePath(lang, '/member/verification/')}>
            {t('kyc.goVerify')}
          </a>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {t('money.withdraw.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
