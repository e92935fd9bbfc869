/**
 * Game launch (members only; trial users only while FREEPLAY3 is on) and recent games. A third-party launch
 * stores a ticket (random 256 bits, only its SHA-256 kept) and answers the game URL of the vendor's aggregator
 * (platform/vendors), which opens for LAUNCH_TTL_MS in the first browser that visits it, while the launching
 * session lasts (launch-ticket.ts); every launch records the game as the member's most recent.
 */
import type { BodyOf } from '../../src/api/contract/define-call';
import { launchGameCall, recentGamesCall } from '../../src/api/contract/games/launch';
import type { StudioGame } from '../../src/api/contract/studio/games';
import type { Tenant } from '../../src/config/tenant-schema';
import type { LanguageCode } from '../../src/i18n/languages';
import { notFound, PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getFlags } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { siteLanguage } from '../merchants/site-language';
import { messageLanguage } from '../messaging/language';
import { randomToken, sha256Hex } from '../security/tokens';
import { findRoom } from '../tables';
import { LOBBY_CODE, STUDIO_TITLES, TITLES, titleGameCode } from './catalogue';
import { totalPages } from './game-queries';
import { siteBackPath } from './launch-ticket';
import { gameMaintenanceError } from './maintenance-suggestions';
import { memberGamesPage } from './member-games';

export const LAUNCH_TTL_MS = 30 * 60 * 1000;
/** Recent games kept per member; older ones drop off at the next launch. */
export const RECENT_KEEP = 100;

interface Target {
  node_id: number;
  maintenance: boolean;
  vassalage: string;
  game_type: string;
  game_code: string;
}

const TARGET_FROM = `FROM game g JOIN game_vendor v
  ON v.merchant_code = g.merchant_code AND v.game_type = g.game_type AND v.vassalage = g.vassalage`;

type LaunchBody = BodyOf<typeof launchGameCall>;

/** Game codes of the in-house titles the studio plays (catalogue.ts STUDIO_TITLES), e.g. INHOUSE RNG002 → dice. */
const STUDIO_CODES = new Map<string, StudioGame>(
  (TITLES['RNG:INHOUSE'] ?? []).flatMap((title, index): [string, StudioGame][] => {
    const game = STUDIO_TITLES[title.name];
    return game ? [[titleGameCode('RNG', index), game]] : [];
  }),
);

export function studioGameOf(target: Pick<Target, 'vassalage' | 'game_type' | 'game_code'>): StudioGame | undefined {
  return target.vassalage === 'INHOUSE' && target.game_type === 'RNG' ? STUDIO_CODES.get(target.game_code) : undefined;
}

/**
 * The site page of a studio game, in the launching page's language: the language prefix of `backUrl` when it
 * is a site path (the page the player launched from), else `language`. The default language has no prefix.
 */
export function studioPagePath(
  game: StudioGame,
  backUrl: string | null,
  language: LanguageCode,
  tenant: Pick<Tenant, 'languages' | 'defaultLanguage'>,
): string {
  let lang = tenant.languages.includes(language) ? language : tenant.defaultLanguage;
  if (backUrl?.startsWith('/')) {
    const first = backUrl.split('/')[1];
    lang = tenant.languages.find((code) => code === first) ?? tenant.defaultLanguage;
  }
  const prefix = lang === tenant.defaultLanguage ? '' : `/${lang}`;
  return `${prefix}/studio/${game}/`;
}

async function findTarget(db: Database, merchantCode: string, body: LaunchBody): Promise<Target | undefined> {
  if (body.nodeId !== undefined) {
    const [row] = await db.query<Target>(
      // A vendor tile (VASSALAGE) is not a game: it opens the vendor's list in the site, never a launch.
      `SELECT g.node_id, v.maintenance, g.vassalage, g.game_type, g.game_code ${TARGET_FROM}
        WHERE g.node_id = $1 AND g.merchant_code = $2 AND g.is_game = 'GAME'`,
      [body.nodeId, merchantCode],
    );
    return row;
  }
  // A vendor launch opens its lobby game, or the vendor's first game when it has no lobby.
  const params: unknown[] = [merchantCode, body.gameType, body.vassalage];
  let codeClause = '';
  if (body.gameCode) {
    params.push(body.gameCode);
    codeClause = 'AND g.game_code = $4';
  }
  const [row] = await db.query<Target>(
    `SELECT g.node_id, v.maintenance, g.vassalage, g.game_type, g.game_code ${TARGET_FROM}
      WHERE g.merchant_code = $1 AND g.game_type = $2 AND g.vassalage = $3 AND g.is_game = 'GAME' ${codeClause}
      ORDER BY (g.game_code = '${LOBBY_CODE}') DESC, g.sort_order, g.node_id LIMIT 1`,
    params,
  );
  return row;
}

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

