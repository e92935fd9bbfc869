/**
 * The machine's own ceiling for the money benchmarks: PostgreSQL's pgbench running its standard TPC-B-like
 * transaction (BEGIN, three UPDATEs, a SELECT, an INSERT, COMMIT: about what a wallet transfer or a studio round
 * asks of the database) with the benchmark's connections, prepared statements and a C client that costs almost
 * nothing. No HTTP and no application code, so no platform can do better on the same server and cores: read next
 * to it, a round's figures say how much the platform adds, and runs on different machines can be compared.
 * Skipped (null) when pgbench is not installed (Debian ships it with the PostgreSQL client).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres } from './fresh-postgres';

function pgbench(args: string[]): { ok: boolean; output: string } {
  const run = spawnSync('pgbench', args, { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/**
 * A table row (LOAD_COLUMNS) of pgbench on a fresh database of the local server, or null without pgbench or a
 * server.
 */
export async function pgbenchCeiling(connections: number, durationS: number): Promise<string[] | null> {
  if (!hasPgbench()) return null;
  const database = await freshPostgres('bench_ceiling');
  if (!database) return null;
  try {
    return measure(database.url, connections, durationS);
  } finally {
    await database.drop();
  }
}

export interface PgbenchLoad {
  tps: number;
  p50Ms: number;
  p99Ms: number;
  transactions: number;
}

/**
 * pgbench with `connections` clients for `durationS` seconds on prepared statements, its transactions' latencies
 * read from its per-transaction log: TPC-B-like by default, or the `script` file's transaction.
 */
export function pgbenchLoad(url: string, connections: number, durationS: number, script?: string): PgbenchLoad {
  const logs = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const run = pgbench([
      ...['-c', String(connections), '-j', '2', '-T', String(durationS), '-M', 'prepared'],
      ...(script ? ['-n', '-f', script] : []),
      ...['-l', `--log-prefix=${join(logs, 'tx')}`, url],
    ]);
    if (!run.ok) throw new Error(`pgbench failed:\n${run.output}`);
    // Per-transaction log lines: client, transaction number, latency in µs, …
    const latencies = readdirSync(logs)
      .flatMap((file) => readFileSync(join(logs, file), 'utf8').split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
    return {
      tps: Number(/tps = ([\d.]+)/.exec(run.output)?.[1] ?? 0),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      transactions: latencies.length,
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

export const hasPgbench = () => spawnSync('pgbench', ['--version']).status === 0;

function measure(url: string, connections: number, durationS: number): string[] {
  const init = pgbench(['-i', '-q', '-s', '10', url]);
  if (!init.ok) throw new Error(`pgbench -i failed:\n${init.output}`);
  const load = pgbenchLoad(url, connections, durationS);
  return [
    'PostgreSQL',
    `pgbench TPC-B, no HTTP, no app; closed loop, ${connections} conn.`,
    load.tps.toFixed(0),
    load.p50Ms.toFixed(1),
    load.p99Ms.toFixed(1),
    `${load.transactions} transactions`,
    "the machine's ceiling",
  ];
}
