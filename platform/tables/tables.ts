/**
 * Queries of the live tables and rooms: a table's hosts, a game's rooms with the players seated now (members
 * with a game page open in the room: an unexpired launch ticket into it), the chat's messages and the member
 * who writes in it (looked up within the chat's merchant only).
 */
import type { LiveModel, Room } from '../../src/api/calls/games/tables';
import type { Database } from '../db/database';

export interface TableGame {
  nodeId: number;
  displayName: string;
  hasChat: boolean;
  hasRooms: boolean;
}

/** A game of the merchant (a vendor tile is not a table), or undefined. */
export async function findTableGame(
  db: Database,
  merchantCode: string,
  nodeId: number,
): Promise<TableGame | undefined> {
  const [row] = await db.query<TableGame>(
    `SELECT node_id AS "nodeId", display_name AS "displayName", has_chat AS "hasChat", has_rooms AS "hasRooms"
       FROM game WHERE node_id = $1 AND merchant_code = $2 AND is_game = 'GAME'`,
    [nodeId, merchantCode],
  );
  return row;
}

/** The table's hosts, online first, then in their order. */
export function tableHosts(db: Database, nodeId: number): Promise<LiveModel[]> {
  return db.query<LiveModel>(
    `SELECT id, name, avatar_url AS "avatarUrl", online FROM live_table_hosts
      WHERE node_id = $1 ORDER BY online DESC, sort_order, id`,
    [nodeId],
  );
}

/** The game's rooms, lowest stakes first, with the players seated at `now`. */
export async function gameRooms(db: Database, nodeId: number, now: Date): Promise<Room[]> {
  const rows = await db.query<Omit<Room, 'minStake' | 'maxStake'> & { minStake: string; maxStake: string }>(
    `SELECT r.room_id AS "roomId", r.name, r.min_stake AS "minStake", r.max_stake AS "maxStake", r.seats,
            (SELECT count(DISTINCT l.member_id) FROM game_launch l
              WHERE l.node_id = r.node_id AND l.room_id = r.room_id AND l.expires_at > $2)::integer AS seated
       FROM game_rooms r WHERE r.node_id = $1 ORDER BY r.min_stake, r.sort_order`,
    [nodeId, now],
  );
  // bigint columns come back as strings from PostgreSQL.
  return rows.map((row) => ({ ...row, minStake: Number(row.minStake), maxStake: Number(row.maxStake) }));
}

export async function findRoom(db: Database, nodeId: number, roomId: string): Promise<{ name: string } | undefined> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM game_rooms WHERE node_id = $1 AND room_id = $2', [
    nodeId,
    roomId,
  ]);
  return row;
}

/** The merchant's member who opened the chat (their name as the chat shows it), or undefined. */
export async function findChatMember(
  db: Database,
  memberId: number,
  merchantCode: string,
): Promise<{ username: string; nickname: string } | undefined> {
  const [member] = await db.query<{ username: string; nickname: string }>(
    'SELECT username, nickname FROM members WHERE id = $1 AND merchant_code = $2',
    [memberId, merchantCode],
  );
  return member;
}

export const CHAT_PAGE_MESSAGES = 50;

export interface StoredMessage {
  id: number;
  memberId: number | null;
  author: string;
  body: string;
  createdAt: Date;
}

/** The table's last messages, oldest first. */
export async function lastMessages(db: Database, nodeId: number, limit = CHAT_PAGE_MESSAGES): Promise<StoredMessage[]> {
  const rows = await db.query<StoredMessage & { id: string | number; memberId: string | number | null }>(
    `SELECT id, member_id AS "memberId", author, body, created_at AS "createdAt" FROM live_chat_messages
      WHERE node_id = $1 ORDER BY id DESC LIMIT $2`,
    [nodeId, limit],
  );
  return rows
    .map((row) => ({ ...row, id: Number(row.id), memberId: row.memberId === null ? null : Number(row.memberId) }))
    .reverse();
}

export async function postMessage(
  db: Database,
  message: { nodeId: number; memberId: number; author: string; body: string; at: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO live_chat_messages (node_id, member_id, author, body, created_at) VALUES ($1, $2, $3, $4, $5)',
    [message.nodeId, message.memberId, message.author, message.body, message.at],
  );
}
