/**
 * `npm run bench:money`: the money paths under load, on PostgreSQL (a fresh database on the local server, when
 * one answers) and on PGlite, judged as ratios read in this one run: the machine is shared, so an
 * absolute figure says little; the same figure beside a peer measured on the same server minutes apart does.
 *
 * Rows, in order:
 * - pgbench's TPC-B on a scratch database (lib/pgbench-ceiling.ts): the machine's ceiling;
 * - the peer, pgledger's `pgledger_create_transfer` (tests/bench/peers/pgledger.sql, pinned) driven by pgbench on
 *   a scratch database it creates and drops (lib/pgledger-peer.ts), with the same clients and duration;
 * - the platform in its own process with BENCH_LEDGER_ROWS (default 1,000,000) ledger postings seeded for 1,000
 *   synthetic players at the transfer-wallet merchant; 50 of them sign in:
 *   - wallet transfers: POST /wps/v2/wallets/transfer (main → vendor PG, 1.00, a fresh idempotency key each);
 *   - account record: GET /wps/member/transactions (90 days, page 1);
 *   each read three ways (lib/both-ways.ts): 50 connections closed loop (the maximum), one connection (the call's
 *   own latency) and open loop at half of that closed-loop maximum (BENCH_RATE sets a fixed rate instead);
 * - pgbench replaying a transfer's own statements on the seeded database (lib/transfer-replay.ts): what
 *   PostgreSQL alone does with them, so a gap splits into the SQL's cost and what the platform adds.
 * Then the ratio lines and their targets: replayed statements ≥ 1.0× pgledger; HTTP transfers closed loop ≥ 0.6×
 * pgledger; at half its own closed-loop maximum, p99 ≤ 50 ms. It never fails on a timing.
 * BENCH_DURATION_S (default 10) is each reading's length; BENCH_PORT runs every platform on one port;
 * BENCH_PGLITE=0 leaves PGlite out.
 */
import { randomBytes } from 'node:crypto';
import { BULK_PASSWORD } from '../../platform/money/bulk-seed';
import { formatTable } from '../../scripts/lib/table';
import { transactionHistoryCall } from '../../src/api/calls/money/account-record';
import { walletTransferCall } from '../../src/api/calls/money/wallets';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startBenchPlatform } from './lib/bench-platform';
import { benchPort, loadAverage, MONEY_OFFERED_RATE, measureBothWays } from './lib/both-ways';
import { freshPostgres } from './lib/fresh-postgres';
import { LOAD_COLUMNS } from './lib/load-row';
import { pgbenchCeiling } from './lib/pgbench-ceiling';
import { pgledgerPeer } from './lib/pgledger-peer';
import { PlatformSession } from './lib/platform-session';
import { boundLine, ratioLine } from './lib/ratio-line';
import { transferReplay } from './lib/transfer-replay';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS) || 1_000_000;
/** The targets: ratios to the peer in one run, and the p99 at half the platform's own maximum. */
const TARGET = { replayToPeer: 1.0, httpToPeer: 0.6, p99Ms: 50 };

const tenants = loadAllTenants();
const tenant = tenants.find((t) => !t.payments.singleWallet) ?? tenants[0];
if (!tenant) throw new Error('no tenant');
const merchantCode = tenant.merchantCode;

async function benchOne(
  database: 'PostgreSQL' | 'PGlite',
  env: Record<string, string>,
  port: number,
  rows: string[][],
): Promise<{ closedRate: number; openP99: number; offeredRate: number; openRate: number; failed: number }> {
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
    const transfers = await measureBothWays({
      database,
      name: 'wallet transfer (main → PG)',
      url: server.origin,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      offeredRate: MONEY_OFFERED_RATE,
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
    });
    rows.push(...transfers.rows);

    const to = new Date(Date.now() + 60_000).toISOString();
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
    rows.push(
      ...(
        await measureBothWays({
          database,
          name: 'account record, page 1 of 90 days',
          url: server.origin,
          connections: CONNECTIONS,
          durationS: DURATION_S,
          offeredRate: MONEY_OFFERED_RATE,
          p99Ms: TARGET.p99Ms,
          rateIsTarget: false,
          single: true,
          request: () => ({
            method: 'GET',
            path: `${transactionHistoryCall.path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=1&pageSize=20`,
            headers: auth(),
          }),
        })
      ).rows,
    );
    return {
      closedRate: transfers.closed.requests.average,
      openP99: transfers.open.latency.p99,
      offeredRate: transfers.offeredRate,
      openRate: transfers.open.requests.average,
      failed: transfers.open.non2xx + transfers.open.errors,
    };
  } finally {
    await server.stop();
  }
}

const rows: string[][] = [];
const ratios: string[] = [];
const ceiling = await pgbenchCeiling(CONNECTIONS, DURATION_S);
if (ceiling) {
  console.log(ceiling.join(' | '));
  rows.push(ceiling);
}
const peer = await pgledgerPeer(CONNECTIONS, DURATION_S);
if (peer) {
  console.log(peer.row.join(' | '));
  rows.push(peer.row);
}
const peerRate = peer?.load.tps ?? Number.NaN;

/** The ratio lines of one database's HTTP transfers. */
function transferRatios(database: string, http: Awaited<ReturnType<typeof benchOne>>) {
  ratios.push(
    ratioLine({
      label: `${database}: wallet transfer over HTTP, closed loop ${CONNECTIONS} conn. ÷ pgledger`,
      value: http.closedRate,
      reference: peerRate,
      target: TARGET.httpToPeer,
      atLeast: true,
    }),
    `${boundLine(
      `${database}: wallet transfer p99 offered ${http.offeredRate}/s (half its closed-loop maximum)`,
      http.openP99,
      TARGET.p99Ms,
      'ms',
    )}; achieved ${http.openRate.toFixed(0)}/s, ${http.failed} failed`,
  );
}

const postgres = await freshPostgres('bench_money');
if (postgres) {
  try {
    const http = await benchOne('PostgreSQL', { DATABASE_URL: postgres.url }, benchPort(8811), rows);
    transferRatios('PostgreSQL', http);
    // Once the platform has stopped (its pool and pgbench's clients would not fit the server's connections),
    // on the players and wallets its transfers left.
    const replay = await transferReplay(postgres.url, merchantCode, 'PG', CONNECTIONS, DURATION_S);
    if (replay) {
      console.log(replay.row.join(' | '));
      rows.push(replay.row);
      ratios.unshift(
        ratioLine({
          label: "PostgreSQL: a transfer's statements replayed by pgbench ÷ pgledger",
          value: replay.load.tps,
          reference: peerRate,
          target: TARGET.replayToPeer,
          atLeast: true,
        }),
      );
    }
  } finally {
    await postgres.drop();
  }
}
if (process.env.BENCH_PGLITE !== '0') {
  const http = await benchOne('PGlite', { PLATFORM_DATA_DIR: 'memory://' }, benchPort(8812), rows);
  transferRatios('PGlite (against pgledger on PostgreSQL)', http);
}

console.log(
  `\nMoney paths on loopback, ${DURATION_S} s per reading, ${LEDGER_ROWS.toLocaleString('en')} ledger postings seeded (load average ${loadAverage()})\n`,
);
console.log(formatTable(LOAD_COLUMNS, rows));
console.log('\nRatios read in this run (targets):');
for (const line of ratios) console.log(`- ${line}`);
