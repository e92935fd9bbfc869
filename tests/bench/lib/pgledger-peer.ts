/**
 * The money benches' peer: pgledger (tests/bench/peers/pgledger.sql, a public pure-SQL double-entry ledger:
 * balances, entries with running balances, balance checks, accounts locked in id order) installed into a scratch
 * database of the local server that this creates and drops, its `pgledger_create_transfer` driven by pgbench with
 * the bench's own client count and duration. Read in the same run as this project's rows, the ratio to it means
 * the same on any machine, which an absolute figure on a shared two-core box does not.
 *
 * The shape matches the transfer replay (lib/transfer-replay.ts): `pairs` players, each a wallet and a vendor
 * wallet, every transaction 0.01 from a random player's wallet to their vendor wallet, so rows are as hot here as
 * there. Null without pgbench or a server.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freshPostgres } from './fresh-postgres';
import { hasPgbench, type PgbenchLoad, pgbenchLoad } from './pgbench-ceiling';

const PEERS = join(import.meta.dirname, '..', 'peers');

async function install(url: string, pairs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Simple-query protocol: each vendored file runs whole, as psql would run it.
    await client.query(readFileSync(join(PEERS, 'pgsql-ulid.sql'), 'utf8'));
    await client.query(readFileSync(join(PEERS, 'pgledger.sql'), 'utf8'));
    await client.query('CREATE TABLE bench_peer_pairs (n int PRIMARY KEY, wallet text NOT NULL, vendor text NOT NULL)');
    await client.query(
      `INSERT INTO bench_peer_pairs
       SELECT n, (pgledger_create_account('wallet ' || n, 'USD')).id, (pgledger_create_account('vendor ' || n, 'USD')).id
       FROM generate_series(1, $1) n`,
      [pairs],
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

export interface PeerReading {
  load: PgbenchLoad;
  row: string[];
}

/** pgledger's transfer under pgbench: `connections` clients, `durationS` seconds, `pairs` hot players. */
export async function pgledgerPeer(connections: number, durationS: number, pairs = 50): Promise<PeerReading | null> {
  if (!hasPgbench()) return null;
  const database = await freshPostgres('bench_pgledger');
  if (!database) return null;
  const dir = mkdtempSync(join(tmpdir(), 'pgledger-peer-'));
  try {
    await install(database.url, pairs);
    const script = join(dir, 'transfer.sql');
    writeFileSync(
      script,
      [
        `\\set n random(1, ${pairs})`,
        'SELECT wallet, vendor FROM bench_peer_pairs WHERE n = :n \\gset',
        'SELECT id FROM pgledger_create_transfer(:wallet, :vendor, 0.01);',
      ].join('\n'),
    );
    const load = pgbenchLoad(database.url, connections, durationS, script);
    return {
      load,
      row: [
        'PostgreSQL',
        `peer: pgledger_create_transfer by pgbench (c18c7d2); closed loop, ${connections} conn.`,
        load.tps.toFixed(0),
        load.p50Ms.toFixed(1),
        load.p99Ms.toFixed(1),
        `${load.transactions} transfers`,
        'the peer every ratio is read against',
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
