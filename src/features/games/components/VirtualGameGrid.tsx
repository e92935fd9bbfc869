/**
 * The lobby's grid of game tiles, virtualised by rows (@tanstack/react-virtual against the page's own
 * scroll): only the rows on screen and a few around them are in the DOM, so 10,000 slots cost the same as
 * 30, and a keystroke re-renders those rows only. Columns follow the same breakpoints as the grid classes.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '../../../api/contract/games/game';
import { GameTile } from './GameTile';

interface Props {
  games: readonly Game[];
  t: TFunction;
  onLaunch: (game: Game) => void;
  /** Accessible name of the grid, e.g. "Slots games". */
  label: string;
  busy: boolean;
}

/** Tailwind's sm (40rem) and md (48rem) breakpoints, as in the row classes below. */
const MEDIA = { six: '(min-width: 48rem)', four: '(min-width: 40rem)' };
const ROW_CLASSES = 'grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6';
/** gap-2 between rows too. */
const ROW_GAP = 8;
/** Rows kept rendered above and below the screen, so a fling does not show blanks. */
const OVERSCAN_ROWS = 1;
/** Name and vendor lines under the square image, before a row is measured. */
const TEXT_HEIGHT = 52;

function columnsNow(): number {
  if (typeof matchMedia === 'undefined') return 3;
  if (matchMedia(MEDIA.six).matches) return 6;
  return matchMedia(MEDIA.four).matches ? 4 : 3;
}

/** Columns per row and the grid's width and offset from the top of the page, kept current on resize. */
function useGridBox(ref: React.RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ columns: 3, width: 360, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { columns: columnsNow(), width: rect.width, top: Math.round(rect.top + window.scrollY) };
      setBox((old) => (old.columns === next.columns && old.width === next.width && old.top === next.top ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Content above the grid (an alert, the count line) moves it down without resizing it.
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

export function VirtualGameGrid({ games, t, onLaunch, label, busy }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, width, top } = useGridBox(ref);
  const rowCount = Math.ceil(games.length / columns);
  const tileWidth = (width - ROW_GAP * (columns - 1)) / columns;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round(tileWidth + TEXT_HEIGHT),
    overscan: OVERSCAN_ROWS,
    gap: ROW_GAP,
    scrollMargin: top,
  });
  const rows = virtualizer.getVirtualItems();

  return (
    <section ref={ref} aria-label={label} aria-busy={busy} className="relative w-full">
      <div style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <ul
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={`absolute start-0 w-full ${ROW_CLASSES}`}
            style={{ transform: `translateY(${row.start - top}px)` }}
          >
            {games.slice(row.index * columns, (row.index + 1) * columns).map((game) => (
              <GameTile key={game.nodeId} game={game} t={t} onLaunch={onLaunch} />
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
