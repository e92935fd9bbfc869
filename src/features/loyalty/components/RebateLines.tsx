/** A rebate's lines: per game type the valid bets, the percentage and the amount, with the total. */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import type { RebateLine } from '../../../api/calls/loyalty/rebate';
import { Money } from '../../../components/ui/Money';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { formatPercent, intlLocale } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';

interface Props {
  t: TFunction;
  lang: LanguageCode;
  lines: RebateLine[];
  total: number;
  caption: string;
  /** Id of the table's caption, which names its scroll region. */
  id: string;
}

export function RebateLines({ t, lang, lines, total, caption, id }: Props) {
  const locale = intlLocale(lang, tenant.country);
  return (
    <ScrollRegion labelledBy={id}>
      <table className="table table-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('loyalty.rebate.gameType')}</th>
            <th scope="col" className="text-end">
              {t('loyalty.rebate.validBet')}
            </th>
            <th scope="col" className="text-end">
              {t('loyalty.rebate.percent')}
            </th>
            <th scope="col" className="text-end">
              {t('loyalty.rebate.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.gameType}>
              <th scope="row">{t(`games.types.${line.gameType}`, { defaultValue: line.gameType })}</th>
              <td className="text-end">
                <Money minor={line.validBet} lang={lang} />
              </td>
              <td className="text-end">
                <bdi dir="ltr">{formatPercent(line.percent, locale)}</bdi>
              </td>
              <td className="text-end">
                <Money minor={line.amount} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('loyalty.rebate.total')}
            </th>
            <td className="text-end font-bold" data-rebate-total>
              <Money minor={total} lang={lang} />
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
