/**
 * Catalogue data of the live tables and rooms: the live tables of EVO and SEXY get hosts (models) and a chat,
 * the card games of JL and V8 seat players in rooms. Playtech Live and the other card vendors have neither, so
 * both kinds of tile show. Idempotent and per merchant: a merchant whose games already carry hosts is skipped;
 * runs after the games seed (seed.ts).
 */
import { stakeLimits } from '../../src/api/calls/studio/games';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

/** Vendors whose live tables have hosts and a chat. */
export const CHAT_VENDORS = ['EVO', 'SEXY'];
/** Card vendors whose games seat players in rooms. */
export const ROOM_VENDORS = ['JL', 'V8'];

const HOST_NAMES = ['Anika', 'Sara', 'Mina', 'Lina', 'Maya', 'Nora', 'Ruby', 'Zara', 'Hana', 'Tara', 'Leya', 'Rina'];

/** Rooms of a game: stakes as multiples of the currency's minimum stake, seats per room. */
export const ROOM_SEEDS = [
  { roomId: 'R1', name: 'Starter', min: 1, max: 50, seats: 6 },
  { roomId: 'R2', name: 'Classic', min: 10, max: 500, seats: 6 },
  { roomId: 'R3', name: 'High Roller', min: 100, max: 5_000, seats: 4 },
  { roomId: 'VIP', name: 'VIP Salon', min: 1_000, max: 10_000, seats: 2 },
];

export const hostAvatarUrl = (name: string) => `/lgw/assets/hosts/${name.toLowerCase()}.svg`;

async function seedMerchantTables(tx: Database, merchant: Merchant): Promise<void> {
  const tables = await tx.query<{ node_id: number }>(
    `UPDATE game SET has_chat = true
      WHERE merchant_code = $1 AND game_type = 'LIVE' AND vassalage = ANY($2::text[]) AND is_game = 'GAME'
        AND game_code <> 'LOBBY'
      RETURNING node_id`,
    [merchant.code, CHAT_VENDORS],
  );
  const nodeIds: number[] = [];
  const names: string[] = [];
  const online: boolean[] = [];
  const order: number[] = [];
  for (const [t, { node_id }] of tables.sort((a, b) => a.node_id - b.node_id).entries()) {
    // Two or three hosts a table; the last of three is off shift.
    const count = 2 + (t % 2);
    for (let h = 0; h < count; h++) {
      nodeIds.push(node_id);
      names.push(HOST_NAMES[(t + h * 5) % HOST_NAMES.length] as string);
      online.push(!(count === 3 && h === 2));
      order.push(h);
    }
  }
  await tx.query(
    `INSERT INTO live_table_hosts (node_id, name, avatar_url, online, sort_order)
     SELECT n, name, '/lgw/assets/hosts/' || lower(name) || '.svg', o, s
       FROM unnest($1::integer[], $2::text[], $3::boolean[], $4::integer[]) AS h (n, name, o, s)
     ON CONFLICT DO NOTHING`,
    [nodeIds, names, online, order],
  );

  const games = await tx.query<{ node_id: number }>(
    `UPDATE game SET has_rooms = true
      WHERE merchant_code = $1 AND game_type = 'PVP' AND vassalage = ANY($2::text[]) AND is_game = 'GAME'
      RETURNING node_id`,
    [merchant.code, ROOM_VENDORS],
  );
  const unit = stakeLimits(merchant.tenant.currency).min;
  const rooms = games.flatMap(({ node_id }) => ROOM_SEEDS.map((room, index) => ({ node_id, index, ...room })));
  await tx.query(
    `INSERT INTO game_rooms (node_id, room_id, name, min_stake, max_stake, seats, sort_order)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::integer[], $7::integer[])
     ON CONFLICT DO NOTHING`,
    [
      rooms.map((r) => r.node_id),
      rooms.map((r) => r.roomId),
      rooms.map((r) => r.name),
      rooms.map((r) => r.min * unit),
      rooms.map((r) => r.max * unit),
      rooms.map((r) => r.seats),
      rooms.map((r) => r.index),
    ],
  );
}

// Two processes starting together over one PostgreSQL must not both seed (arbitrary shared constant).
const SEED_LOCK = 727_480;

export async function seedTables(db: Database, merchants: Merchant[]): Promise<void> {
  for (const merchant of merchants) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const done = await tx.query(`SELECT 1 FROM game WHERE merchant_code = $1 AND (has_chat OR has_rooms) LIMIT 1`, [
        merchant.code,
      ]);
      if (!done.length) await seedMerchantTables(tx, merchant);
    });
  }
}
