/**
 * Opens one of the member's messages and marks it read (reading it again changes nothing). Another member's
 * message, a deleted one or an unknown id answers 404 message_not_found.
 */
import { z } from 'zod/mini';
import { defineCall } from '../define-call';
import { inboxMessage, languageQuery, messageId, unreadCount } from './message';

export const inboxReadCall = defineCall({
  method: 'POST',
  path: '/wps/member/messages/read',
  auth: true,
  query: languageQuery,
  body: z.strictObject({ id: messageId }),
  value: z.object({ message: inboxMessage, unread: unreadCount }),
});
