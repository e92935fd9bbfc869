/**
 * First-start games data per merchant: vendors, about 10,150 games (10,000 slots) and the winner board.
 * Rows go in as column arrays through unnest(), one statement per few thousand rows, which keeps a first
 * start on PGlite well under a second for this part. Idempotent: a merchant that has vendors is skipped.
 */
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { type GameRow, gameRows, vendorRows, winnerRows } from './seed-rows';

const CHUNK = 4000;
// Two processes starting together over one PostgreSQL must not both seed (arbitrary shared constant).
const SEED_LOCK = 727_100;

async function insertGames(tx: Database, merchantCode: string, rows: GameRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const column = <K extends keyof GameRow>(key: K) => chunk.map((row) => row[key]);
    await tx.query(
      `INSERT INTO game (merchant_code, game_type, vassalage, game_id, game_code, game_classify, display_name,
                         icon_url, is_hot, is_new, prize_mode, sort_order, is_game, max_win_multiplier)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                                $9::smallint[], $10::smallint[], $11::text[], $12::integer[], $13::text[], $14::integer[])`,
      [
        merchantCode,
        column('gameType'),
        column('vassalage'),
        column('gameId'),
        column('gameCode'),
        column('gameClassify'),
        column('displayName'),
        column('iconUrl'),
        column('isHot'),
        column('isNew'),
        column('prizeMode'),
        column('sortOrder'),
        column('isGame'),
        column('maxWinMultiplier'),
      ],
    );
  }
}

async function seedMerchantGames(tx: Database, merchantCode: string, now: Date): Promise<void> {
  const vendors = vendorRows();
  await tx.query(
    `INSERT INTO game_vendor (merchant_code, game_type, vassalage, game_classify, name, logo_url, sort_order,
                              launch_lobby, rng_excluded)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::integer[],
                              $8::boolean[], $9::boolean[])`,
    [
      merchantCode,
      vendors.map((v) => v.gameType),
      vendors.map((v) => v.vassalage),
      vendors.map((v) => v.gameClassify),
      vendors.map((v) => v.name),
      vendors.map((v) => v.logoUrl),
      vendors.map((v) => v.sortOrder),
      vendors.map((v) => v.launchLobby),
      vendors.map((v) => v.rngExcluded),
    ],
  );
  const games = gameRows(merchantCode);
  await insertGames(tx, merchantCode, games);
  const winners = winnerRows(merchantCode, games);
  await tx.query(
    `INSERT INTO game_winner (merchant_code, node_id, customer_name, win_amount, won_at)
     SELECT $1, g.node_id, w.customer_name, w.win_amount, $5::timestamptz - make_interval(mins => w.minutes_ago)
       FROM unnest($2::text[], $3::text[], $4::numeric[], $6::integer[])
            AS w (game_id, customer_name, win_amount, minutes_ago)
       JOIN game g ON g.merchant_code = $1 AND g.game_id = w.game_id`,
    [
      merchantCode,
      winners.map((w) => (games[w.gameIndex] as GameRow).gameId),
      winners.map((w) => w.customerName),
      winners.map((w) => w.winAmount),
      now,
      winners.map((w) => w.minutesAgo),
    ],
  );
}

export async function seedGames(db: Database, merchants: Merchant[], now = new Date()): Promise<void> {
  for (const merchant of merchants) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const seeded = await tx.query('SELECT 1 FROM game_vendor WHERE merchant_code = $1 LIMIT 1', [merchant.code]);
      if (!seeded.length) await seedMerchantGames(tx, merchant.code, now);
    });
  }
}
