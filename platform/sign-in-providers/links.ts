/**
 * The member's linked providers (security centre) and unlinking. Unlinking is refused when nothing else would sign
 * the member in: no other provider, no passkey, and no password of their own (a member a provider opened has none
 * until they set one, which moves password_changed_at past the account's opening).
 */
import type { ProviderLinkSummary } from '../../src/api/calls/sign-in-providers';
import { notFound } from '../core/platform-error';
import type { Database } from '../db/database';
import { hasPasskey } from '../passkeys';
import { lastSignIn } from './errors';

export async function linksOf(db: Database, memberId: number): Promise<ProviderLinkSummary[]> {
  const rows = await db.query<{ provider: string; label: string; linked_at: Date; last_used_at: Date | null }>(
    'SELECT provider, label, linked_at, last_used_at FROM sign_in_provider_links WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return rows.map((row) => ({
    provider: row.provider,
    label: row.label,
    linkedAt: row.linked_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

async function hasOwnPassword(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.query<{ own: boolean }>(
    `SELECT (p.member_id IS NULL OR m.password_changed_at > p.created_at) AS own
       FROM members m LEFT JOIN sign_in_provider_members p ON p.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  return row?.own === true;
}

export async function unlink(db: Database, memberId: number, provider: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the member's links, so two unlinks at once cannot each see the other as the remaining way in.
    const links = await tx.query<{ provider: string }>(
      'SELECT provider FROM sign_in_provider_links WHERE member_id = $1 FOR UPDATE',
      [memberId],
    );
    if (!links.some((link) => link.provider === provider)) throw notFound('This provider is not linked');
    const others = links.length > 1;
    if (!others && !(await hasOwnPassword(tx, memberId)) && !(await hasPasskey(tx, memberId))) throw lastSignIn();
    await tx.query('DELETE FROM sign_in_provider_links WHERE member_id = $1 AND provider = $2', [memberId, provider]);
  });
}
