/**
 * What may leave the wallet while a promotion bonus is locked by its turnover requirement,
 * and why: the withdrawable amount, the locked part and a link to the bonus details. Shown by the withdraw
 * and transfer-to-upline pages, whose debits the platform holds to the same rule (bonus_turnover_open).
 */
import type { TFunction } from 'i18next';
import { Money } from '../../../components/ui/Money';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  /** Minor units. */
  balance: number;
  locked: number;
}

export function BonusLockNote({ t, lang, balance, locked }: Props) {
  if (locked <= 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-bonus-lock>
      <p>
        {t('money.withdraw.withdrawable')}:{' '}
        <Money minor={Math.max(0, balance - locked)} lang={lang} className="font-semibold" />
      </p>
      <p role="note" className="opacity-80">
        {t('money.withdraw.bonusLocked')} <Money minor={locked} lang={lang} />{' '}
        <a className="link" href={localePath(lang, '/member/bonusDetails/')}>
          {t('money.withdraw.bonusDetails')}
        </a>
      </p>
    </div>
  );
}
