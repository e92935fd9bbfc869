/**
 * Referral codes: a member's own code is members.affiliate_code, the code registration has always accepted
 * (agents' codes are set by the operator; a player gets one on first use), and each named link adds a code of
 * its own. Registration resolves any of them to the member who shared it (resolveReferralCode) and records the
 * friend under that member (recordReferral).
 *
 * Codes are random upper-case letters and digits without look-alikes (0/O, 1/I/L), 8 characters for a
 * member's code and 10 for a link's, compared upper-case. A code is unique per merchant in its table (unique
 * indexes); a new code is also checked against the other table before it is stored.
 */
import { randomInt } from 'node:crypto';
import type { Database } from '../db/database';
import type { Merchant } from '../merchants/merchants';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MEMBER_CODE_LENGTH = 8;
export const LINK_CODE_LENGTH = 10;
/** Tries before giving up on a free random code (31^8 codes: a clash is already rare). */
const ATTEMPTS = 8;

export const randomCode = (length: number): string =>
  Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Whether `code` is already some member's or some link's code at the merchant. */
export async function codeInUse(db: Database, merchantCode: string, code: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM members WHERE merchant_code = $1 AND upper(affiliate_code) = $2
     UNION ALL SELECT 1 FROM referral_links WHERE merchant_code = $1 AND code = $2
     UNION ALL SELECT 1 FROM agent_invite_links WHERE merchant_code = $1 AND code = $2 LIMIT 1`,
    [merchantCode, code.toUpperCase()],
  );
  return rows.length > 0;
}

/** A random code of `length` that no member or link of the merchant uses yet. */
export async function freeCode(db: Database, merchantCode: string, length: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const code = randomCode(length);
    if (!(await codeInUse(db, merchantCode, code))) return code;
  }
  throw new Error('no free referral code after several attempts');
}

/** The member's own referral code, made (and kept) on first use. */
export async function ensureMemberCode(db: Database, merchantCode: string, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await db.query<{ affiliate_code: string | null }>(
      'SELECT affiliate_code FROM members WHERE id = $1',
      [memberId],
    );
    if (row?.affiliate_code) return row.affiliate_code;
    const code = await freeCode(db, merchantCode, MEMBER_CODE_LENGTH);
    try {
      // Only a member without a code gets one: two first visits at once keep whichever wrote first.
      await db.query('UPDATE members SET affiliate_code = $2 WHERE id = $1 AND affiliate_code IS NULL', [
        memberId,
        code,
      ]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`member ${memberId} could not be given a referral code`);
}

export interface Inviter {
  memberId: number;
  nickname: string;
  isAgent: boolean;
  /** The named link whose code it was, or null for the member's own code. */
  linkId: number | null;
  /** The agent's invite link whose code it was (invite-links.ts), or null. */
  inviteLinkId: number | null;
  /**
   * The type the new account gets when the code says so: an agent's sub-agent link opens an account of the agent's
   * own type; null for a player (every other code).
   */
  accountType: number | null;
}

/**
 * The member behind a code registration carries: an agent's affiliate code always (their team), a player's code
 * or any named link only while the merchant runs the referral promotion. Null for anything else.
 */
export async function resolveReferralCode(db: Database, merchant: Merchant, code: string): Promise<Inviter | null> {
  const [row] = await db.query<{
    id: number;
    nickname: string;
    type: number;
    link_id: number | null;
    invite_link_id: number | null;
    invite_kind: 'member' | 'agent' | null;
  }>(
    `SELECT id, nickname, type, NULL::bigint AS link_id, NULL::bigint AS invite_link_id, NULL::text AS invite_kind
       FROM members WHERE merchant_code = $1 AND upper(affiliate_code) = $2 AND disabled = false
     UNION ALL
     SELECT m.id, m.nickname, m.type, l.id, NULL::bigint, NULL::text FROM referral_links l JOIN members m ON m.id = l.member_id
       WHERE l.merchant_code = $1 AND l.code = $2 AND m.disabled = false
     UNION ALL
     SELECT m.id, m.nickname, m.type, NULL::bigint, l.id, l.kind FROM agent_invite_links l JOIN members m ON m.id = l.agent_id
       WHERE l.merchant_code = $1 AND l.code = $2 AND m.disabled = false
     LIMIT 1`,
    [merchant.code, code.toUpperCase()],
  );
  if (!row) return null;
  const isAgent = merchant.tenant.brand.agentUserTypes.includes(row.type);
  // An agent's own code and invite links are the agent's team, with or without the referral promotion; an invite
  // link of a member who is no longer an agent resolves to nothing.
  const agentsCode = isAgent && row.link_id === null;
  if (row.invite_link_id !== null && !isAgent) return null;
  if (!merchant.tenant.referral.enabled && !agentsCode) return null;
  if (row.type === merchant.tenant.brand.trialUserType) return null;
  return {
    memberId: row.id,
    nickname: row.nickname,
    isAgent,
    linkId: row.link_id,
    inviteLinkId: row.invite_link_id,
    accountType: row.invite_kind === 'agent' ? row.type : null,
  };
}

/** Counts the new member `friendId` under the inviter (in the registration's transaction). */
export async function recordReferral(
  db: Database,
  merchantCode: string,
  friendId: number,
  inviter: Inviter,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO referrals (friend_id, merchant_code, referrer_id, link_id, invite_link_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [friendId, merchantCode, inviter.memberId, inviter.linkId, inviter.inviteLinkId, now],
  );
}
