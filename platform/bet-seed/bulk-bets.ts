/**
 * Bet volume for benchmarks (env PLATFORM_BULK_BETS=N, off by default): N settled bets of the bulk players
 * (money/bulk-seed.ts), spread over them, the merchant's third-party vendors and game types, and the last 90
 * days, each a stake transaction (player → game house shard) and, when it won, a win transaction, like a real
 * round (studio/play-round.ts). Written with set-based SQL in one database transaction: 1,000,000 bets in
 * tens of seconds on PostgreSQL instead of hours of single rounds.
 *
 * The rows obey every ledger invariant (`npm run ledger:check`): each transaction sums to zero, balances equal
 * their postings, and balance-after chains follow posting ids, which follow time because transaction ids are
 * drawn in time order. A player's stakes together never exceed their balance (stake unit = balance / 5 per
 * bet), so no wallet goes below zero even if every bet lost. In-house studio rounds are left out: a studio
 * bet row must name a real seed pair and nonce (the verify page replays it), which SQL cannot compute.
 * Bulk bets post against the main wallet, also at a transfer-wallet merchant: they are benchmark volume for
 * the betting record and P&L, which read the bet rows, not which wallet paid.
 *
 * Runs once: it does nothing when the first bulk player already has bulk bets.
 */
import { stakeLimits } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import { GAME_HOUSE_SHARDS, gameHouseAccount } from '../ledger/money-accounts';
import type { Merchant } from '../merchants/merchants';
import { bulkSeedLedger } from '../money';

/** Titles per vendor and game type the bets spread over (the first of each in lobby order). */
const GAMES_PER_VENDOR = 3;
/** Hit rate and win multipliers (tenths): 30% × average 3.2 ≈ 96% return, like a real catalogue. */
const HIT_PERCENT = 30;
const MULTIPLIERS_TENTHS = [15, 20, 30, 40, 55];

/** A uniform 32-bit draw from bet number g and a salt, in SQL (hashint8 is deterministic on every PostgreSQL). */
const draw = (salt: number) => `(hashint8(g::bigint * 8 + ${salt})::bigint + 2147483648)`;

/** bulk-seed.ts makes this many players. */
const BULK_PLAYERS = 1_000;

/** Enough bulk deposits that each player can stake up to five minimum stakes on every bet. */
function fundingPostings(bets: number, minStake: number): number {
  const perPlayer = Math.ceil(bets / BULK_PLAYERS) * minStake * 5;
  // bulk-seed deposits 100.00 (10,000 minor units) per deposit, two postings each.
  return Math.ceil(perPlayer / 10_000) * 2 * BULK_PLAYERS;
}

/**
 * Session settings for this one transaction: room to sort millions of rows in memory, and, where the role may
 * (a superuser, as on PGlite and a benchmark's own PostgreSQL), no per-row foreign-key triggers: every
 * reference written here comes from a join with the row it names, and checking five million of them one row
 * at a time would take most of the run. Without that right the checks simply run.
 */
async function fastBulkLoad(tx: Database): Promise<void> {
  await tx.query("SET LOCAL work_mem = '256MB'");
  await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
  const [role] = await tx.query<{ super: boolean }>(
    'SELECT rolsuper AS super FROM pg_roles WHERE rolname = current_user',
  );
  if (role?.super) await tx.query("SET LOCAL session_replication_role = 'replica'");
}

/** Tables the load writes millions of rows to. */
const LOADED_TABLES = ['ledger_transactions', 'ledger_postings', 'bets'];

/**
 * Runs `load` with the loaded tables' secondary indexes dropped and builds them again after, from their own
 * definitions (so an index a later migration adds is kept too): one sorted build per index instead of
 * millions of scattered inserts. Unique and primary keys stay in place and keep checking. All in the
 * caller's transaction: another process sees the indexes gone only if it reads these tables meanwhile, and
 * this runs at start, before the platform serves.
 */
