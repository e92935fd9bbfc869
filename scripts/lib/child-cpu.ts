/**
 * CPU time (user + system) spent by this process's finished children and everything they waited for, read from
 * /proc/self/stat (cutime, cstime). A step's CPU time is the difference across it: its whole process tree (Vitest's
 * forks, astro's workers, Playwright's server and Chromium), since each parent reaps its own children. On a shared
 * two-core machine wall time moves with the neighbours' load; CPU time is what the step itself costs.
 * Returns undefined where /proc is missing (not Linux).
 */
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports times in these ticks (100 on every mainstream architecture). */
const TICKS_PER_SECOND = 100;

export function childrenCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 (cutime, cstime) are at 13 and 14 once fields 1 and 2 are gone.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) return undefined;
  return (cutime + cstime) / TICKS_PER_SECOND;
}
