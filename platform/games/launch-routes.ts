/**
 * Game launch (members only; trial users only while FREEPLAY3 is on) and recent games. A third-party launch
 * stores a ticket (random 256 bits, only its SHA-256 kept) and answers the game URL of the vendor's aggregator
 * (platform/vendors), which opens for LAUNCH_TTL_MS in the first browser that visits it, while the launching
 * session lasts (launch-ticket.ts); every launch records the game as the member's most recent. At transfer-wallet
 * merchants the player's money moves to the wallet the game plays from (launch-wallet.ts).
 */
import { launchGameCall, recentGamesCall } from '../../src/api/calls/games/launch';
import type { StudioGame } from '../../src/api/calls/studio/games';
import type { Tenant } from '../../src/config/tenant-schema';
import type { LanguageCode } from '../../src/i18n/languages';
import { notFound, PlatformError } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { getFlags } from '../merchants/merchant-state';
import type { Merchant } from '../merchants/merchants';
import { siteLanguage } from '../merchants/site-language';
import { messageLanguage } from '../messaging/language';
import { refuseLaunchOverLimit } from '../responsible-gaming';
import { randomToken, sha256Hex } from '../security/tokens';
import { findRoom } from '../tables';
import { STUDIO_CODES } from './catalogue';
import { totalPages } from './game-queries';
import { findLaunchTarget, type LaunchTarget, recordRecent, storeLaunchTicket } from './launch-queries';
import { siteBackPath } from './launch-ticket';
import { moveMoneyForLaunch } from './launch-wallet';
import { gameMaintenanceError } from './maintenance-suggestions';
import { memberGamesPage } from './member-games';

export const LAUNCH_TTL_MS = 30 * 60 * 1000;

export function studioGameOf(
  target: Pick<LaunchTarget, 'vassalage' | 'game_type' | 'game_code'>,
): StudioGame | undefined {
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
    const target = await findLaunchTarget(db, merchant.code, body);
    if (!target) throw notFound('no such game');
    if (target.maintenance) throw await gameMaintenanceError(db, merchant.code, target);
    // A room comes from the game's room list (platform/tables); the game page shows it.
    if (body.roomId !== undefined && !(await findRoom(db, target.node_id, body.roomId))) throw notFound('no such room');
    const backUrl = body.backUrl ? siteBackPath(body.backUrl, c.req.url) : null;
    // The game opens in the language of the page it was started from: the body's, else the request's.
    const language = body.language ? siteLanguage(body.language, merchant) : messageLanguage(c, merchant);

    const now = clock();
    // The player's own limits: a session that has lasted its time, or a loss or wager limit used up.
    if (!member.isTrial) await refuseLaunchOverLimit(db, merchant, member, now);
    const studioGame = studioGameOf(target);
    if (studioGame) {
      // The studio's games are the site's own pages (members only, played through /wps/studio/*): no ticket.
      await recordRecent(db, member.id, target.node_id, now);
      // The studio plays from the main wallet: the vendor wallets come back to it first.
      if (!member.isTrial) await moveMoneyForLaunch(db, merchant, member.id, null, now);
      const url = studioPagePath(studioGame, backUrl, language, merchant.tenant);
      return { url, expiresAt: new Date(now.getTime() + LAUNCH_TTL_MS).toISOString() };
    }

    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
    await storeLaunchTicket(db, {
      ticketHash: sha256Hex(ticket),
      memberId: member.id,
      merchantCode: merchant.code,
      nodeId: target.node_id,
      backUrl,
      language,
      sessionId: member.sessionId,
      roomId: body.roomId ?? null,
      now,
      expiresAt,
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
    // The game sees the player's whole balance in its vendor wallet (transfer-wallet merchants, launch-wallet.ts).
    if (!member.isTrial) await moveMoneyForLaunch(db, merchant, member.id, { vendor: game.vendor }, now);
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
