/**
 * Member centre transferUpline: whom the money goes to (the member's own upline), amount, transaction password.
 * A bonus whose turnover requirement is open cannot be transferred: the page says how much may go and why.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { $bonusLock, loadBonusLock } from '../../../stores/bonus-lock';
import { $upline, $uplineTransfer, loadUpline, transferToUpline } from '../stores/upline';
import { AmountField } from './AmountField';
import { BonusLockNote } from './BonusLockNote';
import { FormMessage } from './FormMessage';
import { Loading } from './Loading';
import { MoneyGate } from './MoneyGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function TransferUplinePage({ lang, checkingLabel }: Props) {
  return (
    <MoneyGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <TransferUpline t={t} lang={lang} />}
    </MoneyGate>
  );
}

function TransferUpline({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const upline = useStore($upline);
  const status = useStore($uplineTransfer);
  const lock = useStore($bonusLock).value;
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    void loadUpline();
    void loadBonusLock();
  }, []);

  if (upline.errorKey && !upline.data) {
    return (
      <RetryAlert
        message={`${t('money.common.loadFailed')} ${t(upline.errorKey)}`}
        retryLabel={t('money.common.retry')}
        busy={upline.loading}
        onRetry={() => void loadUpline()}
      />
    );
  }
  if (!upline.data) return <Loading label={t('money.common.loading')} />;
  const recipient = upline.data.upline;
  if (!recipient) return <p className="alert">{t('money.upline.none')}</p>;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await transferToUpline(amount, password, lock)) {
      setAmount('');
      setPassword('');
    }
  };
  return (
    <form className="card max-w-xl bg-base-200 shadow-sm" onSubmit={submit} noValidate aria-labelledby="upline-title">
      <div className="card-body gap-3">
        <h2 id="upline-title" className="font-semibold text-lg">
          {t('money.upline.to')}
        </h2>
        <p>
          <bdi className="font-semibold">{recipient.nickname}</bdi> (<bdi dir="ltr">{recipient.username}</bdi>)
        </p>
        {lock && <BonusLockNote t={t} lang={lang} balance={lock.balance} locked={lock.locked} />}
        <AmountField t={t} lang={lang} id="upline-amount" value={amount} onChange={setAmount} />
        <PasswordInput id="upline-password" label={t('money.password.label')} value={password} onChange={setPassword} />
        <FormMessage t={t} status={status} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={status.busy}>
            {t('money.upline.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
