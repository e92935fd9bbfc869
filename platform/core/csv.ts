/**
 * CSV files the operator downloads (histories): every cell quoted where it must be, and a cell that begins with
 * = + - @ (or a tab or carriage return) prefixed with an apostrophe, so no value a member typed (a sender account, a
 * reason, a username) runs as a spreadsheet formula. CRLF line ends and a BOM, so spreadsheets read UTF-8.
 * Amounts are written as plain major units (minorToPlain): a history's amounts are never negative, so no figure is
 * prefixed.
 */

/** Minor units as plain major units with 2 decimals, e.g. 50025 → "500.25". */
export function minorToPlain(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

import type { Context } from 'hono';
import { HISTORY_CSV_MAX_ROWS } from '../../src/api/calls/admin-history';

/** The CSV text of a header row and data rows. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Answers a history's CSV file: `rows` read with one more than HISTORY_CSV_MAX_ROWS, so a file that stops there says
 * so in its last line (the operator narrows the filter for the rest).
 */
export function csvAttachment(c: Context, fileName: string, header: readonly string[], rows: readonly string[][]) {
  const text = csvText(header, rows.slice(0, HISTORY_CSV_MAX_ROWS));
  const capped = rows.length > HISTORY_CSV_MAX_ROWS;
  const note = capped ? `# stopped at ${HISTORY_CSV_MAX_ROWS} rows: narrow the filter for the rest\r\n` : '';
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="${fileName}"`);
  return c.body(text + note);
}
