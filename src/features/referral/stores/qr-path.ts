/**
 * A QR code's modules as one SVG path: a run of dark modules in a row is one rectangle, so a link's code is a few
 * hundred short commands instead of a node per module. `modules[y][x]` is true for a dark module.
 */
export function qrPath(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
