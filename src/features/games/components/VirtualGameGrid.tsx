/**
 * The lobby's grid of game tiles, virtualised by rows (@tanstack/react-virtual against the page's own
 * scroll): only the rows on screen and a few around them are in the DOM, so 10,000 slots cost the same as
 * 30. Kept cheap per frame, because a scroll or a keystroke re-renders the rows on screen:
 * - rows have the tiles' fixed height (GAME_TILE_HEIGHT_REM), so nothing is measured in the DOM (no forced
 *   layout while React commits) and each row is a containment box whose layout stays inside it;
 * - rows and tiles are keyed by slot (row number modulo the rows that fit, then column), so scrolling and
 *   typing give the same elements other games instead of building new ones; tiles are memoised, so a row
 *   whose games did not change is not rendered again;
 * - the member's favourites are read here once and handed to each tile as a flag.
 * Columns follow the same breakpoints as the grid classes.
 */
import { useStore } from '@nanostores/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '../../../api/contract/games/game';
import { $favoriteIds } from '../../../stores/session';
import { GAME_TILE_HEIGHT_REM, GameTile } from './GameTile';

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
/** Layout, style and size stay inside a row (its height is set): a row's change never lays out the page. */
const ROW_CLASSES = 'grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6 [contain:size_layout_style]';
/** gap-2 between rows too. */
const ROW_GAP = 8;
/** Rows kept rendered above and below the screen, so a fling does not show blanks. */
const OVERSCAN_ROWS = 1;

function columnsNow(): number {
  if (typeof matchMedia === 'undefined') return 3;
  if (matchMedia(MEDIA.six).matches) return 6;
  return matchMedia(MEDIA.four).matches ? 4 : 3;
}

function rootFontSize(): number {
  if (typeof document === 'undefined') return 16;
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

interface GridBox {
  columns: number;
  width: number;
  /** The grid's offset from the top of the page. */
  top: number;
  /** A row's height in px: the tile's fixed height. */
  rowHeight: number;
  /** The window's height, for the number of row slots. */
  viewport: number;
}

/** Columns per row, the grid's width and offset from the top of the page, kept current on resize. */
function useGridBox(ref: React.RefObject<HTMLElement | null>): GridBox {
  const [box, setBox] = useState<GridBox>({ columns: 3, width: 360, top: 0, rowHeight: 240, viewport: 800 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next: GridBox = {
        columns: columnsNow(),
        width: rect.width,
        top: Math.round(rect.top + window.scrollY),
        rowHeight: Math.round(GAME_TILE_HEIGHT_REM * rootFontSize()),
        viewport: window.innerHeight,
      };
      setBox((old) => ((Object.keys(next) as (keyof GridBox)[]).every((key) => old[key] === next[key]) ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Content above the grid (an alert, the count line) moves it down without resizing it.
    if (element.parentElement) observer.observe(element.parentElement);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, [ref]);
  return box;
}

export function VirtualGameGrid({ games, t, onLaunch, label, busy }: Props) {
  const ref = useRef<HTMLElement>(null);
  const { columns, top, rowHeight, viewport } = useGridBox(ref);
  const favoriteIds = useStore($favoriteIds);
  const favorites = useMemo(() => new Set(favoriteIds), [favoriteIds]);
  // One function for every render, so memoised tiles are not re-rendered because the host re-rendered.
  const launchRef = useRef(onLaunch);
  useLayoutEffect(() => {
    launchRef.current = onLaunch;
  });
  const launch = useCallback((game: Game) => launchRef.current(game), []);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(games.length / columns),
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    gap: ROW_GAP,
    scrollMargin: top,
  });
  // The virtualizer keeps its row sizes until told: a new row height (another root font size) re-measures.
  useLayoutEffect(() => {
    if (rowHeight) virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const rows = virtualizer.getVirtualItems();
  // More slots than rows can ever be rendered at once, so slot keys never collide.
  const slots = Math.max(rows.length, Math.ceil(viewport / (rowHeight + ROW_GAP)) + 2 * OVERSCAN_ROWS + 2);

  return (
    <section ref={ref} aria-label={label} aria-busy={busy} className="relative w-full">
      <div style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <ul
            key={row.index % slots}
            data-index={row.index}
            className={`absolute start-0 w-full ${ROW_CLASSES}`}
            style={{ height: rowHeight, transform: `translateY(${row.start - top}px)` }}
          >
            {games.slice(row.index * columns, (row.index + 1) * columns).map((game, column) => (
              <GameTile
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are keyed by slot on purpose (see above)
                key={column}
                game={game}
                t={t}
                onLaunch={launch}
                favorite={favorites.has(game.nodeId)}
              />
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
