/**
 * Operator call behind the admin token (as admin.ts): sends a message to one member (`username`) or, without
 * one, broadcasts it to every member of the merchant (personal messages need a member). `translations` adds
 * the same message in other site languages (bn, zh, en, my, ur); members read theirs in the page's language.
 */
import { z } from 'zod/mini';
import { LANGUAGE_CODES } from '../../../i18n/languages';
import { defineCall } from '../define-call';
import { INBOX_MAX_CONTENT, INBOX_MAX_TITLE, inboxKind, messageId } from './message';

const text = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_MAX_TITLE)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(INBOX_MAX_CONTENT)),
};

export const adminInboxSendCall = defineCall({
  method: 'POST',
  path: '/admin/inbox/send',
  auth: false,
  body: z
    .strictObject({
      merchantCode: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/)),
      username: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      kind: inboxKind,
      ...text,
      translations: z.optional(z.partialRecord(z.enum(LANGUAGE_CODES), z.strictObject(text))),
    })
    .check(
      z.refine((body) => body.kind !== 'personal' || body.username !== undefined, {
        message: 'a personal message needs a username',
        path: ['username'],
      }),
    ),
  value: z.object({ id: messageId, broadcast: z.boolean() }),
});
