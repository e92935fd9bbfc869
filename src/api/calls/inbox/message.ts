/**
 * The inbox (member centre messageV2): platform messages to the member, of three kinds. A message is the member's own
 * (sent to them) or a broadcast to every member of the merchant; either way each member reads and deletes their copy
 * only. Titles and contents come in the language asked for when the operator wrote one, else in the language they wrote
 * first. `content` is plain text or operator HTML: the sites sanitise it before rendering.
 */
import { z } from 'zod/mini';
import { platformLanguage } from '../games/game';

export const INBOX_KINDS = ['system', 'promotion', 'personal'] as const;
export const inboxKind = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKind>;

/** Messages one page holds by default, and at most. */
export const INBOX_PAGE_SIZE = 10;
export const INBOX_MAX_PAGE_SIZE = 50;
/** Messages one delete call may name. */
export const INBOX_MAX_DELETE = 50;
export const INBOX_MAX_TITLE = 200;
export const INBOX_MAX_CONTENT = 8_000;

export const messageId = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** The query every inbox read takes: the page's language (BN, CN, EN, MY, UR). */
export const languageQuery = z.object({ language: z.optional(platformLanguage) });

/** One line of the list. */
export const inboxSummary = z.object({
  id: messageId,
  kind: inboxKind,
  title: z.string(),
  /** ISO 8601, when it was sent. */
  time: z.string(),
  read: z.boolean(),
});
export type InboxSummary = z.infer<typeof inboxSummary>;

/** A message opened: the summary and its content. */
export const inboxMessage = z.extend(inboxSummary, { content: z.string() });
export type InboxMessage = z.infer<typeof inboxMessage>;

/** The member's unread messages after a call (every kind), so the badge follows without another request. */
export const unreadCount = z.int().check(z.gte(0));
