/** One line of a load benchmark's table: throughput, p50/p99, status codes, and the target it is held to. */
import type { Result } from 'autocannon';

export const LOAD_COLUMNS = ['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'status codes', 'target'];

export function loadRow(database: string, name: string, result: Result, target: string, meets: boolean): string[] {
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return [
    database,
    name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    codes + (result.errors ? ` errors×${result.errors}` : ''),
    `${target}: ${meets ? 'ok' : 'MISS'}`,
  ];
}
