/**
 * `npm run bench:money`: the money paths under load, on PostgreSQL (a fresh database on the local server, when
 * one answers) and on PGlite. The platform runs in its own process with about 1,000,000 ledger postings seeded
 * for 1,000 synthetic players (PLATFORM_BULK_LEDGER_ROWS) at the transfer-wallet merchant; 50 of them sign in.
 * - wallet transfers: POST /wps/v2/wallets/transfer (main → vendor PG, 1.00, a fresh idempotency key each),
 *   50 connections for BENCH_DURATION_S seconds (default 10): transfers/s and p99;
 * - account record: GET /wps/member/transactions (90 days, page 1), 50 connections: requests/s and p99.
 * Targets (issue 10): on PostgreSQL ≥ 1,000 transfers/s with p99 ≤ 50 ms; the record query p99 ≤ 50 ms. It prints
 * the figures next to the targets and never fails on a timing. BENCH_LEDGER_ROWS changes the volume.
 */
import { randomBytes } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { BULK_PASSWORD } from '../../platform/money/bulk-seed';
import { formatTable } from '../../scripts/lib/table';
import { transactionHistoryCall } from '../../src/api/contract/money/account-record';
import { walletTransferCall } from '../../src/api/contract/money/wallets';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startChildServer } from './lib/child-server';
import { PlatformSession } from './lib/platform-session';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS) || 1_000_000;
const TARGET = { transfersPerSecond: 1000, p99Ms: 50 };
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const tenants = loadAllTenants();
const tenant = tenants.find((t) => !t.payments.singleWallet) ?? tenants[0];
if (!tenant) throw new Error('no tenant');
const merchantCode = tenant.merchantCode;

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `bench_money_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function row(database: string, name: string, result: Result, target: string, meets: boolean): string[] {
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

async function benchOne(
  database: 'PostgreSQL' | 'PGlite',
  env: Record<string, string>,
  port: number,
  rows: string[][],
) {
  console.log(`${database}: starting the platform and seeding ${LEDGER_ROWS.toLocaleString('en')} postings…`);
  const started = performance.now();
  const server = await startChildServer(
    'platform/server.ts',
    port,
    {
      ...env,
      PLATFORM_BULK_LEDGER_ROWS: String(LEDGER_ROWS),
      PLATFORM_DEMO_HISTORY_DAYS: '0',
      PLATFORM_BOT_CHECK_EASY: '1',
      PLATFORM_LOGINS_PER_IP_PER_MINUTE: '1000000000',
      PG_POOL_SIZE: '60',
    },
    900_000,
  );
  console.log(
    `${database}: ready in ${((performance.now() - started) / 1000).toFixed(0)} s; signing in ${CONNECTIONS} players…`,
  );
  try {
    const session = new PlatformSession(server.origin, merchantCode);
    const tokens: string[] = [];
    for (let i = 1; i <= CONNECTIONS; i += 1) {
      tokens.push(await session.login(`bulk${String(i * 13).padStart(5, '0')}`, BULK_PASSWORD));
    }
    let next = 0;
    const auth = () => ({ ...session.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` });

    const transfers = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: walletTransferCall.path,
          setupRequest: (request) => ({
            ...request,
            headers: auth(),
            body: JSON.stringify({
              vendor: 'PG',
              direction: 'in',
              amount: 100,
              idempotencyKey: randomBytes(12).toString('hex'),
            }),
          }),
        },
      ],
    });
    rows.push(
      row(
        database,
        'wallet transfer (main → PG)',
        transfers,
        `≥ ${TARGET.transfersPerSecond}/s, p99 ≤ ${TARGET.p99Ms} ms`,
        transfers.requests.average >= TARGET.transfersPerSecond &&
          transfers.latency.p99 <= TARGET.p99Ms &&
          transfers.non2xx === 0,
      ),
    );

    const to = new Date(Date.now() + 60_000).toISOString();
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
    const record = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          path: `${transactionHistoryCall.path}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=1&pageSize=20`,
          setupRequest: (request) => ({ ...request, headers: auth() }),
        },
      ],
    });
    rows.push(
      row(
        database,
        'account record, page 1 of 90 days',
        record,
        `p99 ≤ ${TARGET.p99Ms} ms`,
        record.latency.p99 <= TARGET.p99Ms && record.non2xx === 0,
      ),
    );
  } finally {
    await server.stop();
  }
}

const rows: string[][] = [];
const postgres = await freshPostgres();
if (postgres) {
  try {
    await benchOne('PostgreSQL', { DATABASE_URL: postgres.url }, 8811, rows);
  } finally {
    await postgres.drop();
  }
}
await benchOne('PGlite', { PLATFORM_DATA_DIR: 'memory://' }, 8812, rows);

console.log(
  `\nMoney paths on loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, ${LEDGER_ROWS.toLocaleString('en')} ledger postings seeded\n`,
);
console.log(formatTable(['database', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'status codes', 'target'], rows));
