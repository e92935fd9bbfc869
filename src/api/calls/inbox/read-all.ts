/** Marks every message of the member read (of one kind, when given). */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { inboxKind, unreadCount } from './message';

export const inboxReadAllCall = defineCall({
  method: 'POST',
  path: '/wps/member/messages/readAll',
  auth: true,
  body: z.strictObject({ kind: z.optional(inboxKind) }),
  value: z.object({ marked: z.int().check(z.gte(0)), unread: unreadCount }),
});
