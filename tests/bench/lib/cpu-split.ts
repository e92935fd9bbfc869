/**
 * Where a load's CPU goes, read from /proc while it runs: the platform's process (found by its listening port) and
 * the PostgreSQL backends of one database (pg_stat_activity; none for PGlite), each as CPU milliseconds. Divided by the requests the
 * load completed, it says what one request costs each side, which on a shared two-core machine is the figure that
 * decides throughput (a closed loop runs until both cores are busy). Linux only; null elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User + system CPU of one process so far (ms), or undefined once it is gone. */
function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

/** The pid listening on `port` (ss), or undefined. */
export function listenerPid(port: number): number | undefined {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    return pid ? Number(pid) : undefined;
  } catch {
    return undefined;
  }
}

export interface CpuSplit {
  /** CPU ms of the platform's process during the window. */
  platformMs: number;
  /** CPU ms of the database's backends during the window. */
  postgresMs: number;
  /** CPU ms of this (load generating) process during the window. */
  loadMs: number;
}

/**
 * Starts sampling: the platform process `pid` and the backends of `databaseUrl`'s database, twice a second (a
 * backend that ends between samples loses at most its last half second). `stop()` answers the totals.
 */
export async function sampleCpu(
  pid: number | undefined,
  databaseUrl: string | undefined,
): Promise<{ stop(): Promise<CpuSplit> }> {
  if (!existsSync('/proc/self/stat')) throw new Error('cpu-split reads /proc');
  // PGlite: no backends, the database runs in the platform's process.
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const name = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let initial = true;
  const sample = async () => {
    if (!client) return;
    const rows = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    for (const { pid: backend } of rows.rows) {
      const ms = cpuMs(backend);
      if (ms === undefined) continue;
      // A backend that opens during the window counts whole (its start is part of the load).
      if (!first.has(backend)) first.set(backend, initial ? ms : 0);
      last.set(backend, ms);
    }
    initial = false;
  };
  await sample();
  const platformStart = pid ? (cpuMs(pid) ?? 0) : 0;
  const loadStart = process.cpuUsage();
  const timer = setInterval(() => void sample().catch(() => undefined), 500);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      const load = process.cpuUsage(loadStart);
      const platformMs = pid ? (cpuMs(pid) ?? platformStart) - platformStart : Number.NaN;
      let postgresMs = 0;
      for (const [backend, ms] of last) postgresMs += ms - (first.get(backend) ?? ms);
      await client?.end();
      return { platformMs, postgresMs, loadMs: (load.user + load.system) / 1000 };
    },
  };
}
