/**
 * The money calls' reads of the members table: a member's upline (whom a transfer up pays) and a member of the
 * merchant by username (whom the operator's balance adjustment pays). Usernames match case-insensitively;
 * the lookup by username is keyed by merchant, so it never finds another merchant's member.
 */
import type { Database } from '../db/database';

/** The member's upline's username and nickname, or undefined when the member has none. */
export async function uplineOf(
  db: Database,
  memberId: number,
): Promise<{ username: string; nickname: string } | undefined> {
  const [row] = await db.query<{ username: string; nickname: string }>(
    'SELECT u.username, u.nickname FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
    [memberId],
  );
  return row;
}

/** The id of the merchant's member of this username, or undefined. */
export async function memberIdByUsername(
  db: Database,
  merchantCode: string,
  username: string,
): Promise<number | undefined> {
  const [member] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)',
    [merchantCode, username],
  );
  return member?.id;
}
