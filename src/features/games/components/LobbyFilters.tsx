/**
 * The lobby's choices above the grid: vendor chips (In-house too), the select types (ALL, HOT, NEW, FAV, RECENT) and
 * the sort. It listens to those choices only, so a keystroke in the search never re-renders it.
 */
import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { INHOUSE } from '../categories';
import { $lobby, chooseSort, chooseType, chooseVendor } from '../stores/lobby';
import { SELECT_TYPES, type SelectType } from '../stores/lobby-select';
import { PillStrip } from './PillStrip';
import { SortSelect } from './SortSelect';

export const LobbyFilters = memo(function LobbyFilters({ t }: { t: TFunction }) {
  const lobby = useStore($lobby, { keys: ['vendors', 'inhouse', 'vendor', 'type', 'sort'] });
  const vendorPills = [
    { id: null, label: t('games.allVendors') },
    ...lobby.vendors.map((v) => ({ id: v.vassalage, label: v.name })),
    ...(lobby.inhouse ? [{ id: INHOUSE, label: t('games.inhouse') }] : []),
  ];
  const typePills = SELECT_TYPES.map((type) => ({ id: type, label: t(`lobby.types.${type}`) }));
  return (
    <>
      <PillStrip label={t('games.vendors')} pills={vendorPills} selected={lobby.vendor} onSelect={chooseVendor} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <PillStrip<SelectType>
          label={t('lobby.selectTypes')}
          pills={typePills}
          selected={lobby.type}
          onSelect={(type) => void chooseType(type)}
        />
        <SortSelect t={t} value={lobby.sort} onChange={chooseSort} disabled={lobby.type === 'RECENT'} />
      </div>
    </>
  );
});
