/**
 * The agent's transfer dialog, on every agent-centre page (the agent bar carries it; the team list opens it for a
 * member): the agent's own balance, live; the member picker (direct members only, the platform's rule); the amount
 * and the transaction password. A refusal marks the field it is about. Without a transaction password the dialog
 * offers the security centre's form to set one, then sends the transfer with what was typed.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { MemberPicker } from '../../../components/ui/MemberPicker';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { PaymentPasswordForm } from '../../../components/ui/PaymentPasswordForm';
import type { LanguageCode } from '../../../i18n/languages';
import { $downlineTransfer, chooseRecipient, closeTransfer, transferToDownline } from '../stores/downline-transfer';
import { AgentBalance } from './AgentBalance';

export function TransferDialog({ t, lang }: { t: TFunction; lang: LanguageCode }) {
  const transfer = useStore($downlineTransfer);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const close = () => {
    closeTransfer();
    setAmount('');
    setPassword('');
  };
  const send = async (paymentPassword: string) => {
    if (await transferToDownline(amount, paymentPassword)) {
      setAmount('');
      setPassword('');
    }
  };
  const invalid = (field: string) => transfer.errorField === field;
  return (
    <Dialog
      open={transfer.open}
      title={transfer.preset ? t('team.transfer.title', { username: transfer.preset }) : t('team.transfer.titleBlank')}
      onClose={close}
      closeLabel={t('team.transfer.cancel')}
      size="sm"
    >
      <div className="grid gap-3">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="opacity-80">{t('team.bar.balance')}</span>
          <AgentBalance lang={lang} />
        </p>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send(password);
          }}
          noValidate
        >
          <MemberPicker
            t={t}
            id="downline-recipient"
            label={t('team.transfer.member')}
            value={transfer.to}
            onChange={chooseRecipient}
            invalid={invalid('member')}
          />
          <label className="grid gap-1" htmlFor="downline-amount">
            <span className="label-text">{t('money.common.amount')}</span>
            <input
              id="downline-amount"
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={invalid('amount') || undefined}
              className={`input input-bordered w-full text-start ${invalid('amount') ? 'input-error' : ''}`}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </label>
          {!transfer.needsPaymentPassword && (
            <PasswordInput
              id="downline-password"
              label={t('money.password.label')}
              value={password}
              onChange={setPassword}
              invalid={invalid('password')}
            />
          )}
          {transfer.errorKey && (
            <p role="alert" className="alert alert-error text-sm">
              {t(transfer.errorKey)}
            </p>
          )}
          {!transfer.needsPaymentPassword && (
            <div className="flex justify-end gap-2">
              <button type="button" className="btn" onClick={close}>
                {t('team.transfer.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={transfer.busy}>
                {transfer.busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {t('team.transfer.submit')}
              </button>
            </div>
          )}
        </form>
        {transfer.needsPaymentPassword && (
          <>
            <p className="text-sm">{t('team.transfer.setPasswordHere')}</p>
            <PaymentPasswordForm
              t={t}
              compact
              idPrefix="transfer-pp"
              onSaved={(saved) => {
                setPassword(saved);
                void send(saved);
              }}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
