/**
 * One load scenario measured both ways load-testing practice distinguishes:
 *
 * - closed loop (autocannon): `connections` connections, each sending its next request as soon as the last one
 *   answers: the most the platform can do. Its latency is mostly queueing (with 50 requests always in flight on
 *   two cores, latency ≈ connections ÷ throughput), so it is reported, never judged against a latency target.
 * - open loop (open-loop.ts): the same connections at a fixed offered rate, each request timed from when it was
 *   due (no coordinated omission). A target of the form "1,000/s with p99 ≤ 50 ms" is judged on this reading:
 *   the achieved rate must reach the offered one (within 3%) with that p99 and no failed request.
 *
 * Rows are printed as soon as they are measured (a long benchmark that fails later keeps them) and returned for
 * the closing table. Nothing here fails on a timing.
 */
import { loadavg } from 'node:os';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { loadRow } from './load-row';
import { openLoop } from './open-loop';

export interface BothWaysScenario {
  database: string;
  name: string;
  url: string;
  connections: number;
  durationS: number;
  /** The next request (method, path, headers, body): a fresh idempotency key, the next player … */
  request(): RawRequest;
  /**
   * Requests per second offered in the open-loop run, or 'half-closed': half of what this run's closed loop
   * reached (a latency judged at a load this machine can carry, whatever the machine).
   */
  offeredRate: number | 'half-closed';
  /** The latency target (ms) the open-loop run is held to. */
  p99Ms: number;
  /** Held to the offered rate as a throughput target too (rounds, transfers), or only to the latency (reads). */
  rateIsTarget: boolean;
  /**
   * Also one connection, closed loop: the call's own latency, without queueing behind 49 others (the reading
   * that suffers least when the machine is shared).
   */
  single?: boolean;
}

function closedLoop(scenario: BothWaysScenario, connections: number) {
  return autocannon({
    url: scenario.url,
    connections,
    duration: scenario.durationS,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
  });
}

/** The rows printed, and the figures a ratio line reads. */
export interface BothWaysReading {
  rows: string[][];
  closed: Result;
  open: Result;
  offeredRate: number;
}

export async function measureBothWays(scenario: BothWaysScenario): Promise<BothWaysReading> {
  const { database, name, connections, p99Ms } = scenario;
  const rows: string[][] = [];
  const report = (row: string[], note?: string) => {
    if (note) row[row.length - 1] = note;
    console.log(row.join(' | '));
    rows.push(row);
  };
  const closed = await closedLoop(scenario, connections);
  report(loadRow(database, `${name}; closed loop, ${connections} conn.`, closed, '', true), 'maximum throughput');
  if (scenario.single) {
    const single = await closedLoop(scenario, 1);
    report(loadRow(database, `${name}; closed loop, 1 conn.`, single, '', true), "the call's own latency");
  }

  const offeredRate =
    scenario.offeredRate === 'half-closed'
      ? Math.max(1, Math.round(closed.requests.average / 2))
      : scenario.offeredRate;
  const open = await openLoop({
    url: scenario.url,
    connections,
    rate: offeredRate,
    durationS: scenario.durationS,
    request: scenario.request,
  });
  const rate = offeredRate.toLocaleString('en');
  report(
    loadRow(
      database,
      `${name}; offered ${rate}/s, ${connections} conn.`,
      open,
      scenario.rateIsTarget ? `${rate}/s with p99 ≤ ${p99Ms} ms` : `p99 ≤ ${p99Ms} ms at ${rate}/s`,
      open.requests.average >= offeredRate * 0.97 && open.latency.p99 <= p99Ms && open.non2xx === 0 && !open.errors,
    ),
  );
  return { rows, closed, open, offeredRate };
}

/** The offered rate of the open-loop runs: BENCH_RATE, else the issues' 1,000 requests per second. */
export const OFFERED_RATE = Number(process.env.BENCH_RATE) || 1000;

/** The money benches' offered rate: BENCH_RATE when given, else half of each scenario's own closed-loop maximum. */
export const MONEY_OFFERED_RATE: number | 'half-closed' = Number(process.env.BENCH_RATE) || 'half-closed';

/** The benchmark platform's port: BENCH_PORT (its runs use it one after the other), else `fallback`. */
export const benchPort = (fallback: number): number => Number(process.env.BENCH_PORT) || fallback;

/** The machine's load average (1, 5, 15 minutes), printed next to the figures it colours. */
export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
