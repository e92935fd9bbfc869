/** A game centre (/sports, /esports, /cockfight, /lott, /elott): one card per vendor launching its lobby. */

import { tenant } from 'virtual:tenant';
import { useEffect, useState } from 'react';
import { errorMessageKey } from '../../../api/api-error';
import type { Vendor } from '../../../api/calls/games/game';
import { gameMenusCall } from '../../../api/calls/games/lobby';
import { api } from '../../../api/default-client';
import { CdnImage } from '../../../components/ui/CdnImage';
import type { Category } from '../../../config/navigation';
import { useTranslations } from '../../../i18n/use-translations';
import { vendorsFor } from '../categories';
import { useLaunch } from './use-launch';

interface Props {
  category: Category;
}

export default function GameCentre({ category }: Props) {
  const t = useTranslations('games', 'errors');
  const [vendors, setVendors] = useState<Vendor[] | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const launcher = useLaunch();

  useEffect(() => {
    api
      .call(gameMenusCall)
      .then((menus) => setVendors(vendorsFor(category, menus, tenant.brand)))
      .catch((error) => setErrorKey(errorMessageKey(error)));
  }, [category]);

  if (!t) return <p className="loading loading-dots" aria-busy="true" />;
  const problem = errorKey ?? launcher.errorKey;
  return (
    <div className="flex flex-col gap-4">
      {problem && (
        <div role="alert" className="alert alert-error">
          {t(problem)}
        </div>
      )}
      {vendors?.length === 0 && <p>{t('games.noVendors')}</p>}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {vendors?.map((v) => (
          <li key={v.vassalage} className="card bg-base-200">
            <div className="card-body flex-row items-center gap-4 p-4">
              <CdnImage
                src={v.logoUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="h-16 w-16 rounded-box bg-base-300"
              />
              <div className="flex-1">
                <h2 className="card-title text-base">{v.name}</h2>
                {v.maintenance && <p className="badge badge-warning badge-sm">{t('games.maintenance')}</p>}
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={v.maintenance || launcher.busy}
                aria-label={`${t('games.playNow')} · ${v.name}`}
                onClick={() => launcher.start({ vassalage: v.vassalage, gameType: v.gameType })}
              >
                {t('games.playNow')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
