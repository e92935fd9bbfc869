/**
 * `npm run bench:platform`: load on the reference platform over loopback with autocannon, 50 connections:
 * system status, the slot list (page 1), the slot list of one vendor, balance (signed in) for about 10 s
 * each, and a fixed number of logins (each login needs its own bot-check solution, so they are prepared
 * first). Prints requests/s, p50 and p99 and compares reads to the targets; it never fails on a timing.
 * The platform runs in its own process on a fresh PGlite (or DATABASE_URL), with the per-IP login limit
 * lifted so the login figure measures the login work (scrypt, sessions), not the limiter.
 * `--port <n>` loads a platform that is already running instead.
 */
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { formatTable } from '../../scripts/lib/table';
import { balanceCall } from '../../src/api/calls/wallet';
import { loadAllTenants } from '../../src/config/load-tenants';
import { portArgument, startChildServer } from './lib/child-server';
import { PlatformSession } from './lib/platform-session';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const LOGINS = Number(process.env.BENCH_LOGINS) || 300;
const MIN_LOGINS = 10;
const PREPARE_BUDGET_S = 60;
const TARGET = { readsPerSecond: 2000, p99Ms: 50 };

const fallback = loadAllTenants().find((t) => t.fallback);
if (!fallback) throw new Error('no fallback tenant');
// Demo player of the fallback merchant (platform/accounts/demo-accounts.ts).
const USERNAME = `${fallback.country.toLowerCase()}player1`;
const PASSWORD = 'Player123';

const existingPort = portArgument();
const port = existingPort ?? 8799;
const server = existingPort
  ? { origin: `http://127.0.0.1:${port}`, stop: async () => {} }
  : await startChildServer('platform/server.ts', port, {
      PLATFORM_DATA_DIR: process.env.PLATFORM_DATA_DIR || 'memory://',
      PLATFORM_LOGINS_PER_IP_PER_MINUTE: '1000000000',
    });

interface Scenario {
  name: string;
  read: boolean;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  requests?: RequestSpec[];
  amount?: number;
}

async function check(scenario: Scenario): Promise<void> {
  const response = await fetch(new URL(scenario.path, server.origin), {
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
  });
  if (response.status !== 200) {
    throw new Error(`${scenario.name}: ${scenario.path} answered ${response.status} ${await response.text()}`);
  }
}

const rows: string[][] = [];
try {
  const session = new PlatformSession(server.origin, fallback.merchantCode);
  const token = await session.login(USERNAME, PASSWORD);
  const headers = session.headers;
  const slots = '/wps/relay/gameList?gameType=RNG&pageNo=1&pageSize=20&language=EN';
  const scenarios: Scenario[] = [
    { name: 'system status', read: true, path: '/wps/system/status', headers },
    { name: 'game list: slots page 1', read: true, path: slots, headers },
    { name: 'game list: slots of vendor PG', read: true, path: `${slots}&vassalage=PG`, headers },
    {
      name: 'balance (signed in)',
      read: true,
      path: balanceCall.path,
      headers: { ...headers, authorization: `Bearer ${token}` },
    },
  ];
  for (const scenario of scenarios) await check(scenario);

  // Solving a bot check costs what it costs a browser; a time budget keeps preparation bounded when the
  // platform runs with its production proof-of-work cost.
  console.log(`Preparing up to ${LOGINS} logins (a solved bot check each, at most ${PREPARE_BUDGET_S} s)…`);
  const bodies: string[] = [];
  const prepareUntil = Date.now() + PREPARE_BUDGET_S * 1000;
  while (bodies.length < LOGINS && (bodies.length < MIN_LOGINS || Date.now() < prepareUntil)) {
    bodies.push(await session.encryptedLoginBody(USERNAME, PASSWORD));
  }
  let next = 0;
  scenarios.push({
    name: `login (${bodies.length} requests)`,
    read: false,
    path: '/wps/session/login',
    amount: bodies.length,
    requests: [
      {
        method: 'POST',
        path: '/wps/session/login',
        headers,
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  });

  for (const scenario of scenarios) {
    console.log(`${scenario.name}: ${scenario.amount ? `${scenario.amount} requests` : `${DURATION_S} s`}…`);
    const result: Result = await autocannon({
      url: `${server.origin}${scenario.path}`,
      connections: Math.min(CONNECTIONS, scenario.amount ?? CONNECTIONS),
      ...(scenario.amount ? { amount: scenario.amount } : { duration: DURATION_S }),
      headers: scenario.headers,
      requests: scenario.requests,
      timeout: 30,
    });
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    const meets =
      result.requests.average >= TARGET.readsPerSecond && result.latency.p99 <= TARGET.p99Ms && result.non2xx === 0;
    rows.push([
      scenario.name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      codes + (result.errors ? ` errors×${result.errors}` : ''),
      scenario.read ? (meets ? 'ok' : 'MISS') : 'n/a',
    ]);
  }
} finally {
  await server.stop();
}

console.log(
  `\nPlatform on loopback, ${CONNECTIONS} connections (targets for reads: ≥ ${TARGET.readsPerSecond} req/s, p99 ≤ ${TARGET.p99Ms} ms)\n`,
);
console.log(formatTable(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'status codes', 'target'], rows));
