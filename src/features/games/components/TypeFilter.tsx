import type { TFunction } from 'i18next';
import type { GameType } from '../../../api/contract/games/game';

interface Props {
  t: TFunction;
  /** The types to offer (only those present in the list). */
  types: GameType[];
  selected: GameType | null;
  onSelect: (type: GameType | null) => void;
}

/** Filter chips by game type, "All" first; one pressed at a time. */
export function TypeFilter({ t, types, selected, onSelect }: Props) {
  const chip = (type: GameType | null) => (
    <li key={type ?? 'all'}>
      <button
        type="button"
        aria-pressed={selected === type}
        className={`btn btn-sm ${selected === type ? 'btn-primary' : 'btn-ghost border-base-300'}`}
        onClick={() => onSelect(type)}
      >
        {type === null ? t('games.allTypes') : t(`games.types.${type}`)}
      </button>
    </li>
  );
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('games.typeFilter')}>
      {chip(null)}
      {types.map(chip)}
    </ul>
  );
}