/** A third-party game being opened: what the aggregator that runs it is told. */
export interface LaunchedGame {
  nodeId: number;
  /** The catalogue's vendor code (PG, JDB, EVO …): the vendor wallet of transfer-wallet merchants. */
  vendor: string;
  gameType: string;
  gameCode: string;
}

/**
 * The URL a third-party game opens at, from the aggregator that runs its vendor, or undefined when none does.
 * The vendors area provides it (app.ts hands it in), so games know no aggregator.
 */
export type OpenAtVendor = (launch: { ticket: string; game: LaunchedGame; merchant: Merchant }) => string | undefined;

export function registerLaunchRoutes(router: Router, deps: PlatformDeps, openAtVendor: OpenAtVendor): void {
  const { db, clock } = deps;
  router.route(launchGameCall, async ({ c, merchant, body, requireMember }) => {
    const member = requireMember();
    if (member.isTrial && !(await getFlags(db, merchant.code)).FREEPLAY3) {
      throw new PlatformError(403, 'trial_user_blocked', 'Trial user: please register a member for your first account');
    }
    const target = await findTarget(db, merchant.code, body);
    if (!target) throw notFound('no such game');
    if (target.maintenance) throw await gameMaintenanceError(db, merchant.code, target);
    // A room comes from the game's room list (platform/tables); the game page shows it.
    if (body.roomId !== undefined && !(await findRoom(db, target.node_id, body.roomId))) throw notFound('no such room');
    const backUrl = body.backUrl ? siteBackPath(body.backUrl, c.req.url) : null;
    // The game opens in the language of the page it was started from: the body's, else the request's.
    const language = body.language ? siteLanguage(body.language, merchant) : messageLanguage(c, merchant);

    const now = clock();
    const studioGame = studioGameOf(target);
    if (studioGame) {
      // The studio's games are the site's own pages (members only, played through /wps/studio/*): no ticket.
      await recordRecent(db, member.id, target.node_id, now);
      const url = studioPagePath(studioGame, backUrl, language, merchant.tenant);
      return { url, expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS).toISOString() };
    }

    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM game_launch WHERE expires_at < $1', [now]);
      await tx.query(
        `INSERT INTO game_launch (ticket_hash, member_id, merchant_code, node_id, back_url, language, created_at, expires_at,
           session_id, room_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          sha256Hex(ticket),
          member.id,
          merchant.code,
          target.node_id,
          backUrl,
          language,
          now,
          expiresAt,
          member.sessionId,
          body.roomId ?? null,
        ],
      );
      await recordRecent(tx, member.id, target.node_id, now);
    });
    // Third-party games open at the aggregator that runs them (platform/vendors: the simulator locally).
    const game = {
      nodeId: target.node_id,
      vendor: target.vassalage,
      gameType: target.game_type,
      gameCode: target.game_code,
    };
    const url = openAtVendor({ ticket, game, merchant });
    if (url === undefined) throw notFound('no aggregator runs this vendor');
    return { url, expiresAt: expiresAt.toISOString() };
  });

  router.route(recentGamesCall, async ({ merchant, query, requireMember }) => {
    const { rows, total } = await memberGamesPage(db, 'recent', {
      memberId: requireMember().id,
      merchantCode: merchant.code,
      gameType: query.gameType,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      list: rows.map(({ listedAt, ...game }) => ({ ...game, playedAt: listedAt.toISOString() })),
      page: query.page,
      pageSize: query.pageSize,
      totalPages: totalPages(total, query.pageSize),
      totalCount: total,
    };
  });
}
