import { useStore } from '@nanostores/react';
import { writeMoney } from '../../../i18n/number-style';
import { $balance, $balanceMasked, refreshBalance, toggleBalanceMask } from '../../../stores/balance';
import type { MemberBarLabels } from '../member-bar-labels';
import { AccountIcon } from './AccountIcon';

interface Props {
  labels: MemberBarLabels;
}

/**
 * The balance with its mask and refresh buttons; the figure is announced politely when it changes. On a
 * phone the mask button moves into the member menu (MaskBalanceItem) so the header fits 360 px.
 */
export function BalanceChip({ labels }: Props) {
  const { amount, loading, errorKey } = useStore($balance);
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
        onClick={() => void refreshBalance()}
        disabled={loading}
        aria-label={labels.refreshBalance}
      >
        <AccountIcon name="refresh" className={loading ? 'animate-spin' : ''} />
      </button>
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
