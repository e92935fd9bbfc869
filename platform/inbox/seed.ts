/**
 * Seeds each merchant's demo inbox once (seed-text.ts): to every demo player and agent two read system
 * messages and an unread personal one, and to the whole merchant one unread promotion broadcast, so a demo
 * player starts with 2 unread messages. The merchant's default language is the stored text; the others are
 * its translations.
 */

import { inLanguage } from '../../src/i18n/languages';
import { isMemberType, isTrialType } from '../accounts';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { SEED_MESSAGES } from './seed-text';

const HOUR = 60 * 60 * 1000;

export async function seedInbox(db: Database, merchants: Merchant[], now: Date): Promise<void> {
  for (const merchant of merchants) {
    const [existing] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inbox_messages WHERE merchant_code = $1',
      [merchant.code],
    );
    if ((existing?.n ?? 0) > 0) continue;
    const { tenant } = merchant;
    // Players and agents; trial users have no inbox and staff are not members.
    const members = (
      await db.query<{ id: number; type: number }>(
        'SELECT id, type FROM members WHERE merchant_code = $1 ORDER BY id',
        [merchant.code],
      )
    ).filter((member) => isMemberType(tenant, member.type) && !isTrialType(tenant, member.type));
    await db.transaction(async (tx) => {
      for (const message of SEED_MESSAGES) {
        const fill = (text: string) => text.replaceAll('{brand}', tenant.name);
        const translations = Object.fromEntries(
          Object.entries(message.texts).map(([lang, t]) => [lang, { title: fill(t.title), content: fill(t.content) }]),
        );
        const own = inLanguage(message.texts, tenant.defaultLanguage);
        const at = new Date(now.getTime() - message.hoursAgo * HOUR);
        const recipients = message.broadcast ? [null] : members.map((m) => m.id);
        for (const memberId of recipients) {
          const [row] = await tx.query<{ id: number }>(
            `INSERT INTO inbox_messages (merchant_code, member_id, kind, title, content, translations, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [
              merchant.code,
              memberId,
              message.kind,
              fill(own.title),
              fill(own.content),
              JSON.stringify(translations),
              at,
            ],
          );
          if (message.read && memberId !== null) {
            await tx.query('INSERT INTO inbox_states (member_id, message_id, read_at) VALUES ($1, $2, $3)', [
              memberId,
              (row as { id: number }).id,
              at,
            ]);
          }
        }
      }
    });
  }
}
