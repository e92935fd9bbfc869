/**
 * An amount's gross, fee and net in the page's money style: under a deposit or withdrawal form while the amount is
 * typed (the store's fee preview), and on each row of the deposit history, the withdrawals and the account record
 * (the platform's answer), so all of them show the same three figures.
 */
import type { TFunction } from 'i18next';
import type { FeeBreakdown } from '../../../api/calls/money/amounts';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  breakdown: FeeBreakdown;
  /** A deposit's net goes to the wallet, a withdrawal's to the payout account. */
  direction: 'deposit' | 'withdrawal';
  /** Live under a form: read out as it changes. */
  live?: boolean;
  className?: string;
}

export function FeeSummary({ t, lang, breakdown, direction, live = false, className = '' }: Props) {
  const netLabel = direction === 'deposit' ? t('money.deposit.youReceive') : t('money.fee.netWithdrawal');
  return (
    <dl
      className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${className}`}
      aria-live={live ? 'polite' : undefined}
      data-fee-summary={direction}
    >
      <div className="flex gap-1">
        <dt>{t('money.fee.gross')}:</dt>
        <dd>
          <Money minor={breakdown.gross} lang={lang} />
        </dd>
      </div>
      <div className="flex gap-1">
        <dt>{t('money.fee.fee')}:</dt>
        <dd>
          <Money minor={breakdown.fee} lang={lang} />
        </dd>
      </div>
      <div className="flex gap-1 font-semibold">
        <dt>{netLabel}:</dt>
        <dd data-net>
          <Money minor={breakdown.net} lang={lang} />
        </dd>
      </div>
    </dl>
  );
}
