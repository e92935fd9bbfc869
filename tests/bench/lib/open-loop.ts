/**
 * An open-loop load generator (the wrk2 way): request i is due at start + i ÷ rate, whatever happened to the
 * ones before it, goes out over at most `connections` keep-alive connections (a request finding all of them busy
 * waits for one), and its latency counts from when it was due. A stall of the server therefore shows in the
 * latency of every request it delayed, also of those it kept from being sent (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: autocannon 9 gives each connection a budget per wall-clock second and lets it
 * spend it back to back, so every second starts with all connections busy (a closed loop in bursts, not a steady
 * rate), and its correction for coordinated omission uses an expected interval of ceil(1 ÷ rate) = 1 ms
 * (lib/run.js), not 1,000 ÷ rate ms.
 *
 * Returns the shape of autocannon's Result that load-row.ts reads.
 */
import http from 'node:http';
import type { RawRequest, Result } from 'autocannon';

export interface OpenLoopOptions {
  url: string;
  connections: number;
  /** Requests per second offered. */
  rate: number;
  durationS: number;
  timeoutMs?: number;
  /**
   * Seconds the run waits for answers after the last request went out (default 10). A platform slower than the
   * offered rate builds a queue that would take minutes to drain: what is still unanswered then is cut off and
   * counted as failed (an error), so the achieved rate shows the shortfall.
   */
  drainS?: number;
  /** The next request to send (method, path, headers, body). */
  request(): RawRequest;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export async function openLoop(options: OpenLoopOptions): Promise<Result> {
  const { connections, rate, durationS } = options;
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const total = Math.round(rate * durationS);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statusCodeStats: Record<string, { count: number }> = {};
  let errors = 0;
  let timeouts = 0;
  let non2xx = 0;
  let pending = 0;
  let sent = 0;
  let closed = false;
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => {
    finished = resolve;
  });

  const inFlight = new Set<http.ClientRequest>();
  const send = (due: number) => {
    const spec = options.request();
    pending += 1;
    const settle = () => {
      inFlight.delete(request);
      pending -= 1;
      if (pending === 0 && sent === total) finished();
    };
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: spec.method ?? 'GET',
        path: spec.path ?? '/',
        headers: spec.headers,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const code = String(response.statusCode);
          statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + 1 };
          if (code.startsWith('2')) latencies.push(performance.now() - due);
          else non2xx += 1;
          settle();
        });
      },
    );
    request.on('timeout', () => {
      timeouts += 1;
      request.destroy(new Error('timeout'));
    });
    request.on('error', () => {
      if (!closed) errors += 1;
      settle();
    });
    inFlight.add(request);
    request.end(spec.body);
  };

  const start = performance.now();
  // Each tick sends every request that is due by now, each timed from its own due time.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  if (pending > 0) {
    let drained!: NodeJS.Timeout;
    const cutOff = new Promise<void>((resolve) => {
      drained = setTimeout(resolve, (options.drainS ?? 10) * 1000);
    });
    await Promise.race([allDone, cutOff]);
    clearTimeout(drained);
  }
  const elapsedS = (performance.now() - start) / 1000;
  // Whatever is still unanswered counts as failed.
  errors += inFlight.size;
  closed = true;
  for (const request of [...inFlight]) request.destroy(new Error('cut off'));
  agent.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  const done = sorted.length + non2xx;
  return {
    requests: { average: done / elapsedS, p50: 0, p99: 0, total: done },
    latency: { average: mean, p50: percentile(sorted, 50), p99: percentile(sorted, 99), total: sorted.length },
    duration: elapsedS,
    errors,
    timeouts,
    non2xx,
    statusCodeStats,
  };
}
