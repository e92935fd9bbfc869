/** A contract's tiers: from which base (valid bets or team loss) and how many active members, which rate. */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import type { ContractKind, ContractTier } from '../../../api/calls/contracts/contract';
import { Money } from '../../../components/ui/Money';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatNumber, formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  kind: ContractKind;
  tiers: ContractTier[];
  caption: string;
}

export function TierTable({ t, lang, kind, tiers, caption }: Props) {
  const locale = intlLocale(lang, tenant.country);
  return (
    <ScrollRegion label={caption}>
      <table className="table table-xs [&_th]:whitespace-normal">
        <caption className="text-start text-xs opacity-80">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'dividend' ? 'contracts.tiers.minLoss' : 'contracts.tiers.minValidBet')}</th>
            <th scope="col">{t('contracts.tiers.minActive')}</th>
            <th scope="col" className="text-end">
              {t('contracts.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={`${tier.minBase}-${tier.minActive}-${tier.rate}`}>
              <td>
                <Money minor={tier.minBase} lang={lang} />
              </td>
              <td>
                <bdi dir="ltr">{formatNumber(tier.minActive, locale)}</bdi>
              </td>
              <td className="text-end">
                <bdi dir="ltr">{formatPercent(tier.rate, locale)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
