/**
 * CSV downloads of record pages (account record, betting record): cells quoted so no value breaks a row or
 * runs as a spreadsheet formula, amounts as plain major units, CRLF line ends and a BOM so spreadsheets read
 * the file as UTF-8 (the headers are in the page language: Bangla, Urdu, Burmese, Chinese).
 */

/** Minor units as plain major units with 2 decimals and a sign, e.g. -50025 → "-500.25". */
export function minorToPlain(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string): string {
  // Quote everything that could break the row; a leading =, +, - or @ could run as a formula in a spreadsheet
  const safe = /^[=+@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of a header row and data rows. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands a file to the browser as a download named `name`. */
export function downloadFile(file: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0); // after the browser picked the file up
}
