/**
 * `npm run bench:agents`: the agent centre's team reports over a 10,000-member downline, on PostgreSQL (a fresh
 * database on the local server). One agent with BENCH_SUBAGENTS sub-agents (default 100), each with the rest of the
 * 10,000 (BENCH_TEAM) as players; BENCH_BETS settled bets (default 1,000,000) spread over the last 30 days, and 20
 * wallet movements per member. Each query the pages make (platform/agents/) runs BENCH_RUNS times (default 100) one
 * after another, as the agent's page asks it: the overview (team size and four periods), team betting page 1 with its
 * totals over the default 7 days and over 30 days, downline loss per member, account details with totals, and a
 * username search of the tree. Target: p99 ≤ 100 ms. Prints the figures next to the target; never fails on a timing.
 *
 * The bets are inserted through the bets' member hour and active period triggers (migrations 0520, 0560), the
 * ledger through the postings' money hour trigger (0550), and folded once into team hours and member days before
 * the measures (team-sums-job.ts does it every minute in production; its time is printed). What each figure reads:
 * - overview: bets, valid bet and profit from team_bet_hours + unfolded member_bet_hours + raw `bets` in the
 *   partial edge hours (team-sums.ts); deposits and withdrawals the same way from team_money_hours (team-money.ts);
 *   active members from member_active_periods (active-members.ts); new members from `members`; commission from
 *   the agent's own `ledger_postings`.
 * - team betting totals: team-sums.ts as above (the named sub-agent adds their own member_bet_hours); page 1:
 *   raw `bets` from the instant the hour sums say holds the page (team-sums.ts newestRowsCut), read by time (BRIN).
 * - downline loss: each member's day rows (member_bet_days) over the whole UTC days of the range, plus their hour
 *   rows at the edges and raw `bets` in the partial hours (member-sums.ts), in one statement; totals as team betting.
 * - account details: raw `ledger_postings` of the team's wallets; page 1 from a window at the newest end of the range
 *   (team-transactions.ts).
 * - team tree: `members`.
 * BENCH_EXPLAIN=1 prints the plans of the reports' statements (lib/explain-team-queries.ts); BENCH_KEEP_DATABASE=1 keeps the
 * database (its URL is printed) for tuning them by hand.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_REGISTER_RULES } from '../../platform/accounts/register-rules';
import { downlineList } from '../../platform/agents/downline';
import { foldTeamSums } from '../../platform/agents/fold-team-sums';
import { teamOverview } from '../../platform/agents/overview';
import { teamBets, teamBetTotals, teamLoss } from '../../platform/agents/reports';
import { reportScope } from '../../platform/agents/team-scope';
import { teamTransactions, teamTransactionTotals } from '../../platform/agents/team-transactions';
import { openDatabase } from '../../platform/db/open-database';
import type { PlatformDeps } from '../../platform/deps';
import type { SessionMember } from '../../platform/http/context';
import { createMerchantRegistry } from '../../platform/merchants/merchants';
import { seedMerchants } from '../../platform/merchants/seed-merchants';
import { migrate } from '../../platform/migrations';
import { formatTable } from '../../scripts/lib/table';
import { explainRawQueries } from './lib/explain-team-queries';
import { freshPostgres } from './lib/fresh-postgres';

const TEAM = Number(process.env.BENCH_TEAM) || 10_000;
const SUBAGENTS = Number(process.env.BENCH_SUBAGENTS) || 100;
const BETS = Number(process.env.BENCH_BETS) || 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS) || 100;
const MOVES_PER_MEMBER = 20;
const TARGET_P99_MS = 100;
const DAY = 86_400_000;

const database = await freshPostgres('bench_agents');
if (!database) {
  console.log('bench:agents needs a PostgreSQL server (DATABASE_URL or 127.0.0.1:5432).');
  process.exit(0);
}
const db = await openDatabase({ databaseUrl: database.url });
const ms = (value: number) => String(Math.round(value * 10) / 10);
try {
  const merchants = createMerchantRegistry();
  const merchant = merchants.all()[0];
  if (!merchant) throw new Error('no tenant');
  await migrate(db);
  await seedMerchants(db, merchants.all(), DEFAULT_REGISTER_RULES);
  const code = merchant.code;
  const now = new Date();
  const players = TEAM - SUBAGENTS;

  console.log(
    `Seeding a downline of ${TEAM} (${SUBAGENTS} sub-agents), ${BETS} bets and ${TEAM * MOVES_PER_MEMBER} wallet movements…`,
  );
  const seeding = performance.now();
  const [agent] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at)
     VALUES ($1, 'benchtop', 'benchtop', 1, 'x', now(), now()) RETURNING id`,
    [code],
  );
  const agentId = (agent as { id: number }).id;
  await db.query(
    `INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at, upline_id)
     SELECT $1, 'benchsub' || n, 'benchsub' || n, 1, 'x', now(), now() - n * interval '1 hour', $2
     FROM generate_series(1, $3::int) AS n`,
    [code, agentId, SUBAGENTS],
  );
  await db.query(
    `WITH subs AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM members WHERE upline_id = $2)
     INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, created_at, upline_id)
     SELECT $1, 'benchplayer' || g, 'benchplayer' || g, 0, 'x', now(), now() - (g % 60) * interval '1 day', s.id
     FROM generate_series(0, $3::int - 1) AS g JOIN subs s ON s.i = g % $4`,
    [code, agentId, players, SUBAGENTS],
  );
  await db.query(
    `WITH team AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM members WHERE username LIKE 'benchplayer%'),
          total AS (SELECT count(*) AS n FROM team)
     INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win, result,
       placed_at, status, settled_at)
     SELECT $1, t.id, CASE WHEN g % 4 = 0 THEN 'EVO' ELSE 'INHOUSE' END, CASE WHEN g % 4 = 0 THEN 'LIVE' ELSE 'RNG' END,
       'slot', 'benchagents' || g, 1000, 1000, (g % 3) * 700, '{}',
       $2::timestamptz - (g * (30.0 * 86400 / $3)) * interval '1 second', 'settled',
       $2::timestamptz - (g * (30.0 * 86400 / $3)) * interval '1 second'
     FROM generate_series(0, $3::int - 1) AS g, total JOIN team t ON true
     WHERE t.i = g % total.n`,
    [code, now, BETS],
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, kind, member_id, currency, balance, created_at)
     SELECT $1, 'wallet', id, $2, 100000, now() FROM members WHERE merchant_code = $1 AND upline_id IS NOT NULL`,
    [code, merchant.tenant.currency],
  );
  // The ledger in time order, as the platform writes it (the oldest movements first): the order the time indexes
  // of the reports rely on (BRIN on the postings' time, migration 0530).
  await db.query(
    `INSERT INTO ledger_transactions (merchant_code, kind, member_id, reference, created_at)
     SELECT $1, CASE WHEN g % 2 = 0 THEN 'deposit' ELSE 'bet' END, a.member_id, 'bench', now() - g * interval '1 day'
     FROM ledger_accounts a, generate_series(1, $2::int) AS g WHERE a.merchant_code = $1 AND a.kind = 'wallet'
     ORDER BY g DESC, a.id`,
    [code, MOVES_PER_MEMBER],
  );
  await db.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
     SELECT t.id, a.id, CASE WHEN t.kind = 'deposit' THEN 5000 ELSE -1000 END, 100000, t.created_at
     FROM ledger_transactions t JOIN ledger_accounts a ON a.member_id = t.member_id AND a.kind = 'wallet'
     WHERE t.reference = 'bench' ORDER BY t.created_at, t.id`,
  );
  console.log(`Seeded in ${Math.round((performance.now() - seeding) / 100) / 10} s.`);
  const folding = performance.now();
  const folded = await foldTeamSums(db);
  console.log(
    `Folded ${folded} member hour rows into team hours and member days in ${Math.round((performance.now() - folding) / 100) / 10} s.`,
  );
  // as autovacuum leaves a table at rest: statistics, and the visibility map that lets index-only scans skip the heap
  await db.exec('VACUUM ANALYZE');

  const deps = { db, clock: () => now } as unknown as PlatformDeps;
  const self = { id: agentId, type: 1 } as SessionMember;
  const scope = await reportScope(db, code, agentId, undefined);
  const branch = await reportScope(db, code, agentId, 'benchsub7');
  const range = (days: number) => ({ from: new Date(now.getTime() - days * DAY), to: now });
  const page = { limit: 20, offset: 0 };
  const scenarios: [string, () => Promise<unknown>][] = [
    ['overview (team size, 4 periods)', () => teamOverview(db, agentId, now, merchant.tenant.timeZone)],
    [
      'team betting, 7 days, page 1 + totals',
      () => Promise.all([teamBets(db, { scope, ...range(7) }, page), teamBetTotals(db, { scope, ...range(7) })]),
    ],
    [
      'team betting, 30 days, page 1 + totals',
      () => Promise.all([teamBets(db, { scope, ...range(30) }, page), teamBetTotals(db, { scope, ...range(30) })]),
    ],
    [
      'team betting, one sub-agent, 30 days',
      () =>
        Promise.all([
          teamBets(db, { scope: branch, ...range(30) }, page),
          teamBetTotals(db, { scope: branch, ...range(30) }),
        ]),
    ],
    [
      'downline loss, 7 days, page 1 + totals',
      () => Promise.all([teamLoss(db, { scope, ...range(7) }, page), teamBetTotals(db, { scope, ...range(7) })]),
    ],
    [
      'account details, 7 days, page 1 + totals',
      () =>
        Promise.all([
          teamTransactions(db, { scope, ...range(7) }, page),
          teamTransactionTotals(db, { scope, ...range(7) }),
        ]),
    ],
    [
      'team tree, username search',
      () => downlineList(deps, merchant, self, { username: 'player77', page: 1, pageSize: 20 }),
    ],
    ['team tree, direct downline page 1', () => downlineList(deps, merchant, self, { page: 1, pageSize: 20 })],
  ];
  if (process.env.BENCH_EXPLAIN) await explainRawQueries(db, scope, range(7), now, merchant.tenant.timeZone);
  const rows: string[][] = [];
  for (const [name, run] of scenarios) {
    await run(); // warm the cache as a page's first visit would have
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
    const p99 = p(0.99);
    rows.push([name, ms(p(0.5)), ms(p99), `≤ ${TARGET_P99_MS}`, p99 <= TARGET_P99_MS ? 'yes' : 'NO']);
  }
  console.log(
    `\nTeam reports on PostgreSQL, a downline of ${TEAM}, ${BETS} bets over 30 days, ${RUNS} runs each, one at a time\n`,
  );
  console.log(formatTable(['query', 'p50 ms', 'p99 ms', 'target', 'met'], rows));
} finally {
  await db.close();
  if (process.env.BENCH_KEEP_DATABASE) console.log(`Kept ${database.url}`);
  else await database.drop();
}
