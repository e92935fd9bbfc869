/**
 * `npx tsx tests/bench/bet-hours-trigger.ts`: what the bets' row triggers cost a bet insert, on PostgreSQL (a fresh
 * database on the local server): the member hour trigger (migration 0520) and the active periods trigger (0560).
 * BENCH_INSERTS single-row inserts (default 400) by 50 members over two hours, with no trigger, with the hour
 * trigger only and with both, in alternating rounds (so load from anything else on the machine falls on all
 * alike): each insert on its own (autocommit, as a round's transaction pays its commit anyway) and all in one
 * transaction (no commit, so the triggers' share shows). Prints median and mean per insert; never fails on a timing.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../platform/db/open-database';
import { migrate } from '../../platform/migrations';
import { formatTable } from '../../scripts/lib/table';
import { freshPostgres } from './lib/fresh-postgres';

const INSERTS = Number(process.env.BENCH_INSERTS) || 400;
const ROUNDS = 4;
const MEMBERS = 50;

const database = await freshPostgres('bench_bet_hours');
if (!database) process.exit(0);
const db = await openDatabase({ databaseUrl: database.url });
try {
  await migrate(db);
  await db.query(`INSERT INTO merchant_state (merchant_code, flags, cs_key) VALUES ('BENCH', '{}', 'unused')`);
  const members = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at)
     SELECT 'BENCH', 'p' || n, 'p' || n, 0, 'x', now() FROM generate_series(1, $1::int) n RETURNING id`,
    [MEMBERS],
  );
  const start = Date.now();
  let n = 0;
  const insert = (q: { query: typeof db.query }) => {
    n += 1;
    return q.query(
      `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
         result, placed_at, status, settled_at)
       VALUES ('BENCH', $1, 'INHOUSE', 'RNG', 'slot', $2, 1000, 1000, 500, '{}', $3, 'settled', $3)`,
      [members[n % MEMBERS]?.id, `r${n}`, new Date(start + (n % 7200) * 1000)],
      { prepare: true },
    );
  };
  const times: Record<string, number[]> = {};
  const record = (name: string, value: number) => {
    times[name] = [...(times[name] ?? []), value];
  };
  const setups: [string, string[]][] = [
    ['no trigger', []],
    ['hour trigger', ['bets_member_hours']],
    ['hour + active periods triggers', ['bets_member_hours', 'bets_member_active']],
  ];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [label, enabled] of setups) {
      for (const trigger of ['bets_member_hours', 'bets_member_active']) {
        await db.exec(`ALTER TABLE bets ${enabled.includes(trigger) ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
      }
      for (let i = 0; i < INSERTS; i += 1) {
        const t = performance.now();
        await insert(db);
        record(`autocommit, ${label}`, performance.now() - t);
      }
      await db.transaction(async (tx) => {
        for (let i = 0; i < INSERTS; i += 1) {
          const t = performance.now();
          await insert(tx);
          record(`one transaction, ${label}`, performance.now() - t);
        }
      });
    }
  }
  const rows = Object.entries(times).map(([name, values]) => {
    values.sort((a, b) => a - b);
    const median = values[Math.floor(values.length / 2)] ?? 0;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return [name, String(values.length), (median * 1000).toFixed(0), (mean * 1000).toFixed(0)];
  });
  console.log(`\nBet inserts on PostgreSQL, ${MEMBERS} members, ${ROUNDS} alternating rounds\n`);
  console.log(formatTable(['inserts', 'count', 'median µs', 'mean µs'], rows));
} finally {
  await db.close();
  await database.drop();
}
