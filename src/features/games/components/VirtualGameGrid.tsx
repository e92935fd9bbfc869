/**
 * The lobby's grid of game tiles, virtualised by rows (@tanstack/react-virtual against the page's own
 * scroll): only the rows on screen and a few around them are in the DOM, so 10,000 slots cost the same as
 * 30. Kept cheap per frame, because a scroll or a keystroke re-renders the rows on screen:
 * - rows have the tiles' fixed height (GAME_TILE_HEIGHT_REM), so nothing is measured in the DOM (no forced
 *   layout while React commits) and each row is a containment box whose layout stays inside it;
 * - rows and tiles are keyed by slot (row number modulo the rows that fit, then column), so scrolling and
 *   typing give the same elements other games instead of building new ones; tiles are memoised, so a row
 *   whose games did not change is not rendered again;
 * - the member's favourites are read here once and handed to each tile as a flag;
 * - the tiles translate through a translator that remembers its texts, so a keystroke's new tiles do not ask i18next
 *   again for the labels every tile shows (PLAY NOW, the badges, the favourite star's name);
 * - the rows follow the scroll in a deferred render (React splits it into short tasks), so a fling never
 *   holds the page in one long task; rows still waiting for it show as empty tile shapes meanwhile.
 * Columns follow the same breakpoints as the grid classes.
 */
import { useStore } from '@nanostores/react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '../../../api/calls/games/game';
import { rememberedTranslations } from '../../../i18n/remembered-translations';
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

interface RowsProps {
  rows: VirtualItem[];
  games: readonly Game[];
  columns: number;
  top: number;
  rowHeight: number;
  slots: number;
  favorites: ReadonlySet<number>;
  t: TFunction;
  launch: (game: Game) => void;
}

/** The rendered rows: memoised, so the scroll's urgent render of the grid skips them until their deferred turn. */
const GridRows = memo(function GridRows({
  rows,
  games,
  columns,
  top,
  rowHeight,
  slots,
  favorites,
  t,
  launch,
}: RowsProps) {
  return rows.map((row) => (
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
  ));
});

/**
 * A host's render that changes none of the grid's inputs (a launch starting, a favourite's error) skips the
 * grid. `onLaunch` is left out: it is read through a ref, so a host's new function needs no render.
 */
function sameGrid(before: Props, after: Props): boolean {
  return (
    before.games === after.games && before.t === after.t && before.label === after.label && before.busy === after.busy
  );
}

export const VirtualGameGrid = memo(function VirtualGameGrid({ games, t, onLaunch, label, busy }: Props) {
  const ref = useRef<HTMLElement>(null);
  const { columns, top, rowHeight, viewport } = useGridBox(ref);
  const favoriteIds = useStore($favoriteIds);
  const favorites = useMemo(() => new Set(favoriteIds), [favoriteIds]);
  const tileT = useMemo(() => rememberedTranslations(t), [t]);
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
  // The rows follow the scroll in a deferred render, which React splits into short tasks: the scroll event
  // itself only moves the page, and a fling never waits for a frame's worth of new tiles in one task. Rows
  // on screen whose tiles are not rendered yet (a fast fling restarts the deferred render every frame) show
  // as empty tile shapes meanwhile: a handful of plain elements, drawn in the scroll's own render.
  const onScreen = virtualizer.getVirtualItems();
  const rows = useDeferredValue(onScreen);
  const rendered = new Set(rows.map((row) => row.index));
  const waiting = onScreen.filter((row) => !rendered.has(row.index));
  // More slots than rows can ever be rendered at once, so slot keys never collide.
  const slots = Math.max(rows.length, Math.ceil(viewport / (rowHeight + ROW_GAP)) + 2 * OVERSCAN_ROWS + 2);

  return (
    <section ref={ref} aria-label={label} aria-busy={busy} className="relative w-full">
      <div style={{ height: virtualizer.getTotalSize() }}>
        <GridRows
          rows={rows}
          games={games}
          columns={columns}
          top={top}
          rowHeight={rowHeight}
          slots={slots}
          favorites={favorites}
          t={tileT}
          launch={launch}
        />
        {waiting.map((row) => (
          <div
            // By slot, as the rows: a fling moves the same few placeholders instead of building new ones each frame.
            key={row.index % slots}
            aria-hidden="true"
            data-waiting-row
            className={`pointer-events-none absolute start-0 w-full ${ROW_CLASSES}`}
            style={{ height: rowHeight, transform: `translateY(${row.start - top}px)` }}
          >
            {Array.from({ length: columns }, (_, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
              <span key={column} className="rounded-box bg-base-200" />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}, sameGrid);
