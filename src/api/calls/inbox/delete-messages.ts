/**
 * Deletes one or several of the member's messages (from their inbox only: a broadcast stays with everyone
 * else). All or nothing: when one id is not a message the member has (another member's, already deleted,
 * unknown), the call answers 404 message_not_found and deletes none.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { INBOX_MAX_DELETE, messageId, unreadCount } from './message';

export const inboxDeleteCall = defineCall({
  method: 'POST',
  path: '/wps/member/messages/delete',
  auth: true,
  body: z.strictObject({ ids: z.array(messageId).check(z.minLength(1), z.maxLength(INBOX_MAX_DELETE)) }),
  value: z.object({ deleted: z.int().check(z.gte(0)), unread: unreadCount }),
});
