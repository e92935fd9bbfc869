/**
 * A small bar chart of profit per game type: bars grow from a middle axis, gains toward the end (green),
 * losses toward the start (red), so the chart mirrors in Urdu with the page (rtl:-scale-x-100). The figure is
 * one image to screen readers, labelled with every type's profit; the table below it holds the same numbers.
 */
import type { ProfitBar } from '../stores/profit';

interface Props {
  bars: ProfitBar[];
  /** The whole chart as a sentence: title, then each type with its formatted profit. */
  label: string;
  typeLabel: (gameType: string) => string;
}

export function ProfitChart({ bars, label, typeLabel }: Props) {
  return (
    <figure role="img" aria-label={label} className="grid max-w-xl gap-1" data-chart="profit">
      {bars.map((bar) => (
        <div key={bar.gameType} className="grid grid-cols-[7rem_1fr] items-center gap-2 text-xs">
          <span className="truncate">{typeLabel(bar.gameType)}</span>
          <svg
            viewBox="0 0 200 12"
            className="h-3 w-full rtl:-scale-x-100"
            aria-hidden="true"
            preserveAspectRatio="none"
          >
            <line x1="100" x2="100" y1="0" y2="12" className="stroke-base-content/40" strokeWidth="1" />
            {bar.percent > 0 && (
              <rect
                x={bar.profit > 0 ? 100 : 100 - bar.percent}
                y="1"
                width={bar.percent}
                height="10"
                className={bar.profit > 0 ? 'fill-success' : 'fill-error'}
                data-bar={bar.profit > 0 ? 'gain' : 'loss'}
              />
            )}
          </svg>
        </div>
      ))}
    </figure>
  );
}
