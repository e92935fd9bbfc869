import type { TFunction } from 'i18next';
import { CATEGORIES } from '../../../config/navigation';
import type { LanguageCode } from '../../../i18n/languages';
import { localePath } from '../../../i18n/paths';
import type { AccountListKind } from '../account-list-loaders';

interface Props {
  t: TFunction;
  kind: AccountListKind;
  lang: LanguageCode;
}

/** Nothing saved or played yet: say so and point to the game categories, where tiles have the star. */
export function EmptyAccountList({ t, kind, lang }: Props) {
  return (
    <div className="flex flex-col gap-3 rounded-box bg-base-200 p-4">
      <p>{t(kind === 'favorite' ? 'games.favorite.empty' : 'games.recent.empty')}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t('games.browseCategories')}>
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <a className="btn btn-sm btn-outline" href={localePath(lang, category.path)}>
              {t(`shell.nav.${category.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
