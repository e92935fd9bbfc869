/**
 * The inbox's queries. A member's messages are those sent to them plus their merchant's broadcasts sent since
 * they joined, minus those they deleted; read and deleted are per member (inbox_states), so a broadcast is one
 * row for everyone. Every query starts from the member's id: nobody reaches another member's message. Each
 * change notifies INBOX_CHANNEL inside its transaction (delivered on commit to every platform process), which
 * feeds the unread count of the session event stream.
 */
import type { InboxKind } from '../../src/api/calls/inbox/message';
import type { LanguageCode } from '../../src/i18n/languages';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';

export const INBOX_CHANNEL = 'inbox_unread';

/** A notification names one member, or a merchant whose every member may have a new message. */
export type InboxChange = { memberId: number } | { merchantCode: string };

export const messageNotFound = () => new PlatformError(404, 'message_not_found', 'no such message in your inbox');

/**
 * FROM … WHERE of the member's visible messages: $1 is the member id. `s` is the member's state of the message.
 * A message to every member sent during the member's time-out or self-exclusion (responsible-gaming/) is marketing
 * that must not reach them, then or later; messages to the member alone (a withdrawal's news) still do.
 */
const VISIBLE = `
  FROM inbox_messages m
  JOIN members me ON me.id = $1::bigint
  LEFT JOIN inbox_states s ON s.member_id = $1::bigint AND s.message_id = m.id
  WHERE m.merchant_code = me.merchant_code
    AND (m.member_id = $1::bigint OR (m.member_id IS NULL AND m.created_at >= me.created_at))
    AND s.deleted_at IS NULL
    AND (m.member_id IS NOT NULL OR NOT EXISTS (
      SELECT 1 FROM member_exclusions x
       WHERE x.member_id = $1::bigint AND m.created_at >= x.starts_at AND m.created_at < x.ends_at))`;

interface MessageRow {
  id: number;
  kind: InboxKind;
  title: string;
  content: string;
  created_at: Date;
  read: boolean;
}

/** Title and content in `lang` ($2) when the operator wrote it, else as first written. */
const COLUMNS = `m.id, m.kind, coalesce(m.translations -> $2::text ->> 'title', m.title) AS title,
  coalesce(m.translations -> $2::text ->> 'content', m.content) AS content, m.created_at, s.read_at IS NOT NULL AS read`;

const summaryOf = (row: MessageRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  time: row.created_at.toISOString(),
  read: row.read,
});

export async function notifyInbox(db: Database, change: InboxChange): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [INBOX_CHANNEL, JSON.stringify(change)]);
}

export async function unreadCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${VISIBLE} AND s.read_at IS NULL`, [memberId]);
  return row?.n ?? 0;
}

export async function listMessages(
  db: Database,
  memberId: number,
  filter: { lang: LanguageCode; kind?: InboxKind; limit: number; offset: number },
) {
  const kind = filter.kind ?? null;
  const [rows, [count]] = await Promise.all([
    db.query<MessageRow>(
      `SELECT ${COLUMNS} ${VISIBLE} AND ($3::text IS NULL OR m.kind = $3)
       ORDER BY m.created_at DESC, m.id DESC LIMIT $4 OFFSET $5`,
      [memberId, filter.lang, kind, filter.limit, filter.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${VISIBLE} AND ($2::text IS NULL OR m.kind = $2)`, [
      memberId,
      kind,
    ]),
  ]);
  return { rows: rows.map(summaryOf), total: count?.n ?? 0 };
}

/** Opens a message and marks it read; 404 message_not_found when the member has no such message. */
export async function readMessage(db: Database, memberId: number, id: number, lang: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<MessageRow>(`SELECT ${COLUMNS} ${VISIBLE} AND m.id = $3`, [memberId, lang, id]);
    if (!row) throw messageNotFound();
    if (!row.read) {
      await tx.query(
        `INSERT INTO inbox_states (member_id, message_id, read_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = coalesce(inbox_states.read_at, EXCLUDED.read_at)`,
        [memberId, id, now],
      );
      await notifyInbox(tx, { memberId });
    }
    return {
      message: { ...summaryOf(row), read: true, content: row.content },
      unread: await unreadCount(tx, memberId),
    };
  });
}

/** Marks every unread message of the member (of `kind`, when given) read; returns how many it marked. */
export async function markAllRead(db: Database, memberId: number, kind: InboxKind | undefined, now: Date) {
  return db.transaction(async (tx) => {
    const marked = await tx.query<{ message_id: number }>(
      `INSERT INTO inbox_states (member_id, message_id, read_at)
       SELECT $1::bigint, m.id, $3::timestamptz ${VISIBLE} AND s.read_at IS NULL AND ($2::text IS NULL OR m.kind = $2)
       ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = EXCLUDED.read_at WHERE inbox_states.read_at IS NULL
       RETURNING message_id`,
      [memberId, kind ?? null, now],
    );
    if (marked.length) await notifyInbox(tx, { memberId });
    return { marked: marked.length, unread: await unreadCount(tx, memberId) };
  });
}

/** Deletes the member's copies of `ids`, all or none (404 message_not_found when one is not theirs). */
export async function deleteMessages(db: Database, memberId: number, ids: number[], now: Date) {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: number }>(`SELECT m.id ${VISIBLE} AND m.id = ANY($2::bigint[])`, [
      memberId,
      wanted,
    ]);
    if (found.length !== wanted.length) throw messageNotFound();
    await tx.query(
      `INSERT INTO inbox_states (member_id, message_id, deleted_at)
       SELECT $1::bigint, id, $3::timestamptz FROM unnest($2::bigint[]) AS id
       ON CONFLICT (member_id, message_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`,
      [memberId, wanted, now],
    );
    await notifyInbox(tx, { memberId });
    return { deleted: wanted.length, unread: await unreadCount(tx, memberId) };
  });
}

/** The member an operator's message is addressed to (username compared case-blind), or undefined. */
export async function recipientId(db: Database, merchantCode: string, username: string): Promise<number | undefined> {
  const [member] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchantCode, username],
  );
  return member?.id;
}

export interface NewMessage {
  merchantCode: string;
  /** null: a broadcast to every member of the merchant. */
  memberId: number | null;
  kind: InboxKind;
  title: string;
  content: string;
  translations?: Partial<Record<LanguageCode, { title: string; content: string }>>;
  at: Date;
}

/** Stores a message (one row, also for a broadcast) and tells the live streams. */
export async function sendMessage(db: Database, message: NewMessage): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO inbox_messages (merchant_code, member_id, kind, title, content, translations, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        message.merchantCode,
        message.memberId,
        message.kind,
        message.title,
        message.content,
        JSON.stringify(message.translations ?? {}),
        message.at,
      ],
    );
    await notifyInbox(
      tx,
      message.memberId === null ? { merchantCode: message.merchantCode } : { memberId: message.memberId },
    );
    return (row as { id: number }).id;
  });
}
