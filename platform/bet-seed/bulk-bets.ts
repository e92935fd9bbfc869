/**
 * Bet volume for benchmarks (env PLATFORM_BULK_BETS=N, off by default): N settled bets of the bulk players
 * (money/bulk-seed.ts), spread over them, the merchant's third-party vendors and game types, and the last 90
 * days, each a stake movement (player → game house shard) and, when it won, a win movement, like a real round
 * (studio/play-round.ts). Only the ledger builds postings: the bets are made here in time order and their
 * movements written through the ledger's bulk writer a chunk at a time (ledger/movement-stream.ts), the bet rows
 * of each chunk with one statement naming their stake transactions; all in one database transaction.
 *
 * The rows obey every ledger invariant (`npm run ledger:check`) by construction: each transaction sums to zero,
 * balances equal their postings, and balance-after chains follow posting ids, which follow time because the bets
 * come in time order (a win right after its stake). A player's stakes together never exceed their balance
 * (stake unit = balance / 5 per bet), so no wallet goes below zero even if every bet lost; the bulk writer
 * refuses the whole load if one would. In-house studio rounds are left out: a studio bet row must name a real
 * seed pair and nonce (the verify page replays it). Bulk bets post against the main wallet, also at a
 * transfer-wallet merchant: they are benchmark volume for the betting record and P&L, which read the bet rows,
 * not which wallet paid.
 *
 * Runs once: it does nothing when the first bulk player already has bulk bets.
 */
import { stakeLimits } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import { GAME_HOUSE_SHARDS, gameHouseAccount, gameHouseShard } from '../ledger/money-accounts';
import { writeMovementStream } from '../ledger/movement-stream';
import type { Movement } from '../ledger/movements';
import type { Merchant } from '../merchants/merchants';
import { bulkSeedLedger } from '../money';

/** Titles per vendor and game type the bets spread over (the first of each in lobby order). */
const GAMES_PER_VENDOR = 3;
/** Hit rate and win multipliers (tenths): 30% × average 3.2 ≈ 96% return, like a real catalogue. */
const HIT_PERCENT = 30;
const MULTIPLIERS_TENTHS = [15, 20, 30, 40, 55];
const NINETY_DAYS = 90 * 86_400_000;

/** bulk-seed.ts makes this many players. */
const BULK_PLAYERS = 1_000;

