/**
 * SQL of a member's favourite games. Every statement is keyed by the member's id, so nobody reads or changes
 * another member's list. Adding is INSERT … ON CONFLICT DO NOTHING and removing a plain DELETE: both
 * idempotent, and concurrent toggles of the same game end in one row or none, never an error or a duplicate.
 */
import type { Database } from '../db/database';

/** The node ids of the member's favourites among the merchant's games, newest first. */
export async function favoriteIds(db: Database, memberId: number, merchantCode: string): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    `SELECT f.node_id FROM favorite_game f JOIN game g ON g.node_id = f.node_id AND g.merchant_code = $2
      WHERE f.member_id = $1 ORDER BY f.created_at DESC, f.node_id DESC`,
    [memberId, merchantCode],
  );
  return rows.map((row) => row.node_id);
}

/**
 * Adds the game to the member's favourites when it is one of the merchant's games (vendor and game type from
 * the client are not trusted); false when the merchant has no such game.
 */
export async function addFavorite(
  db: Database,
  memberId: number,
  nodeId: number,
  merchantCode: string,
  at: Date,
): Promise<boolean> {
  const [found] = await db.query<{ n: number }>(
    `WITH target AS (SELECT node_id FROM game WHERE node_id = $2 AND merchant_code = $3),
            added AS (INSERT INTO favorite_game (member_id, node_id, created_at)
                      SELECT $1, node_id, $4 FROM target ON CONFLICT DO NOTHING)
       SELECT count(*)::integer AS n FROM target`,
    [memberId, nodeId, merchantCode, at],
  );
  return Boolean(found?.n);
}

export async function removeFavorite(db: Database, memberId: number, nodeId: number): Promise<void> {
  await db.query('DELETE FROM favorite_game WHERE member_id = $1 AND node_id = $2', [memberId, nodeId]);
}
