/**
 * `npm run bench:contracts`: one real-time salary run — 10,000 accepted real-time contracts (BENCH_CONTRACTS)
 * over 1,000,000 settled bets (BENCH_BETS) of the last hour, on PostgreSQL (a fresh database on the local
 * server). Each contract holder is an agent with 5 players; the bets fall evenly over the hour, so one 5-minute
 * window holds about 83,000 of them and every contract earns something. The contracts start as that window
 * opens, so the run settles one window, as each 5-minute run does in steady state. Prints the time of the run
 * (team figures, 10,000 settlement rows and ledger postings), then of a repeat run (which finds every row
 * settled and pays nothing). Target: well under a minute.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_REGISTER_RULES } from '../../platform/accounts/register-rules';
import { settleContracts } from '../../platform/contracts/settlement';
import { periodOf } from '../../platform/core/merchant-periods';
import { openDatabase } from '../../platform/db/open-database';
import { createMerchantRegistry } from '../../platform/merchants/merchants';
import { seedMerchants } from '../../platform/merchants/seed-merchants';
import { migrate } from '../../platform/migrations';
import { formatTable } from '../../scripts/lib/table';
import { freshPostgres } from './lib/fresh-postgres';

const CONTRACTS = Number(process.env.BENCH_CONTRACTS) || 10_000;
const BETS = Number(process.env.BENCH_BETS) || 1_000_000;
const PLAYERS_PER_AGENT = 5;
const TARGET_S = 60;

const database = await freshPostgres('bench_contracts');
if (!database) {
  console.log('bench:contracts needs a PostgreSQL server (DATABASE_URL or 127.0.0.1:5432).');
  process.exit(0);
}
const db = await openDatabase({ databaseUrl: database.url });
try {
  const merchants = createMerchantRegistry();
  const merchant = merchants.all()[0];
  if (!merchant) throw new Error('no tenant');
  await migrate(db);
  await seedMerchants(db, merchants.all(), DEFAULT_REGISTER_RULES);

  const now = new Date();
  const window = periodOf('fiveMinutes', new Date(now.getTime() - 10 * 60_000), merchant.tenant.timeZone);
  const hourStart = new Date(window.end.getTime() - 3_600_000);
  console.log(`Seeding ${CONTRACTS.toLocaleString('en')} agents with contracts and ${BETS.toLocaleString('en')} bets…`);
  const seeding = performance.now();
  await db.exec(`
    INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at)
    SELECT '${merchant.code}', 'benchagent' || n, 'benchagent' || n, 1, 'x', now(), now()
    FROM generate_series(1, ${CONTRACTS}) AS n;
    INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at, upline_id)
    SELECT '${merchant.code}', 'benchplayer' || a.id || '_' || p, 'p', 0, 'x', now(), now(), a.id
    FROM members a, generate_series(1, ${PLAYERS_PER_AGENT}) AS p WHERE a.username LIKE 'benchagent%';
  `);
  // accepted as the measured window opens: the run settles that one window, as every 5-minute run does once the
  // platform is running (the earlier windows were settled by earlier runs)
  await db.query(
    `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, tiers, max_rate, status, created_at, accepted_at)
     SELECT $1, 'realtime_salary', NULL, id,
       '[{"minBase":0,"minActive":0,"rate":0.2},{"minBase":100000,"minActive":3,"rate":0.3}]', 0.3, 'accepted', $2, $2
     FROM members WHERE username LIKE 'benchagent%'`,
    [merchant.code, window.start],
  );
  await db.query(
    `WITH players AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM members WHERE username LIKE 'benchplayer%'),
          total AS (SELECT count(*) AS n FROM players)
     INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, status, settled_at)
     SELECT $1, p.id, 'INHOUSE', 'RNG', 'slot', 'bench' || g, 1000, 1000, (g % 3) * 700, '{}',
       $2::timestamptz + (g * 3600.0 / $3) * interval '1 second', 'settled',
       $2::timestamptz + (g * 3600.0 / $3) * interval '1 second'
     FROM generate_series(0, $3::int - 1) AS g, total JOIN players p ON true
     WHERE p.i = g % total.n`,
    [merchant.code, hourStart, BETS],
  );
  await db.exec('ANALYZE');
  console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s.`);

  const started = performance.now();
  const run = await settleContracts(db, merchant, 'realtime_salary', window.end, now);
  const seconds = (performance.now() - started) / 1000;
  const repeatStart = performance.now();
  const repeat = await settleContracts(db, merchant, 'realtime_salary', window.end, now);
  const repeatSeconds = (performance.now() - repeatStart) / 1000;
  const [inWindow] = await db.query<{ n: number }>(
    'SELECT count(*)::bigint AS n FROM bets WHERE placed_at >= $1 AND placed_at < $2',
    [window.start, window.end],
  );

  console.log(
    formatTable(
      ['run', 'bets in window', 'rows settled', 'paid', 'seconds', 'target'],
      [
        [
          'real-time salary, one 5-minute window',
          String(inWindow?.n),
          String(run.settled),
          String(run.paid),
          seconds.toFixed(1),
          `< ${TARGET_S} s`,
        ],
        [
          'the same again (nothing to pay)',
          String(inWindow?.n),
          String(repeat.settled),
          String(repeat.paid),
          repeatSeconds.toFixed(1),
          '',
        ],
      ],
    ),
  );
} finally {
  await db.close();
  await database.drop();
}