/** A uniform 32-bit draw from bet number g and a salt: the same bets on every run and every database. */
function draw(g: number, salt: number): number {
  let h = Math.imul(g, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Enough bulk deposits that each player can stake up to five minimum stakes on every bet. */
function fundingPostings(bets: number, minStake: number): number {
  const perPlayer = Math.ceil(bets / BULK_PLAYERS) * minStake * 5;
  // bulk-seed deposits 100.00 (10,000 minor units) per deposit, two postings each.
  return Math.ceil(perPlayer / 10_000) * 2 * BULK_PLAYERS;
}

/**
 * Session settings for this one transaction: room to sort in memory, and, where the role may (a superuser, as on
 * PGlite and a benchmark's own PostgreSQL), no per-row foreign-key triggers: every reference written here is an
 * id the same transaction just read or wrote, and checking millions of them one row at a time would take most of
 * the run. Without that right the checks simply run.
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

interface BulkPlayer {
  memberId: number;
  wallet: number;
  /** Their wallet's balance before the bets (minor units). */
  balance: number;
}

interface BulkGame {
  gameType: string;
  vendor: string;
  gameCode: string;
}

interface BulkBet {
  g: number;
  player: BulkPlayer;
  game: BulkGame;
  at: Date;
  stake: number;
  win: number;
}

/**
 * Bet g (1 …) goes to player (g - 1) mod players, a game by draw, and the player's ((g - 1) div players)-th of
 * perPlayer even slots over 90 days, jittered within it; stake unit balance / (5 × perPlayer), so even a player
 * who lost every bet ends at or above zero. A slot of every player at a time, sorted by time: the bets come in
 * time order.
 */
function* betsOf(players: BulkPlayer[], games: BulkGame[], bets: number, now: Date): Generator<BulkBet> {
  const perPlayer = Math.ceil(bets / players.length);
  const slotMs = NINETY_DAYS / perPlayer;
  const start = now.getTime() - NINETY_DAYS;
  for (let first = 1; first <= bets; first += players.length) {
    const slot: BulkBet[] = [];
    const index = (first - 1) / players.length;
    for (let g = first; g < first + players.length && g <= bets; g += 1) {
      const player = players[(g - 1) % players.length] as BulkPlayer;
      const stake = Math.max(1, Math.floor(player.balance / (perPlayer * 5))) * (1 + (draw(g, 5) % 5));
      const multiplier = MULTIPLIERS_TENTHS[draw(g, 4) % MULTIPLIERS_TENTHS.length] as number;
      slot.push({
        g,
        player,
        game: games[draw(g, 2) % games.length] as BulkGame,
        at: new Date(start + (index + draw(g, 1) / 4_294_967_296) * slotMs),
        stake,
        win: draw(g, 3) % 100 < HIT_PERCENT ? Math.floor((stake * multiplier) / 10) : 0,
      });
    }
    slot.sort((a, b) => a.at.getTime() - b.at.getTime() || a.g - b.g);
    yield* slot;
  }
}

/** A bet's stake movement and, when it won, its win right after. */
const movementsOf =
  (merchantCode: string, houses: number[]) =>
  ({ g, player, game, at, stake, win }: BulkBet): Movement[] => {
    const house = houses[gameHouseShard(player.memberId)] as number;
    const common = {
      merchantCode,
      memberId: player.memberId,
      reference: `round:bulk-${g}`,
      memo: `${game.vendor} ${game.gameCode}`,
      at,
    };
    const bet: Movement = { ...common, kind: 'bet', from: player.wallet, to: house, amount: stake };
    return win > 0 ? [bet, { ...common, kind: 'win', from: house, to: player.wallet, amount: win }] : [bet];
  };

/** The bet rows of one chunk, each naming its stake transaction. */
const insertBets = (tx: Database, merchantCode: string) => (bets: BulkBet[], ids: number[][]) =>
  tx.query(
    `INSERT INTO bets (merchant_code, member_id, vendor, game_type, game_code, round_id, stake, valid_bet, win,
         result, placed_at, settled_at, status, stake_transaction_id)
       SELECT $1, member_id, vendor, game_type, game_code, 'bulk-' || g, stake, stake, win, '{"source":"bulk"}'::jsonb,
              at, at, 'settled', t
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[],
         $9::timestamptz[], $10::bigint[]) AS u(member_id, vendor, game_type, game_code, g, stake, win, at, t)`,
    [
      merchantCode,
      bets.map((bet) => bet.player.memberId),
      bets.map((bet) => bet.game.vendor),
      bets.map((bet) => bet.game.gameType),
      bets.map((bet) => bet.game.gameCode),
      bets.map((bet) => bet.g),
      bets.map((bet) => bet.stake),
      bets.map((bet) => bet.win),
      bets.map((bet) => bet.at.toISOString()),
      ids.map(([stakeId]) => stakeId),
    ],
  );

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
    const games = await tx.query<BulkGame>(
      `SELECT game_type AS "gameType", vassalage AS vendor, game_code AS "gameCode"
       FROM (SELECT game_type, vassalage, game_code, sort_order,
                    row_number() OVER (PARTITION BY game_type, vassalage ORDER BY sort_order) AS r
             FROM game WHERE merchant_code = $1 AND is_game = 'GAME' AND vassalage <> 'INHOUSE') g
       WHERE r <= $2 ORDER BY game_type, vassalage, sort_order`,
      [merchant.code, GAMES_PER_VENDOR],
    );
    const bulkPlayers = await tx.query<BulkPlayer>(
      `SELECT m.id AS "memberId", a.id AS wallet, a.balance
       FROM members m JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'wallet'
       WHERE m.merchant_code = $1 AND m.username LIKE 'bulk_____' ORDER BY m.id`,
      [merchant.code],
    );
    if (games.length === 0 || bulkPlayers.length === 0) return;
    const perPlayer = Math.ceil(bets / bulkPlayers.length);
    const poorest = Math.min(...bulkPlayers.map((player) => player.balance));
    if (poorest < perPlayer * 5) {
      throw new Error(
        `PLATFORM_BULK_BETS=${bets} needs ${perPlayer * 5} minor units in every bulk wallet: ` +
          'leave PLATFORM_BULK_LEDGER_ROWS unset (the bet seed then funds the bulk players) or raise it',
      );
    }
    await withIndexesRebuilt(tx, () =>
      writeMovementStream(
        tx,
        merchant.code,
        betsOf(bulkPlayers, games, bets, now),
        movementsOf(merchant.code, houses),
        insertBets(tx, merchant.code),
      ),
    );
  });
  // Fresh statistics for the planner; VACUUM on bets also marks its pages all-visible, so the record's counts
  // and P&L sums read the covering index alone (an index-only scan still visits pages not marked).
  await db.query('VACUUM (ANALYZE) bets');
  for (const table of ['ledger_transactions', 'ledger_postings', 'ledger_accounts']) await db.query(`ANALYZE ${table}`);
}
