/**
 * The line a bench prints for a target stated as a ratio read in one run: on a shared machine an
 * absolute figure means little, a figure beside a reference measured minutes apart on the same machine does.
 */
export interface Ratio {
  /** What is compared: "wallet transfer over HTTP ÷ pgledger". */
  label: string;
  value: number;
  reference: number;
  /** The bound and its direction: at least (≥) or at most (≤) this ratio. */
  target: number;
  atLeast: boolean;
}

export const ratioOf = (value: number, reference: number): number => (reference > 0 ? value / reference : Number.NaN);

export function ratioLine({ label, value, reference, target, atLeast }: Ratio): string {
  const ratio = ratioOf(value, reference);
  const meets = Number.isFinite(ratio) && (atLeast ? ratio >= target : ratio <= target);
  return `${label}: ${ratio.toFixed(2)}× (${fmt(value)} / ${fmt(reference)}); target ${atLeast ? '≥' : '≤'} ${target}×: ${meets ? 'ok' : 'MISS'}`;
}

/** A bound on a figure itself (a p99, a count), printed like a ratio line. */
export function boundLine(label: string, value: number, bound: number, unit: string): string {
  return `${label}: ${fmt(value)} ${unit}; target ≤ ${fmt(bound)} ${unit}: ${value <= bound ? 'ok' : 'MISS'}`;
}

const fmt = (n: number): string =>
  Number.isFinite(n) ? n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 2 : n < 100 ? 1 : 0 }) : 'n/a';
