/**
 * Member centre transferFund: the main balance; at transfer-wallet merchants also one row per vendor with
 * an amount, transfer in / out, and "recall all to main" (a merchant wallet's isSingle says which kind it is).
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Money } from '../../../components/ui/Money';
import { MoneyElsewhere } from '../../../components/ui/MoneyElsewhere';
import { RetryAlert } from '../../../components/ui/RetryAlert';
import type { LanguageCode } from '../../../i18n/languages';
import { $walletAction, $walletElsewhere, $wallets, loadWallets, recallAll, transferVendor } from '../stores/wallets';
import { FormMessage } from './FormMessage';
import { Loading } from './Loading';
import { MoneyGate } from './MoneyGate';

interface Props {
  lang: LanguageCode;
  checkingLabel: string;
}

export default function WalletPage({ lang, checkingLabel }: Props) {
  return (
    <MoneyGate lang={lang} checkingLabel={checkingLabel}>
      {(t) => <Wallets t={t} lang={lang} />}
    </MoneyGate>
  );
}

function Wallets({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const wallets = useStore($wallets);
  const action = useStore($walletAction);
  const elsewhere = useStore($walletElsewhere);
  useEffect(() => {
    void loadWallets();
  }, []);

  if (wallets.errorKey && !wallets.data) {
    return (
      <RetryAlert
        message={`${t('money.common.loadFailed')} ${t(wallets.errorKey)}`}
        retryLabel={t('money.common.retry')}
        busy={wallets.loading}
        onRetry={() => void loadWallets()}
      />
    );
  }
  const data = wallets.data;
  if (!data) return <Loading label={t('money.common.loading')} />;

  return (
    <div className="grid max-w-3xl gap-4">
      <section className="card bg-base-200 shadow-sm" aria-labelledby="wallet-main">
        <div className="card-body flex-row flex-wrap items-center justify-between gap-2">
          <h2 id="wallet-main" className="font-semibold">
            {data.isSingle ? t('money.wallet.single') : t('money.wallet.main')}
          </h2>
          <Money minor={data.main} lang={lang} className="font-bold text-xl" />
        </div>
      </section>
      {data.isSingle ? (
        <p className="text-sm opacity-80">{t('money.wallet.singleExplain')}</p>
      ) : (
        <>
          <div>
            <button type="button" className="btn btn-secondary" disabled={action.busy} onClick={() => void recallAll()}>
              {t('money.wallet.recall')}
            </button>
          </div>
          <FormMessage t={t} status={action} />
          {elsewhere && action.errorKey && (
            <p className="text-sm">
              <MoneyElsewhere t={t} lang={lang} holding={elsewhere} />
            </p>
          )}
          <ul className="grid gap-2" aria-label={t('money.wallet.vendors')}>
            {data.vendors.map((row) => (
              <VendorRow key={row.vendor} t={t} lang={lang} busy={action.busy} {...row} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface VendorRowProps {
  t: TFunction;
  lang: LanguageCode;
  busy: boolean;
  vendor: string;
  name: string;
  balance: number;
}

function VendorRow({ t, lang, busy, vendor, name, balance }: VendorRowProps) {
  const [amount, setAmount] = useState('');
  const move = async (direction: 'in' | 'out') => {
    if (await transferVendor(vendor, direction, amount)) setAmount('');
  };
  const inputId = `wallet-amount-${vendor}`;
  return (
    <li className="card bg-base-200">
      <div className="card-body gap-2 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <bdi className="font-semibold">{name}</bdi>
          <Money minor={balance} lang={lang} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1" htmlFor={inputId}>
            <span className="label-text text-sm">{t('money.wallet.amountFor', { vendor: name })}</span>
            <input
              id={inputId}
              className="input input-bordered input-sm w-full"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void move('in')}>
            {t('money.wallet.transferIn')}
          </button>
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void move('out')}>
            {t('money.wallet.transferOut')}
          </button>
        </div>
      </div>
    </li>
  );
}
