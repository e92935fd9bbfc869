/** The member's messages, newest first, of one kind or all, a page at a time, with the unread count. */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { page } from '../money/amounts';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE, inboxKind, inboxSummary, languageQuery, unreadCount } from './message';

export const inboxListCall = defineCall({
  method: 'GET',
  path: '/wps/member/messages',
  auth: true,
  query: z.extend(languageQuery, {
    kind: z.optional(inboxKind),
    page,
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(INBOX_MAX_PAGE_SIZE)), INBOX_PAGE_SIZE),
  }),
  value: z.object({
    rows: z.array(inboxSummary),
    page: z.int(),
    pageSize: z.int(),
    /** Messages of the filter. */
    total: z.int(),
    unread: unreadCount,
  }),
});
