/**
 * `npx tsx tests/bench/round-split.ts`: where a studio round's CPU goes (platform process, PostgreSQL backends,
 * load generator, lib/cpu-split.ts) beside pgledger's transfer (PostgreSQL backends) on the same server, and what
 * each round does to the tables (pg_stat_user_tables per round: sequential scans, index probes, rows written). A
 * smaller start than bench:rounds (20,000 ledger rows, BENCH_PLAYERS default 60, SPLIT_CONNECTIONS default 20), so
 * two builds can be read in turn in one sitting. SPLIT_PEER=0 leaves the peer out, SPLIT_PEER=only runs it alone,
 * SPLIT_KEEP=1 keeps the database for EXPLAIN. BENCH_CPU_PROFILE=<dir> profiles the platform (lib/child-server.ts).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { diceRollCall, slotSpinCall } from '../../src/api/calls/studio/play';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startBenchPlatform } from './lib/bench-platform';
import { listenerPid, sampleCpu } from './lib/cpu-split';
import { freshPostgres } from './lib/fresh-postgres';
import { PlatformSession } from './lib/platform-session';
import { fundedStudioPlayers } from './lib/studio-players';

const CONNECTIONS = Number(process.env.SPLIT_CONNECTIONS) || 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const PLAYERS = Number(process.env.BENCH_PLAYERS) || 60;
const PORT = Number(process.env.SPLIT_PORT) || 8871;

/** pgledger's transfer under pgbench on its own database, with the CPU of pgbench and of the backends. */
async function peerSplit(): Promise<void> {
  const database = await freshPostgres('split_peer');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'split-peer-'));
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const peers = join(import.meta.dirname, 'peers');
    await client.query(readFileSync(join(peers, 'pgsql-ulid.sql'), 'utf8'));
    await client.query(readFileSync(join(peers, 'pgledger.sql'), 'utf8'));
    await client.query('CREATE TABLE bench_peer_pairs (n int PRIMARY KEY, wallet text NOT NULL, vendor text NOT NULL)');
    await client.query(
      `INSERT INTO bench_peer_pairs SELECT n, (pgledger_create_account('wallet ' || n, 'USD')).id,
         (pgledger_create_account('vendor ' || n, 'USD')).id FROM generate_series(1, 50) n`,
    );
    await client.query('ANALYZE');
    await client.end();
    const script = join(dir, 'transfer.sql');
    writeFileSync(
      script,
      [
        '\\set n random(1, 50)',
        'SELECT wallet, vendor FROM bench_peer_pairs WHERE n = :n \\gset',
        'SELECT id FROM pgledger_create_transfer(:wallet, :vendor, 0.01);',
      ].join('\n'),
    );
    const args = ['-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION_S), '-M', 'prepared', '-n', '-f', script];
    const child = spawn('pgbench', [...args, database.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    await new Promise((r) => setTimeout(r, 300));
    const cpu = await sampleCpu(child.pid, database.url);
    await new Promise((r) => child.once('exit', r));
    const split = await cpu.stop();
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    const per = (ms: number) => (ms / transactions).toFixed(2);
    console.log(`peer: ${transactions} transfers (${/tps = ([\d.]+)/.exec(out)?.[1]}/s), ${CONNECTIONS} conn.`);
    console.log(`peer CPU ms per transfer: PostgreSQL ${per(split.postgresMs)}, pgbench ${per(split.platformMs)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

if (process.env.SPLIT_PEER !== '0') await peerSplit();
if (process.env.SPLIT_PEER === 'only') process.exit(0);

const tenant = loadAllTenants().find((t) => !t.payments.singleWallet);
if (!tenant) throw new Error('no tenant');
const postgres = await freshPostgres('rounds_split');
if (!postgres) throw new Error('no PostgreSQL');
try {
  const server = await startBenchPlatform('PostgreSQL', PORT, {
    DATABASE_URL: postgres.url,
    PLATFORM_BULK_LEDGER_ROWS: '20000',
    PG_POOL_SIZE: String(CONNECTIONS + 5),
  });
  try {
    const session = new PlatformSession(server.origin, tenant.merchantCode);
    const tokens = await fundedStudioPlayers(server.origin, session, PLAYERS, 1_000);
    let next = 0;
    const request = () => {
      const n = next++;
      const headers = { ...session.headers, authorization: `Bearer ${tokens[n % tokens.length]}` };
      const idempotencyKey = randomBytes(12).toString('hex');
      return n % 2
        ? { method: 'POST', path: slotSpinCall.path, headers, body: JSON.stringify({ stake: 100, idempotencyKey }) }
        : {
            method: 'POST',
            path: diceRollCall.path,
            headers,
            body: JSON.stringify({ stake: 100, side: 'under', target: 4_800, idempotencyKey }),
          };
    };
    const pid = listenerPid(PORT);
    // Warm up: seed pairs, prepared statements, JIT.
    await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      amount: PLAYERS * 4,
      requests: [{ setupRequest: (r) => ({ ...r, ...(request() as object) }) }],
    });
    const stats = new pg.Client({ connectionString: postgres.url });
    await stats.connect();
    const TABLES = `SELECT relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) AS idx_scan, n_tup_ins, n_tup_upd, n_tup_hot_upd
      FROM pg_stat_user_tables`;
    await stats.query('SELECT pg_stat_clear_snapshot()');
    const before = new Map((await stats.query(TABLES)).rows.map((r) => [r.relname, r]));
    const cpu = await sampleCpu(pid, postgres.url);
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ setupRequest: (r) => ({ ...r, ...(request() as object) }) }],
    });
    const split = await cpu.stop();
    await new Promise((r) => setTimeout(r, 1000));
    await stats.query('SELECT pg_stat_clear_snapshot()');
    const after = (await stats.query(TABLES)).rows;
    const okRounds = result.statusCodeStats?.['200']?.count ?? 0;
    for (const row of after) {
      const b = before.get(row.relname) ?? {};
      const d = (k: string) => (Number(row[k]) - Number(b[k] ?? 0)) / okRounds;
      const line = ['seq_scan', 'seq_tup_read', 'idx_scan', 'n_tup_ins', 'n_tup_upd', 'n_tup_hot_upd'].map(
        (k) => `${k} ${d(k).toFixed(2)}`,
      );
      if (['seq_scan', 'idx_scan', 'n_tup_ins', 'n_tup_upd'].some((k) => d(k) > 0.01))
        console.log(`${row.relname}: ${line.join(', ')}`);
    }
    const indexes = await stats.query(
      `SELECT tablename, count(*) AS n, string_agg(indexname, ' ') AS names FROM pg_indexes
        WHERE tablename IN ('bets','ledger_postings','ledger_transactions','ledger_accounts','idempotency_keys','studio_seeds','sessions','members')
        GROUP BY 1`,
    );
    for (const row of indexes.rows) console.log(`indexes ${row.tablename} (${row.n}): ${row.names}`);
    await stats.end();
    const ok = result.statusCodeStats?.['200']?.count ?? 0;
    const per = (ms: number) => (ms / ok).toFixed(2);
    console.log(
      `rounds ${ok} ok, ${result.non2xx} non-2xx in ${DURATION_S} s (${(ok / DURATION_S).toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms), ${CONNECTIONS} conn.`,
    );
    console.log(
      `CPU ms per round: platform ${per(split.platformMs)}, PostgreSQL ${per(split.postgresMs)}, load generator ${per(split.loadMs)}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (process.env.SPLIT_KEEP) console.log(`kept ${postgres.url}`);
  else await postgres.drop();
}
