/**
 * Live tables and rooms (calls under /wps/relay/): the live model list and the live chat launch of tables
 * that have a chat, the room list of games that have rooms; plus the vendor simulator's chat page behind the
 * chat URL (GET shows it, POST — its own form — adds a message and shows it again) and the hosts' generated
 * avatars. Calls for a game of another merchant, a vendor tile, or a game without a chat (or rooms) answer
 * 404 not_found.
 */
import type { Context } from 'hono';
import { liveChatLaunchCall, liveModelListCall, roomListCall } from '../../src/api/calls/games/tables';
import type { LanguageCode } from '../../src/i18n/languages';
import { escapeXml } from '../core/markup';
import { maskName } from '../core/personal-details';
import { notFound } from '../core/platform-error';
import { hashText } from '../core/text-hash';
import type { PlatformDeps } from '../deps';
import type { PlatformEnv } from '../http/context';
import { PLAIN_PAGE_HEADERS } from '../http/plain-page';
import type { Router } from '../http/route';
import type { Merchant } from '../merchants/merchants';
import { siteLanguage } from '../merchants/site-language';
import { type ChatPage, MAX_CHAT_MESSAGE, renderChatExpired, renderChatPage } from './chat-page';
import { CHAT_PATH_PREFIX, CHAT_TTL_MS, chatPath, readChatGrant } from './chat-url';
import { findChatMember, findTableGame, gameRooms, lastMessages, postMessage, tableHosts } from './tables';

const HOST_FILE = /^([a-z]{1,20})\.svg$/;

/** A host's round avatar: the initial on a colour of the name's own. */
export function hostAvatarSvg(name: string): string {
  const hue = hashText(name) % 360;
  const initial = escapeXml(name.slice(0, 1).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="32" fill="hsl(${hue} 60% 38%)"/>
<circle cx="32" cy="32" r="27" fill="none" stroke="hsl(${hue} 85% 70%)" stroke-width="2"/>
<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="800" fill="#fff" text-anchor="middle">${initial}</text>
</svg>`;
}

function pageLanguage(code: Parameters<typeof siteLanguage>[0], merchant: Merchant): LanguageCode {
  const lang = siteLanguage(code, merchant);
  return merchant.tenant.languages.includes(lang) ? lang : merchant.tenant.defaultLanguage;
}

export function registerTableRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  const chatSecret = deps.secrets.liveChatSecret;
  // The chat is the vendor simulator's page, a demo part: production launches no chat and mounts no chat page
  // (a real aggregator's chat would come through its adapter).
  const chatServed = deps.config.mode === 'demo';
  async function chatTable(merchantCode: string, nodeId: number) {
    const game = await findTableGame(db, merchantCode, nodeId);
    if (!game?.hasChat) throw notFound('this game has no live chat');
    return game;
  }

  router.route(liveModelListCall, async ({ merchant, query }) => {
    const game = await chatTable(merchant.code, query.nodeId);
    return { nodeId: game.nodeId, models: await tableHosts(db, game.nodeId) };
  });

  router.route(liveChatLaunchCall, async ({ merchant, body, requireMember }) => {
    const member = requireMember();
    const game = await chatTable(merchant.code, body.nodeId);
    if (!chatServed) throw notFound('no live chat is served in production');
    const expiresAt = clock().getTime() + CHAT_TTL_MS;
    const chatUrl = chatPath(chatSecret, {
      merchantCode: merchant.code,
      nodeId: game.nodeId,
      memberId: member.id,
      language: pageLanguage(body.language, merchant),
      expiresAt,
    });
    return { chatUrl, expiresAt: new Date(expiresAt).toISOString() };
  });

  router.route(roomListCall, async ({ merchant, query }) => {
    const game = await findTableGame(db, merchant.code, query.nodeId);
    if (!game?.hasRooms) throw notFound('this game has no rooms');
    return { nodeId: game.nodeId, rooms: await gameRooms(db, game.nodeId, clock()) };
  });

  router.app.get('/lgw/assets/hosts/:file', (c) => {
    const name = HOST_FILE.exec(c.req.param('file') ?? '')?.[1];
    if (!name) return c.json({ success: false, code: 'not_found', message: 'no such image' }, 404);
    const display = name.slice(0, 1).toUpperCase() + name.slice(1);
    return c.body(hostAvatarSvg(display), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  /** The chat page's grant and table, or null (expired, forged, another merchant's, no chat). */
  async function openChat(c: Context<PlatformEnv>) {
    const merchant = c.get('merchant');
    const grant = readChatGrant(chatSecret, merchant.code, c.req.param('nodeId') ?? '', c.req.query(), clock());
    if (!grant) return null;
    const game = await findTableGame(db, merchant.code, grant.nodeId);
    if (!game?.hasChat) return null;
    const member = await findChatMember(db, grant.memberId, merchant.code);
    if (!member) return null;
    return { merchant, grant, game, author: member.nickname.trim() || maskName(member.username) };
  }

  type Opened = NonNullable<Awaited<ReturnType<typeof openChat>>>;

  async function show(
    c: Context<PlatformEnv>,
    opened: Opened,
    extra: Pick<ChatPage, 'draft' | 'problem'>,
    status = 200,
  ) {
    const { merchant, grant, game } = opened;
    const [hosts, messages] = await Promise.all([tableHosts(db, game.nodeId), lastMessages(db, game.nodeId)]);
    const html = renderChatPage({
      lang: grant.language,
      country: merchant.tenant.country,
      timeZone: merchant.tenant.timeZone,
      tableName: game.displayName,
      hosts,
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author,
        from: message.memberId === null ? 'host' : message.memberId === grant.memberId ? 'own' : 'player',
        body: message.body,
        createdAt: message.createdAt,
      })),
      ...extra,
    });
    return c.body(html, status as 200, PLAIN_PAGE_HEADERS);
  }

  const expired = (c: Context<PlatformEnv>) =>
    c.body(renderChatExpired(c.get('merchant').tenant.defaultLanguage), 404, PLAIN_PAGE_HEADERS);

  if (!chatServed) return;
  const path = `${CHAT_PATH_PREFIX}/:nodeId`;
  router.app.get(path, async (c) => {
    const opened = await openChat(c);
    return opened ? show(c, opened, { draft: '', problem: null }) : expired(c);
  });

  router.app.post(path, async (c) => {
    const opened = await openChat(c);
    if (!opened) return expired(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const raw = typeof form.message === 'string' ? form.message : '';
    // Control characters and bidi overrides never reach the chat (joiners, which scripts need, do); line
    // breaks and tabs become spaces.
    const body = raw
      .replace(/[\t\n\r]/g, ' ')
      .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '')
      .trim();
    if (!body) return show(c, opened, { draft: '', problem: 'emptyMessage' }, 400);
    if ([...body].length > MAX_CHAT_MESSAGE)
      return show(c, opened, { draft: raw.slice(0, MAX_CHAT_MESSAGE * 2), problem: 'tooLong' }, 400);
    await postMessage(db, {
      nodeId: opened.game.nodeId,
      memberId: opened.grant.memberId,
      author: opened.author,
      body,
      at: clock(),
    });
    // Post/redirect/get: a reload does not post the message twice.
    return c.redirect(c.req.url.replace(/^https?:\/\/[^/]+/, ''), 303);
  });
}
