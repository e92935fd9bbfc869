/** A plain-text table for terminal summaries. By default the first column is left-aligned, the others right. */
export function formatTable(
  header: string[],
  rows: string[][],
  { alignRight = (column: number) => column > 0 }: { alignRight?: (column: number) => boolean } = {},
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignRight(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
