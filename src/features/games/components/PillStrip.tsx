/**
 * A row of filter pills, one pressed at a time (vendors in a lobby, game types in the account lists). Each
 * label stays on one line ("PG Soft", "CQ9 Gaming"); when the pills do not fit, the strip scrolls sideways
 * instead of wrapping or widening the page.
 */
interface Pill<Id> {
  id: Id;
  label: string;
}

interface Props<Id> {
  /** The strip's accessible name, e.g. "Game providers". */
  label: string;
  pills: Pill<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export function PillStrip<Id extends string | null>({ label, pills, selected, onSelect }: Props<Id>) {
  return (
    <ul className="flex max-w-full flex-nowrap gap-2 overflow-x-auto overscroll-x-contain pb-1" aria-label={label}>
      {pills.map((pill) => (
        <li key={pill.id ?? ''} className="shrink-0">
          <button
            type="button"
            aria-pressed={selected === pill.id}
            className={`btn btn-sm whitespace-nowrap ${selected === pill.id ? 'btn-primary' : 'btn-ghost border-base-300'}`}
            onClick={() => onSelect(pill.id)}
          >
            {pill.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
