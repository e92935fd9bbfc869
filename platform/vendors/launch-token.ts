/**
 * The wallet token an aggregator sends with balance and debit calls is the launch ticket it was handed
 * (launch-routes.ts): it names the member, the merchant and the game, and is good while the launch is
 * (LAUNCH_TTL_MS, and only while the session that launched it lasts). Credits and rollbacks need no token:
 * they close a round the debit already tied to a player, however late they come.
 */
import type { Database } from '../db/database';
import type { LaunchedGame } from '../games';
import { sha256Hex, TOKEN_FORMAT } from '../security/tokens';
import { WalletRefusal } from './refusals';

export interface TokenHolder {
  memberId: number;
  /** The member's type (members.type): trial users may open a game but never stake. */
  memberType: number;
  game: LaunchedGame;
  /** The session that launched the game (its token's hash): a session time limit counts from its sign-in. */
  sessionId: string;
}

export async function resolveToken(db: Database, token: string, merchantCode: string, now: Date): Promise<TokenHolder> {
  const [row] = TOKEN_FORMAT.test(token)
    ? await db.query<{
        member_id: number;
        member_type: number;
        node_id: number;
        vassalage: string;
        game_type: string;
        game_code: string;
        session_id: string;
      }>(
        `SELECT l.member_id, l.session_id, m.type AS member_type, g.node_id, g.vassalage, g.game_type, g.game_code
           FROM game_launch l
           JOIN members m ON m.id = l.member_id
           JOIN game g ON g.node_id = l.node_id
           JOIN sessions s ON s.token_hash = l.session_id AND s.revoked_at IS NULL AND s.expires_at > $3
          WHERE l.ticket_hash = $1 AND l.merchant_code = $2 AND l.expires_at > $3`,
        [sha256Hex(token), merchantCode, now],
      )
    : [];
  if (!row) throw new WalletRefusal('token_invalid');
  return {
    memberId: Number(row.member_id),
    memberType: Number(row.member_type),
    game: { nodeId: row.node_id, vendor: row.vassalage, gameType: row.game_type, gameCode: row.game_code },
    sessionId: row.session_id,
  };
}
