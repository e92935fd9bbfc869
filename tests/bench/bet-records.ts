/**
 * `npm run bench:bets`: the betting record and personal P&L over 1,000,000 bets, on PostgreSQL (a fresh database
 * on the local server; PGlite only when none answers). The platform runs in its own process with BENCH_BETS
 * settled bets (default 1,000,000, PLATFORM_BULK_BETS) of 1,000 synthetic players at the transfer-wallet merchant,
 * about 1,000 each over 90 days; 50 of them sign in and 50 connections ask, for BENCH_DURATION_S seconds each
 * (default 10):
 * - GET /wps/member/bets, 90 days, page 1 (rows, count and settled totals), then filtered by game type and by
 *   vendor;
 * - GET /wps/member/profit, 90 days (sums per game type);
 * Each is read as 50 connections closed loop (the maximum throughput) and at an offered BENCH_RATE (default 1,000)
 * requests/s, open loop (lib/both-ways.ts); the first and last also on one connection: the query's own latency,
 * without the queueing of 50 requests on two cores.
 * Target: p99 ≤ 50 ms on PostgreSQL, judged on the offered-rate readings. Prints the figures next to the target;
 * never fails on a timing. BENCH_PORT runs the platform on that port.
 */
import { BULK_PASSWORD } from '../../platform/money/bulk-seed';
import { formatTable } from '../../scripts/lib/table';
import { betRecordCall, profitCall } from '../../src/api/calls/bets/bet-record';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startBenchPlatform } from './lib/bench-platform';
import { benchPort, loadAverage, measureBothWays, OFFERED_RATE } from './lib/both-ways';
import { freshPostgres } from './lib/fresh-postgres';
import { LOAD_COLUMNS } from './lib/load-row';
import { PlatformSession } from './lib/platform-session';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const BETS = Number(process.env.BENCH_BETS) || 1_000_000;
const TARGET_P99_MS = 50;

const tenants = loadAllTenants();
const tenant = tenants.find((t) => !t.payments.singleWallet) ?? tenants[0];
if (!tenant) throw new Error('no tenant');
const merchantCode = tenant.merchantCode;

const DAY = 86_400_000;
/** Up to a minute from now (the bulk bets end now), `days` back: the longest range a request may ask is 90 days. */
const to = Date.now() + 60_000;
const range = (days: number) =>
  `from=${encodeURIComponent(new Date(to - days * DAY).toISOString())}&to=${encodeURIComponent(new Date(to).toISOString())}`;
const SCENARIOS: { name: string; path: string; single?: boolean }[] = [
  {
    name: 'betting record, 90 days, page 1',
    path: `${betRecordCall.path}?${range(90)}&page=1&pageSize=20`,
    single: true,
  },
  {
    name: 'betting record, 30 days, type LIVE, page 2',
    path: `${betRecordCall.path}?${range(30)}&gameType=LIVE&page=2&pageSize=20`,
  },
  {
    name: 'betting record, 90 days, vendor JL',
    path: `${betRecordCall.path}?${range(90)}&vendor=JL&page=1&pageSize=20`,
  },
  { name: 'P&L per game type, 90 days', path: `${profitCall.path}?${range(90)}`, single: true },
];

async function benchAll(database: 'PostgreSQL' | 'PGlite', env: Record<string, string>, port: number) {
  console.log(`${database}: starting the platform and seeding ${BETS.toLocaleString('en')} bets…`);
  const server = await startBenchPlatform(database, port, { ...env, PLATFORM_BULK_BETS: String(BETS) }, 1_800_000);
  console.log(`${database}: signing in ${CONNECTIONS} players…`);
  const rows: string[][] = [];
  try {
    const session = new PlatformSession(server.origin, merchantCode);
    const tokens: string[] = [];
    for (let i = 1; i <= CONNECTIONS; i += 1) {
      tokens.push(await session.login(`bulk${String(i * 19).padStart(5, '0')}`, BULK_PASSWORD));
    }
    let next = 0;
    const auth = () => ({ ...session.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    for (const scenario of SCENARIOS) {
      rows.push(
        ...(
          await measureBothWays({
            database,
            name: scenario.name,
            url: server.origin,
            connections: CONNECTIONS,
            durationS: DURATION_S,
            offeredRate: OFFERED_RATE,
            p99Ms: TARGET_P99_MS,
            rateIsTarget: false,
            single: scenario.single,
            request: () => ({ method: 'GET', path: scenario.path, headers: auth() }),
          })
        ).rows,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const postgres = await freshPostgres('bench_bets');
let rows: string[][];
if (postgres) {
  try {
    rows = await benchAll('PostgreSQL', { DATABASE_URL: postgres.url }, benchPort(8831));
  } finally {
    await postgres.drop();
  }
} else {
  rows = await benchAll('PGlite', { PLATFORM_DATA_DIR: 'memory://' }, benchPort(8832));
}

console.log(
  `\nBetting record and P&L on loopback, ${DURATION_S} s per reading, ${BETS.toLocaleString('en')} bets of 1,000 players (load average ${loadAverage()})\n`,
);
console.log(formatTable(LOAD_COLUMNS, rows));
console.log(
  `\nTarget: p99 ≤ ${TARGET_P99_MS} ms, judged on the offered-rate readings (${OFFERED_RATE.toLocaleString('en')}/s); the closed loop shows the maximum throughput, one connection the query's own latency.`,
);
