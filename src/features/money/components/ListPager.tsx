/** The shared Pager with the money pages' labels. */
import type { TFunction } from 'i18next';
import { Pager } from '../../../components/ui/Pager';

interface Props {
  t: TFunction;
  page: number;
  pages: number;
  busy: boolean;
  onChange: (page: number) => void;
}

export function ListPager({ t, page, pages, busy, onChange }: Props) {
  return (
    <Pager
      page={page}
      totalPages={pages}
      disabled={busy}
      onChange={onChange}
      range={3}
      labels={{
        navigation: t('money.common.pages'),
        previous: t('money.common.previous'),
        next: t('money.common.next'),
        page: (number) => t('money.common.page', { page: number }),
      }}
    />
  );
}
