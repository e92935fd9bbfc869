/**
 * `npm run bench:rounds`: studio rounds per second, on PostgreSQL (a fresh database on the local server, when
 * one answers) and on PGlite for reference. The platform runs in its own process with
 * 1,000 synthetic players (PLATFORM_BULK_LEDGER_ROWS) at the transfer-wallet merchant; BENCH_PLAYERS of them
 * (default 200) sign in and move money into their INHOUSE wallet, then 50 connections POST the studio's slot
 * spin and dice roll in turn (1.00 stake, a fresh idempotency key each, players in rotation) for
 * BENCH_DURATION_S seconds (default 10). Each round is the real thing: seed pair row lock, nonce, stake and win
 * postings against the member's game-house shard, bet row, idempotency answer, in one transaction.
 * Each database is read three ways (lib/both-ways.ts): 50 connections closed loop (the maximum throughput), one
 * connection (a round's own latency) and 50 connections at an offered BENCH_RATE (default 1,000) rounds/s, open
 * loop at half of that closed-loop maximum (BENCH_RATE sets a fixed rate instead).
 * First rows: pgbench's TPC-B on the same server (lib/pgbench-ceiling.ts), the machine's ceiling, and the peer,
 * pgledger's transfer driven by pgbench with the same clients (lib/pgledger-peer.ts). Target (a ratio
 * read in this one run): studio rounds over HTTP, closed loop ≥ 0.5× pgledger's transfers; the p99 at half the
 * closed-loop maximum ≤ 50 ms. Prints the ratio lines next to the targets; never fails on a timing. BENCH_PORT
 * runs every platform on one port; BENCH_PGLITE=0 leaves PGlite out.
 */
import { randomBytes } from 'node:crypto';
import { formatTable } from '../../scripts/lib/table';
import { diceRollCall, slotSpinCall } from '../../src/api/calls/studio/play';
import { loadAllTenants } from '../../src/config/load-tenants';
import { startBenchPlatform } from './lib/bench-platform';
import { benchPort, loadAverage, MONEY_OFFERED_RATE, measureBothWays } from './lib/both-ways';
import { listenerPid, sampleCpu } from './lib/cpu-split';
import { freshPostgres } from './lib/fresh-postgres';
import { LOAD_COLUMNS } from './lib/load-row';
import { pgbenchCeiling } from './lib/pgbench-ceiling';
import { pgledgerPeer } from './lib/pgledger-peer';
import { PlatformSession } from './lib/platform-session';
import { boundLine, ratioLine } from './lib/ratio-line';
import { fundedStudioPlayers } from './lib/studio-players';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S) || 10;
const PLAYERS = Number(process.env.BENCH_PLAYERS) || 200;
const TARGET = { roundsToPeer: 0.5, p99Ms: 50 };
/** 100 deposits of 100.00 per bulk player: 10,000.00 each. */
const LEDGER_ROWS = 200_000;
/** Moved into each player's INHOUSE wallet (minor units): thousands of 1.00 rounds. */
const PLAY_FUNDS = 800_000;
const STAKE = 100;

const tenants = loadAllTenants();
const tenant = tenants.find((t) => !t.payments.singleWallet) ?? tenants[0];
if (!tenant) throw new Error('no tenant');
const merchantCode = tenant.merchantCode;

/** Where each reading's CPU went, per round (lib/cpu-split.ts), printed after the table. */
const splits: string[] = [];

async function benchOne(database: 'PostgreSQL' | 'PGlite', env: Record<string, string>, port: number) {
  console.log(`${database}: starting the platform…`);
  const server = await startBenchPlatform(database, port, { ...env, PLATFORM_BULK_LEDGER_ROWS: String(LEDGER_ROWS) });
  console.log(`${database}: signing in and funding ${PLAYERS} players…`);
  try {
    const session = new PlatformSession(server.origin, merchantCode);
    const tokens = await fundedStudioPlayers(server.origin, session, PLAYERS, PLAY_FUNDS);
    let next = 0;
    const cpu = await sampleCpu(listenerPid(port), env.DATABASE_URL);
    const reading = await measureBothWays({
      database,
      name: `studio rounds (slot + dice), ${PLAYERS} players`,
      url: server.origin,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      offeredRate: MONEY_OFFERED_RATE,
      p99Ms: TARGET.p99Ms,
      rateIsTarget: true,
      single: true,
      request: () => {
        const n = next++;
        const headers = { ...session.headers, authorization: `Bearer ${tokens[n % tokens.length]}` };
        const idempotencyKey = randomBytes(12).toString('hex');
        // Slot spins and dice rolls in turn: two games, two seed pairs per player.
        return n % 2
          ? { method: 'POST', path: slotSpinCall.path, headers, body: JSON.stringify({ stake: STAKE, idempotencyKey }) }
          : {
              method: 'POST',
              path: diceRollCall.path,
              headers,
              body: JSON.stringify({ stake: STAKE, side: 'under', target: 4_800, idempotencyKey }),
            };
      },
    });
    const split = await cpu.stop();
    // Rounds asked for in the three readings (the table shows any that failed).
    const per = (ms: number) => (ms / next).toFixed(2);
    splits.push(
      `${database}: CPU ms per round over the three readings: platform process ${per(split.platformMs)}, PostgreSQL backends ${
        env.DATABASE_URL ? per(split.postgresMs) : 'in the platform'
      }, load generator ${per(split.loadMs)}`,
    );
    return reading;
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

async function readOne(database: string, run: () => ReturnType<typeof benchOne>) {
  const reading = await run();
  rows.push(...reading.rows);
  ratios.push(
    ratioLine({
      label: `${database}: studio rounds over HTTP, closed loop ${CONNECTIONS} conn. ÷ pgledger's transfers`,
      value: reading.closed.requests.average,
      reference: peer?.load.tps ?? Number.NaN,
      target: TARGET.roundsToPeer,
      atLeast: true,
    }),
    `${boundLine(
      `${database}: round p99 offered ${reading.offeredRate}/s (half its closed-loop maximum)`,
      reading.open.latency.p99,
      TARGET.p99Ms,
      'ms',
    )}; achieved ${reading.open.requests.average.toFixed(0)}/s, ${reading.open.non2xx + reading.open.errors} failed`,
  );
}

const postgres = await freshPostgres('bench_rounds');
if (postgres) {
  try {
    await readOne('PostgreSQL', () => benchOne('PostgreSQL', { DATABASE_URL: postgres.url }, benchPort(8821)));
  } finally {
    await postgres.drop();
  }
}
if (process.env.BENCH_PGLITE !== '0') {
  await readOne('PGlite (against pgledger on PostgreSQL)', () =>
    benchOne('PGlite', { PLATFORM_DATA_DIR: 'memory://' }, benchPort(8822)),
  );
}

console.log(`\nStudio rounds on loopback, ${DURATION_S} s per reading (load average ${loadAverage()})\n`);
console.log(formatTable(LOAD_COLUMNS, rows));
if (splits.length) console.log(`\n${splits.join('\n')}`);
console.log('\nRatios read in this run (targets):');
for (const line of ratios) console.log(`- ${line}`);
