/**
 * `npm run bench:money`: the money paths under load, on PostgreSQL (a fresh database on the local server, when
 * one answers) and on PGlite. The platform runs in its own process with about 1,000,000 ledger postings seeded
 * for 1,000 synthetic players (PLATFORM_BULK_LEDGER_ROWS) at the transfer-wallet merchant; 50 of them sign in.
 * - wallet transfers: POST /wps/v2/wallets/transfer (main → vendor PG, 1.00, a fresh idempotency key each),
 *   50 connections for BENCH_DURATION_S seconds (default 10): transfers/s and p99;
 * - account record: GET /wps/member/transactions (90 days, page 1), 50 connections: requests/s and p99.
 * Each is read three ways (lib/both-ways.ts): closed loop (the maximum throughput), one connection (the call's own
 * latency) and an offered BENCH_RATE (default 1,000) requests/s, open loop.
 * Targets: on PostgreSQL ≥ 1,000 transfers/s with p99 ≤ 50 ms; the record query p99 ≤ 50 ms, judged
 * on the offered-rate readings. It prints the figures next to the targets and never fails on a timing.
 * BENCH_LEDGER_ROWS changes the volume; BENCH_PORT runs every platform on one port; BENCH_PGLITE=0 leaves PGlite
 * out.
 * A first row runs pgbench's TPC-B on the same server (lib/pgbench-ceiling.ts): the machine's ceiling, which
 * no platform beats there and which makes runs on different machines comparable. After the transfers, pgbench
 * replays a transfer's own statements on the seeded database (lib/transfer-replay.ts): what PostgreSQL alone
 * does with them here, so the gap to the target splits into the SQL's cost and what the platform adds.
 */
import { randomBytes } from 'node:crypto';
import { BULK_PASSWORD } from '../../platform/money/bulk-seed';
import { formatTable } from '../../scripts/lib/table';
import { transactionHistoryCall } from '../../src/api/calls/money/account-record';
import { walletTransferCall } from '../../src/api/calls/money/wallets';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startBenchPlatform } from './lib/bench-platform';
import { benchPort, loadAverage, measureBothWays, OFFERED_RATE } from './lib/both-ways';
import { freshPostgres } from './lib/fresh-postgres';
import { LOAD_COLUMNS } from './lib/load-row';
import { pgbenchCeiling } from './lib/pgbench-ceiling';
import { PlatformSession } from './lib/platform-session';
import { transferReplay } from './lib/transfer-replay';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS) || 1_000_000;
const TARGET = { transfersPerSecond: 1000, p99Ms: 50 };

const tenants = loadAllTenants();
const tenant = tenants.find((t) => !t.payments.singleWallet) ?? tenants[0];
if (!tenant) throw new Error('no tenant');
const merchantCode = tenant.merchantCode;

async function benchOne(
  database: 'PostgreSQL' | 'PGlite',
  env: Record<string, string>,
  port: number,
  rows: string[][],
) {
  console.log(`${database}: starting the platform and seeding ${LEDGER_ROWS.toLocaleString('en')} postings…`);
  const server = await startBenchPlatform(database, port, { ...env, PLATFORM_BULK_LEDGER_ROWS: String(LEDGER_ROWS) });
  console.log(`${database}: signing in ${CONNECTIONS} players…`);
  try {
    const session = new PlatformSession(server.origin, merchantCode);
    const tokens: string[] = [];
    for (let i = 1; i <= CONNECTIONS; i += 1) {
      tokens.push(await session.login(`bulk${String(i * 13).padStart(5, '0')}`, BULK_PASSWORD));
    }
    let next = 0;
    const auth = () => ({ ...session.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    rows.push(
      ...(await measureBothWays({
        database,
        name: 'wallet transfer (main → PG)',
        url: server.origin,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        offeredRate: OFFERED_RATE,
        p99Ms: TARGET.p99Ms,
        rateIsTarget: true,
        single: true,
        request: () => ({
          method: 'POST',
          path: walletTransferCall.path,
          headers: auth(),
          body: JSON.stringify({
            vendor: 'PG',
            direction: 'in',
            amount: 100,
            idempotencyKey: randomBytes(12).toString('hex'),
          }),
        }),
      })),
    );

    const to = new Date(Date.now() + 60_000).toISOString();
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
    rows.push(
      ...(await measureBothWays({
        database,
        name: 'account record, page 1 of 90 days',
        url: server.origin,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        offeredRate: OFFERED_RATE,
        p99Ms: TARGET.p99Ms,
        rateIsTarget: false,
        single: true,
        request: () => ({
          method: 'GET',
          path: `${transactionHistoryCall.path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=1&pageSize=20`,
          headers: auth(),
        }),
      })),
    );
  } finally {
    await server.stop();
  }
}

const rows: string[][] = [];
const ceiling = await pgbenchCeiling(CONNECTIONS, DURATION_S);
if (ceiling) {
  console.log(ceiling.join(' | '));
  rows.push(ceiling);
}
const postgres = await freshPostgres('bench_money');
if (postgres) {
  try {
    await benchOne('PostgreSQL', { DATABASE_URL: postgres.url }, benchPort(8811), rows);
    // Once the platform has stopped (its pool and pgbench's clients would not fit the server's connections),
    // on the players and wallets its transfers left.
    const replay = await transferReplay(postgres.url, merchantCode, 'PG', CONNECTIONS, DURATION_S);
    if (replay) {
      console.log(replay.join(' | '));
      rows.push(replay);
    }
  } finally {
    await postgres.drop();
  }
}
if (process.env.BENCH_PGLITE !== '0')
  await benchOne('PGlite', { PLATFORM_DATA_DIR: 'memory://' }, benchPort(8812), rows);

console.log(
  `\nMoney paths on loopback, ${DURATION_S} s per reading, ${LEDGER_ROWS.toLocaleString('en')} ledger postings seeded (load average ${loadAverage()})\n`,
);
console.log(formatTable(LOAD_COLUMNS, rows));
console.log(
  `\nTargets (PostgreSQL): transfers ≥ ${TARGET.transfersPerSecond}/s with p99 ≤ ${TARGET.p99Ms} ms and the record p99 ≤ ${TARGET.p99Ms} ms, judged on the offered-rate readings; the closed loop shows the maximum throughput.`,
);
