import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { majorToMinor } from '../../../api/calls/money/amounts';
import type { LanguageCode } from '../../../i18n/languages';
import { writeMoney } from '../../../i18n/number-style';
import { localePath } from '../../../i18n/paths';
import { $balance, $balanceMasked, refreshBalance, toggleBalanceMask } from '../../../stores/balance';
import { $totalBalance, $walletSplit, loadWalletSplit } from '../../../stores/wallet-split';
import type { MemberBarLabels } from '../member-bar-labels';
import { AccountIcon } from './AccountIcon';

interface Props {
  labels: MemberBarLabels;
  lang: LanguageCode;
}

/**
 * The balance with its mask and refresh buttons; the figure is announced politely when it changes. On a
 * phone the mask button moves into the member menu (MaskBalanceItem) so the header fits 360 px. At transfer-wallet
 * merchants the figure is the total of every wallet, and a button beside it shows what each holds (WalletSplit).
 */
export function BalanceChip({ labels, lang }: Props) {
  const { loading, errorKey } = useStore($balance);
  const amount = useStore($totalBalance);
  const split = useStore($walletSplit);
  const masked = useStore($balanceMasked);

  let figure = <span aria-hidden="true">…</span>;
  if (masked) {
    figure = (
      <>
        <span aria-hidden="true">••••••</span>
        <span className="sr-only">{labels.balanceHidden}</span>
      </>
    );
  } else if (amount !== null) {
    // The page's money style from its build (labels.numbers): formatMemberBalance's output, without Intl.
    figure = <span data-balance>{writeMoney(amount, labels.numbers)}</span>;
  } else if (errorKey) {
    figure = (
      <>
        <span aria-hidden="true">--</span>
        <span className="sr-only">{labels.balanceUnavailable}</span>
      </>
    );
  }

  return (
    <div className="flex h-8 items-center gap-0.5 rounded-full bg-neutral-content/10 ps-2.5 pe-0.5 sm:ps-3">
      <span className="sr-only">{labels.balance}</span>
      <output aria-live="polite" className="text-xs tabular-nums sm:text-sm" dir="ltr">
        {figure}
      </output>
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-xs hidden sm:inline-flex"
        onClick={toggleBalanceMask}
        aria-label={masked ? labels.showBalance : labels.hideBalance}
      >
        <AccountIcon name={masked ? 'eyeOff' : 'eye'} />
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-xs"
        onClick={() => {
          void refreshBalance();
          if (split) void loadWalletSplit();
        }}
        disabled={loading}
        aria-label={labels.refreshBalance}
      >
        <AccountIcon name="refresh" className={loading ? 'animate-spin' : ''} />
      </button>
      {split && !masked && <WalletSplit labels={labels} lang={lang} />}
    </div>
  );
}

/**
 * A disclosure: the main wallet and each vendor wallet that holds money, and the wallet page. The main wallet's
 * figure is the live one ($balance), the vendors' the last read ($walletSplit).
 */
function WalletSplit({ labels, lang }: Props) {
  const [open, setOpen] = useState(false);
  const { amount } = useStore($balance);
  const split = useStore($walletSplit) ?? [];
  const panelId = useId();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  const rows = [
    { key: '', name: labels.mainWallet, minor: amount === null ? null : majorToMinor(amount) },
    ...split.map((holding) => ({ key: holding.vendor, name: holding.name, minor: holding.balance })),
  ];
  return (
    <div className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-circle btn-xs"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labels.walletSplit}
        onKeyDown={closeOnEscape}
        onClick={() => {
          if (!open) void loadWalletSplit();
          setOpen(!open);
        }}
      >
        <AccountIcon name="chevron" className={open ? 'rotate-180' : ''} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-30 mt-2 w-60 rounded-box bg-base-100 p-3 text-base-content shadow-lg"
      >
        <ul className="grid gap-1 text-sm" aria-label={labels.walletSplit}>
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between gap-3">
              <bdi>{row.name}</bdi>
              <bdi dir="ltr" className="tabular-nums">
                {row.minor === null ? '…' : writeMoney(row.minor / 100, labels.numbers)}
              </bdi>
            </li>
          ))}
        </ul>
        <a className="link mt-2 block text-sm" href={localePath(lang, '/member/transferFund/')}>
          {labels.walletPage}
        </a>
      </div>
    </div>
  );
}

/** The mask toggle as a member-menu entry, for phones where the header has no room for it. */
export function MaskBalanceItem({ labels }: { labels: MemberBarLabels }) {
  const masked = useStore($balanceMasked);
  return (
    <li className="sm:hidden">
      <button type="button" onClick={toggleBalanceMask}>
        <AccountIcon name={masked ? 'eyeOff' : 'eye'} />
        {masked ? labels.showBalance : labels.hideBalance}
      </button>
    </li>
  );
}
