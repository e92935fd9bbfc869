import type { TFunction } from 'i18next';
import { useId } from 'react';
import { type LobbySort, SORTS } from '../stores/lobby-select';

interface Props {
  t: TFunction;
  value: LobbySort;
  onChange: (sort: LobbySort) => void;
  disabled?: boolean;
}

/** The lobby's sort (popular, newest, A–Z): a native select, which phones show as their own picker. */
export function SortSelect({ t, value, onChange, disabled = false }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm">
        {t('lobby.sort')}
      </label>
      <select
        id={id}
        className="select select-bordered select-sm w-auto"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as LobbySort)}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`lobby.sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
