/**
 * Finding the member a call names by username (an operator's adjustment, a contract offer): usernames compare
 * case-blind, and only at the merchant named, so another merchant's member is never found.
 */
import type { Database } from '../db/database';

/** The member's id, or undefined when the merchant has no member of that name. */
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
