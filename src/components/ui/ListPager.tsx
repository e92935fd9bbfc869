/**
 * The shared Pager for lists of records (money histories, the betting record), labelled from the page's
 * translations: `keyPrefix` names where its four labels live (`<prefix>.pages`, `.previous`, `.next`, `.page`).
 */
import { tenant } from 'virtual:tenant';
import type { TFunction } from 'i18next';
import { pageLanguage } from '../../i18n/client';
import { formatNumber, intlLocale } from '../../i18n/format';
import { Pager } from './Pager';

interface Props {
  t: TFunction;
  /** e.g. 'money.common': the keys pages, previous, next and page (with {{page}}) under it. */
  keyPrefix: string;
  page: number;
  pages: number;
  busy: boolean;
  onChange: (page: number) => void;
}

export function ListPager({ t, keyPrefix, page, pages, busy, onChange }: Props) {
  return (
    <Pager
      page={page}
      totalPages={pages}
      disabled={busy}
      onChange={onChange}
      range={3}
      labels={{
        navigation: t(`${keyPrefix}.pages`),
        previous: t(`${keyPrefix}.previous`),
        next: t(`${keyPrefix}.next`),
        page: (number) => t(`${keyPrefix}.page`, { page: number }),
        number: (number) => formatNumber(number, intlLocale(pageLanguage(), tenant.country)),
      }}
    />
  );
}
