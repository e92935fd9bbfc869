import type { TFunction } from 'i18next';
import type { GameType } from '../../../api/calls/games/game';
import { PillStrip } from './PillStrip';

interface Props {
  t: TFunction;
  /** The types to offer (only those present in the list). */
  types: GameType[];
  selected: GameType | null;
  onSelect: (type: GameType | null) => void;
}

/** Filter pills by game type, "All" first; one pressed at a time. */
export function TypeFilter({ t, types, selected, onSelect }: Props) {
  const pills = [
    { id: null, label: t('games.allTypes') },
    ...types.map((type) => ({ id: type, label: t(`games.types.${type}`) })),
  ];
  return (
    <PillStrip<GameType | null> label={t('games.typeFilter')} pills={pills} selected={selected} onSelect={onSelect} />
  );
}
