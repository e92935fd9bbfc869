/**
 * The inbox area (member centre messageV2): list, open (marks read), mark all read, delete, the unread count
 * of the header (under /wps/relay/), and the operator's send call behind the operator guard. Every member call
 * works on the session's member only; trial users have no inbox (their count is 0 and the other calls refuse
 * them through http/audience.ts).
 */
import { adminInboxSendCall } from '../../src/api/calls/inbox/admin-send';
import { inboxDeleteCall } from '../../src/api/calls/inbox/delete-messages';
import { inboxListCall } from '../../src/api/calls/inbox/list-messages';
import { inboxReadAllCall } from '../../src/api/calls/inbox/read-all';
import { inboxReadCall } from '../../src/api/calls/inbox/read-message';
import { unreadMessageCountCall } from '../../src/api/calls/member';
import { notFound } from '../core/platform-error';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { siteLanguage } from '../merchants/site-language';
import {
  deleteMessages,
  listMessages,
  markAllRead,
  readMessage,
  recipientId,
  sendMessage,
  unreadCount,
} from './messages';

export function registerInboxRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;

  router.route(unreadMessageCountCall, async ({ requireMember }) => {
    const member = requireMember();
    return { count: member.isTrial ? 0 : await unreadCount(db, member.id) };
  });

  router.route(inboxListCall, async ({ query, merchant, requireMember }) => {
    const memberId = requireMember().id;
    const [{ rows, total }, unread] = await Promise.all([
      listMessages(db, memberId, {
        lang: siteLanguage(query.language, merchant),
        kind: query.kind,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      unreadCount(db, memberId),
    ]);
    return { rows, page: query.page, pageSize: query.pageSize, total, unread };
  });

  router.route(inboxReadCall, async ({ query, body, merchant, requireMember }) =>
    readMessage(db, requireMember().id, body.id, siteLanguage(query.language, merchant), clock()),
  );

  router.route(inboxReadAllCall, async ({ body, requireMember }) =>
    markAllRead(db, requireMember().id, body.kind, clock()),
  );

  router.route(inboxDeleteCall, async ({ body, requireMember }) =>
    deleteMessages(db, requireMember().id, body.ids, clock()),
  );
}

/** The operator's call; registered after the admin API's token guard (admin/routes.ts). */
export function registerInboxAdminRoutes(router: Router, deps: PlatformDeps): void {
  const { db, clock } = deps;
  router.route(adminInboxSendCall, async ({ body }) => {
    if (!deps.merchants.byCode(body.merchantCode)) throw notFound(`unknown merchant ${body.merchantCode}`);
    let memberId: number | null = null;
    if (body.username !== undefined) {
      const recipient = await recipientId(db, body.merchantCode, body.username);
      if (recipient === undefined) throw notFound(`no member ${body.username} at ${body.merchantCode}`);
      memberId = recipient;
    }
    const id = await sendMessage(db, {
      merchantCode: body.merchantCode,
      memberId,
      kind: body.kind,
      title: body.title,
      content: body.content,
      translations: body.translations,
      at: clock(),
    });
    return { id, broadcast: memberId === null };
  });
}
