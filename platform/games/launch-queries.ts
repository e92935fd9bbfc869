/**
 * SQL of a game launch: the game a launch opens, the stored launch ticket, and the member's recent games. A
 * ticket is stored in one transaction with the recent-games update and the sweep of expired tickets, so a launch
 * either leaves its ticket and its recent entry or nothing. Only a ticket's SHA-256 is stored, never the ticket.
 */
import type { BodyOf } from '../../src/api/calls/define-call';
import type { launchGameCall } from '../../src/api/calls/games/launch';
import type { Database } from '../db/database';
import { LOBBY_CODE } from './catalogue';

/** Recent games kept per member; older ones drop off at the next launch. */
export const RECENT_KEEP = 100;

/** The game a launch opens and whether its vendor is in maintenance. */
export interface LaunchTarget {
  node_id: number;
  maintenance: boolean;
  vassalage: string;
  game_type: string;
  game_code: string;
}

/** What a launch names: a game by node id, or a vendor's game type (and game code, else its lobby). */
export type LaunchChoice = Pick<BodyOf<typeof launchGameCall>, 'nodeId' | 'gameType' | 'vassalage' | 'gameCode'>;

const TARGET_FROM = `FROM game g JOIN game_vendor v
  ON v.merchant_code = g.merchant_code AND v.game_type = g.game_type AND v.vassalage = g.vassalage`;

export async function findLaunchTarget(
  db: Database,
  merchantCode: string,
  choice: LaunchChoice,
): Promise<LaunchTarget | undefined> {
  if (choice.nodeId !== undefined) {
    const [row] = await db.query<LaunchTarget>(
      // A vendor tile (VASSALAGE) is not a game: it opens the vendor's list in the site, never a launch.
      `SELECT g.node_id, v.maintenance, g.vassalage, g.game_type, g.game_code ${TARGET_FROM}
        WHERE g.node_id = $1 AND g.merchant_code = $2 AND g.is_game = 'GAME'`,
      [choice.nodeId, merchantCode],
    );
    return row;
  }
  // A vendor launch opens its lobby game, or the vendor's first game when it has no lobby.
  const params: unknown[] = [merchantCode, choice.gameType, choice.vassalage];
  let codeClause = '';
  if (choice.gameCode) {
    params.push(choice.gameCode);
    codeClause = 'AND g.game_code = $4';
  }
  const [row] = await db.query<LaunchTarget>(
    `SELECT g.node_id, v.maintenance, g.vassalage, g.game_type, g.game_code ${TARGET_FROM}
      WHERE g.merchant_code = $1 AND g.game_type = $2 AND g.vassalage = $3 AND g.is_game = 'GAME' ${codeClause}
      ORDER BY (g.game_code = '${LOBBY_CODE}') DESC, g.sort_order, g.node_id LIMIT 1`,
    params,
  );
  return row;
}

/** Records the game as the member's most recent and drops what falls past RECENT_KEEP. */
export async function recordRecent(db: Database, memberId: number, nodeId: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    [memberId, nodeId, at],
  );
  await db.query(
    `DELETE FROM recent_game WHERE member_id = $1 AND node_id NOT IN
       (SELECT node_id FROM recent_game WHERE member_id = $1 ORDER BY played_at DESC, node_id DESC LIMIT $2)`,
    [memberId, RECENT_KEEP],
  );
}

/** A launch ticket to store: the hash of the ticket, who launched what, from where, and until when. */
export interface LaunchTicketRow {
  ticketHash: string;
  memberId: number;
  merchantCode: string;
  nodeId: number;
  backUrl: string | null;
  language: string;
  sessionId: string;
  roomId: string | null;
  now: Date;
  expiresAt: Date;
}

/** Sweeps expired tickets, stores this one and records the game as recent, in one transaction. */
export async function storeLaunchTicket(db: Database, ticket: LaunchTicketRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM game_launch WHERE expires_at < $1', [ticket.now]);
    await tx.query(
      `INSERT INTO game_launch (ticket_hash, member_id, merchant_code, node_id, back_url, language, created_at, expires_at,
           session_id, room_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ticket.ticketHash,
        ticket.memberId,
        ticket.merchantCode,
        ticket.nodeId,
        ticket.backUrl,
        ticket.language,
        ticket.now,
        ticket.expiresAt,
        ticket.sessionId,
        ticket.roomId,
      ],
    );
    await recordRecent(tx, ticket.memberId, ticket.nodeId, ticket.now);
  });
}
