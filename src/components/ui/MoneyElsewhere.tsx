/**
 * Said after "not enough balance" at transfer-wallet merchants: where the player's money is ("Rs 500 is in the JILI
 * wallet") and a link to the wallet page that moves it (stores/wallet-split.ts moneyElsewhere finds it). The amount
 * goes through the one money formatter; amount and wallet name are isolated (U+2068 … U+2069, as <bdi> does) so an
 * Urdu sentence keeps them whole.
 */
import type { TFunction } from 'i18next';
import type { LanguageCode } from '../../i18n/languages';
import { localePath } from '../../i18n/paths';
import { formatMemberBalance } from '../../stores/member-money';
import { WALLET_PAGE } from '../../stores/wallet-split';

const isolate = (text: string): string => `\u2068${text}\u2069`;

interface Props {
  t: TFunction;
  lang: LanguageCode;
  /** The wallet holding the money: vendor '' is the main wallet; balance in minor units. */
  holding: { vendor: string; name: string; balance: number };
}

export function MoneyElsewhere({ t, lang, holding }: Props) {
  const amount = isolate(formatMemberBalance(holding.balance / 100, lang));
  const text =
    holding.vendor === ''
      ? t('money.elsewhere.inMain', { amount, interpolation: { escapeValue: false } })
      : t('money.elsewhere.inVendor', { amount, wallet: isolate(holding.name), interpolation: { escapeValue: false } });
  return (
    <span className="block">
      {text}{' '}
      <a className="link font-semibold" href={localePath(lang, WALLET_PAGE)}>
        {t('money.elsewhere.openWallet')}
      </a>
    </span>
  );
}
