/** The member's messages, newest first, of one kind or all, a page at a time, with the unread count. */
import { z } from 'zod';
import { defineCall } from '../define-call';
import { page } from '../money/amounts';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE, inboxKind, inboxSummary, languageQuery, unreadCount } from './message';

export const inboxListCall = defineCall({
  method: 'GET',
  path: '/wps/member/messages',
  auth: true,
  query: languageQuery.extend({
    kind: inboxKind.optional(),
    page,
    pageSize: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  }),
  value: z.object({
    rows: z.array(inboxSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Messages of the filter. */
    total: z.number().int(),
    unread: unreadCount,
  }),
});
