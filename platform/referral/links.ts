/**
 * A member's named referral links (referral_links): listing them with the friends each brought, creating one
 * and deleting one. Every query is keyed by the member's id, so a member reaches only their own links. At most
 * MAX_REFERRAL_LINKS per member and one name once per member (compared case-blind): a creation checks both
 * with the member's row locked, so concurrent creations queue and the limit holds.
 */
import { MAX_REFERRAL_LINKS, type ReferralLink } from '../../src/api/calls/referral/referral';
import { PlatformError } from '../core/platform-error';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';
import { freeCode, LINK_CODE_LENGTH } from './codes';

interface LinkRow {
  id: number;
  name: string;
  code: string;
  created_at: Date;
  friends: number;
}

const linkOut = (row: LinkRow): ReferralLink => ({
  id: row.id,
  name: row.name,
  code: row.code,
  createdAt: row.created_at.toISOString(),
  friends: row.friends,
});

/** The member's links, oldest first. */
export async function memberLinks(db: Database, memberId: number): Promise<ReferralLink[]> {
  const rows = await db.query<LinkRow>(
    `SELECT l.id, l.name, l.code, l.created_at,
            (SELECT count(*) FROM referrals r WHERE r.link_id = l.id)::bigint AS friends
     FROM referral_links l WHERE l.member_id = $1 ORDER BY l.id`,
    [memberId],
  );
  return rows.map(linkOut);
}

/**
 * Creates a link named `name` with a fresh code; 409 referral_link_limit when the member has the most links,
 * 409 referral_link_name_taken when one of theirs has the name.
 */
export async function createLink(db: Database, merchant: Merchant, memberId: number, name: string, now: Date) {
  return db.transaction(async (tx) => {
    // The member's row lock queues their concurrent creations, so the limit holds under concurrency too.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const [held] = await tx.query<{ n: number }>(
      'SELECT count(*)::bigint AS n FROM referral_links WHERE member_id = $1',
      [memberId],
    );
    if ((held?.n ?? 0) >= MAX_REFERRAL_LINKS) {
      throw new PlatformError(409, 'referral_link_limit', `at most ${MAX_REFERRAL_LINKS} referral links`, {
        max: MAX_REFERRAL_LINKS,
      });
    }
    const [taken] = await tx.query('SELECT 1 FROM referral_links WHERE member_id = $1 AND lower(name) = lower($2)', [
      memberId,
      name,
    ]);
    if (taken) throw new PlatformError(409, 'referral_link_name_taken', 'a link with this name exists');
    const code = await freeCode(tx, merchant.code, LINK_CODE_LENGTH);
    const [row] = await tx.query<LinkRow>(
      `INSERT INTO referral_links (merchant_code, member_id, name, code, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, name, code, created_at, 0::bigint AS friends`,
      [merchant.code, memberId, name, code, now],
    );
    return linkOut(row as LinkRow);
  });
}

/** Deletes the member's link `id`; its id, or undefined when the member has no such link. */
export async function deleteLink(db: Database, memberId: number, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    'DELETE FROM referral_links WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return row?.id;
}
