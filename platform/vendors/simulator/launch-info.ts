/**
 * What the simulator's page shows about the launch its ticket opens: the game, the vendor, the language and the
 * back link, read while the ticket lives (launch-ticket.ts rules: LAUNCH_TTL_MS, the launching session still
 * signed in, the merchant's own sites). A real aggregator receives these with the launch URL.
 */
import type { Database } from '../../db/database';
import { sha256Hex, TOKEN_FORMAT } from '../../security/tokens';

export interface LaunchInfo {
  gameName: string;
  vendorName: string;
  iconUrl: string;
  gameType: string;
  backUrl: string | null;
  language: string;
  merchantCode: string;
  /** The room the player picked before the launch (platform/tables), or null. */
  roomName: string | null;
  memberId: number;
  /** The launching session (its token's hash): the reality check reports on it. */
  sessionId: string;
}

export async function launchInfo(db: Database, ticket: string, now: Date): Promise<LaunchInfo | undefined> {
  if (!TOKEN_FORMAT.test(ticket)) return undefined;
  const [row] = await db.query<LaunchInfo>(
    `SELECT g.display_name AS "gameName", v.name AS "vendorName", g.icon_url AS "iconUrl", g.game_type AS "gameType",
            l.back_url AS "backUrl", l.language, l.merchant_code AS "merchantCode",
            r.name AS "roomName", l.member_id::float8 AS "memberId", l.session_id AS "sessionId"
       FROM game_launch l
       JOIN game g ON g.node_id = l.node_id
       JOIN game_vendor v ON v.merchant_code = g.merchant_code AND v.game_type = g.game_type AND v.vassalage = g.vassalage
       LEFT JOIN game_rooms r ON r.node_id = l.node_id AND r.room_id = l.room_id
       -- The page lives only as long as the session that launched it.
       JOIN sessions s ON s.token_hash = l.session_id AND s.revoked_at IS NULL AND s.expires_at > $2
      WHERE l.ticket_hash = $1 AND l.expires_at > $2`,
    [sha256Hex(ticket), now],
  );
  return row;
}