async function withIndexesRebuilt(tx: Database, load: () => Promise<void>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
     WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
       AND NOT i.indisprimary AND NOT i.indisunique`,
    [LOADED_TABLES],
  );
  for (const { name } of indexes) await tx.query(`DROP INDEX ${name}`);
  await load();
  for (const { definition } of indexes) await tx.query(definition);
}

export async function bulkSeedBets(db: Database, merchant: Merchant, bets: number, now: Date): Promise<void> {
  const players = () =>
    db.query<{ id: number }>(
      "SELECT id FROM members WHERE merchant_code = $1 AND username LIKE 'bulk_____' ORDER BY id LIMIT 1",
      [merchant.code],
    );
  let [first] = await players();
  if (!first) {
    await bulkSeedLedger(db, merchant, fundingPostings(bets, stakeLimits(merchant.tenant.currency).min), now);
    [first] = await players();
  }
  if (!first) return;
  const [done] = await db.query("SELECT 1 FROM bets WHERE member_id = $1 AND round_id LIKE 'bulk-%' LIMIT 1", [
    first.id,
  ]);
  if (done) return;
  const houses: number[] = [];
  for (let shard = 0; shard < GAME_HOUSE_SHARDS; shard += 1) {
    // A member id ≡ shard (mod GAME_HOUSE_SHARDS) names that shard's account, as a live round would.
    houses.push((await gameHouseAccount(db, merchant, shard, now)).id);
  }
  await db.transaction(async (tx) => {
    await fastBulkLoad(tx);
    await tx.query(
      `CREATE TEMP TABLE bulk_games ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY game_type, vassalage, sort_order) - 1)::int AS i,
              game_type, vassalage AS vendor, game_code
       FROM (SELECT game_type, vassalage, game_code, sort_order,
                    row_number() OVER (PARTITION BY game_type, vassalage ORDER BY sort_order) AS r
             FROM game WHERE merchant_code = $1 AND is_game = 'GAME' AND vassalage <> 'INHOUSE') g
       WHERE r <= $2`,
      [merchant.code, GAMES_PER_VENDOR],
    );
    await tx.query(
      `CREATE TEMP TABLE bulk_players ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY m.id) - 1)::int AS i, m.id AS member_id, a.id AS wallet, a.balance
       FROM members m JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'wallet'
       WHERE m.merchant_code = $1 AND m.username LIKE 'bulk_____'`,
      [merchant.code],
    );
    const [counts] = await tx.query<{ games: number; players: number; poorest: number }>(
      `SELECT (SELECT count(*) FROM bulk_games)::int AS games, (SELECT count(*) FROM bulk_players)::int AS players,
              (SELECT coalesce(min(balance), 0) FROM bulk_players) AS poorest`,
    );
    const games = counts?.games ?? 0;
    const playerCount = counts?.players ?? 0;
    if (games === 0 || playerCount === 0) return;
    const perPlayer = Math.ceil(bets / playerCount);
    if ((counts?.poorest ?? 0) < perPlayer * 5) {
      throw new Error(
        `PLATFORM_BULK_BETS=${bets} needs ${perPlayer * 5} minor units in every bulk wallet: ` +
          'leave PLATFORM_BULK_LEDGER_ROWS unset (the bet seed then funds the bulk players) or raise it',
      );
    }
    await withIndexesRebuilt(tx, () =>
      load(tx, merchant, now, { bets, perPlayer, players: playerCount, games, houses }),
    );
  });
  // Fresh statistics for the planner; VACUUM on bets also marks its pages all-visible, so the record's counts
  // and P&L sums read the covering index alone (an index-only scan still visits pages not marked).
  await db.query('VACUUM (ANALYZE) bets');
  for (const table of ['ledger_transactions', 'ledger_postings', 'ledger_accounts']) await db.query(`ANALYZE ${table}`);
}

interface Load {
  bets: number;
  perPlayer: number;
  players: number;
  games: number;
  /** Game house account id per shard. */
  houses: number[];
}

/** The set-based load itself, from the bulk_games and bulk_players tables. */
async function load(tx: Database, merchant: Merchant, now: Date, { bets, perPlayer, players, games, houses }: Load) {
  // One row per bet: player by round robin, game by hash, time evenly over 90 days per player (jittered
  // within its slot, so a player's bets stay in order). Stake unit: balance / (5 × bets), so even a player
  // who lost every bet ends at or above zero.
  await tx.query(
    `CREATE TEMP TABLE bulk_bet ON COMMIT DROP AS
       SELECT g, p.member_id, p.wallet, ($3::bigint[])[p.member_id % $4 + 1] AS house,
              gm.game_type, gm.vendor, gm.game_code,
              $1::timestamptz - interval '90 days'
                + (((g - 1) / $2)::float8 + ${draw(1)} / 4294967296.0) * (interval '90 days' / $5::int) AS placed_at,
              s.stake,
              CASE WHEN ${draw(3)} % 100 < $6
                   THEN s.stake * ($7::int[])[(${draw(4)} % $8) + 1] / 10 ELSE 0 END AS win
       FROM generate_series(1, $9::int) g
       JOIN bulk_players p ON p.i = (g - 1) % $2
       JOIN bulk_games gm ON gm.i = ${draw(2)} % $10
       CROSS JOIN LATERAL (SELECT greatest(1, p.balance / ($5::bigint * 5)) * (1 + ${draw(5)} % 5) AS stake) s`,
    [
      now,
      players,
      houses,
      GAME_HOUSE_SHARDS,
      perPlayer,
      HIT_PERCENT,
      MULTIPLIERS_TENTHS,
      MULTIPLIERS_TENTHS.length,
      bets,
      games,
    ],
  );
  // Ledger transactions, ids drawn in time order (a bet's win right after its stake), so every account's
  // posting ids follow time and its balance-after chain reads the same forwards in id or in time.
  await tx.query(
    `CREATE TEMP TABLE bulk_tx ON COMMIT DROP AS
       SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id, s.*
       FROM (SELECT g, 'bet' AS kind, member_id, wallet, house, -stake AS amount, placed_at AS at, vendor, game_code
               FROM bulk_bet
             UNION ALL
             SELECT g, 'win', member_id, wallet, house, win, placed_at, vendor, game_code FROM bulk_bet WHERE win > 0
             ORDER BY at, g, kind) s`,
  );
  await tx.query(
    `INSERT INTO ledger_transactions (id, merchant_code, kind, member_id, reference, memo, created_at)
       SELECT id, $1, kind, member_id, 'round:bulk-' || g, vendor || ' ' || game_code, at FROM bulk_tx ORDER BY id`,
    [merchant.code],
  );
  // Both sides of each transaction; balance after = the account's balance before plus the running sum.
  await tx.query(
    `CREATE TEMP TABLE bulk_postings ON COMMIT DROP AS
       SELECT id, wallet AS account, amount, at FROM bulk_tx
       UNION ALL SELECT id, house, -amount, at FROM bulk_tx`,
  );
  await tx.query(
    `INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after, created_at)
       SELECT x.id, x.account, x.amount, a.balance + sum(x.amount) OVER (PARTITION BY x.account ORDER BY x.id), x.at
       FROM bulk_postings x JOIN ledger_accounts a ON a.id = x.account
       ORDER BY x.id, x.account`,
  );
  await tx.query(
    `UPDATE ledger_accounts a SET balance = a.balance + s.total
       FROM (SELECT account, sum(amount)::bigint AS total FROM bulk_postings GROUP BY account) s
       WHERE a.id = s.account`,
  );
  await tx.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
         result, placed_at, settled_at, status, stake_transaction_id)
       SELECT $1, b.member_id, b.vendor, b.game_type, b.game_code, 'bulk-' || b.g, b.stake, b.stake, b.win,
              '{"source":"bulk"}'::jsonb, b.placed_at, b.placed_at, 'settled', t.id
       FROM bulk_bet b JOIN bulk_tx t ON t.g = b.g AND t.kind = 'bet'
       ORDER BY t.id`,
    [merchant.code],
  );
}
